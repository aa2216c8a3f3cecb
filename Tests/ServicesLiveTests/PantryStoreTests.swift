import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

/// The pantry in the state database: the rules of ``Pantry``, drafts per instance and per form
/// (issue 20, finding 2; issue 29, findings 03 and 09), and settings changed one field at a time.
struct PantryStoreTests {
  private let demo = User(name: "demo")
  private let chef = User(name: "chef")

  @Test func itemsKeepTheirOrderAndTakeTheSlugOfTheirNameThenANumber() async throws {
    let store = SQLitePantryStore(directory: try freshDirectory())
    let rye = try await store.addItem(name: "  Rye flour ", quantity: "1 kg", for: demo)
    let eggs = try await store.addItem(name: "Eggs", quantity: "12", for: demo)
    #expect(rye == PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg"))
    await #expect(throws: ServiceError.self) {
      try await store.addItem(name: "RYE  FLOUR", quantity: "", for: demo)
    }
    #expect(try await store.items(of: demo) == [rye, eggs])
    #expect(try await store.items(of: chef).isEmpty)
  }

  @Test("Finding 09: a deleted item's id is never reused, and its open form is refused")
  func aDeletedItemsIDIsNeverReusedAndItsOpenFormIsRefused() async throws {
    let directory = try freshDirectory()
    let windowA = SQLitePantryStore(directory: directory)
    let windowB = SQLitePantryStore(directory: try reopened(directory))
    let rye = try await windowA.addItem(name: "Rye flour", quantity: "1 kg", for: demo)
    let typing = PantryDraft(itemID: rye.id, name: "Rye flour", quantity: "2 kg", original: rye)
    try await windowA.saveDraft(typing, for: demo)
    try await windowB.deleteItem(id: rye.id, for: demo)
    #expect(try await windowA.draft(for: rye.id, of: demo) == nil)
    await #expect(
      throws: ServiceError(
        "The item 'Rye flour' was deleted, so this form can no longer change it.")
    ) {
      try await windowA.saveDraft(typing, for: demo)
    }
    let again = try await windowB.addItem(name: "Rye flour", quantity: "500 g", for: demo)
    #expect(again.id == "rye-flour-2")
    #expect(try await windowB.draft(for: again.id, of: demo) == nil)
    await #expect(throws: ServiceError.self) {
      try await windowA.updateItem(
        PantryItem(id: rye.id, name: "Rye flour", quantity: "2 kg"), replacing: rye, for: demo)
    }
    #expect(try await windowB.items(of: demo) == [again])
  }

  @Test("Finding 03: a draft is kept per form, so another item's form keeps the add draft")
  func draftsAreKeptPerForm() async throws {
    let directory = try freshDirectory()
    let store = SQLitePantryStore(directory: directory)
    let eggs = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
    let adding = PantryDraft(itemID: nil, name: "Milk", quantity: "1 l")
    let editing = PantryDraft(itemID: eggs.id, name: "Eggs", quantity: "12", original: eggs)
    try await store.saveDraft(adding, for: demo)
    try await store.saveDraft(editing, for: demo)
    #expect(try await store.draft(for: nil, of: demo) == adding)
    #expect(try await store.draft(for: eggs.id, of: demo) == editing)
    try await store.clearDraft(for: eggs.id, of: demo)
    #expect(try await store.draft(for: eggs.id, of: demo) == nil)
    #expect(try await SQLitePantryStore(directory: directory).draft(for: nil, of: demo) == adding)
  }

  @Test("Finding 2: a running instance's draft is neither shown, saved nor cleared by another")
  func aRunningInstancesDraftIsLeftToIt() async throws {
    let directory = try freshDirectory()
    let first = SQLitePantryStore(directory: directory)
    let second = SQLitePantryStore(directory: try reopened(directory))
    let apple = PantryDraft(itemID: nil, name: "Apple", quantity: "")
    try await first.saveDraft(apple, for: demo)
    #expect(try await second.draft(for: nil, of: demo) == nil)
    try await second.saveDraft(PantryDraft(itemID: nil, name: "Banana", quantity: ""), for: demo)
    try await second.clearDraft(for: nil, of: demo)
    #expect(try await first.draft(for: nil, of: demo) == apple)
  }

  @Test("Finding 2: an ended instance's draft goes to exactly one of the instances opening it")
  func anEndedInstancesDraftGoesToExactlyOneInstance() async throws {
    let folder: URL
    let apple = PantryDraft(itemID: nil, name: "Apple", quantity: "")
    do {
      let ended = try freshDirectory()
      folder = ended.url
      try await SQLitePantryStore(directory: ended).saveDraft(apple, for: demo)
    }
    let instances = try (0..<4).map { _ in
      SQLitePantryStore(directory: try StateDirectory(url: folder, report: { _ in }))
    }
    let taken = try await withThrowingTaskGroup(of: PantryDraft?.self) { group in
      for instance in instances { group.addTask { try await instance.draft(for: nil, of: demo) } }
      return try await group.reduce(into: [PantryDraft?]()) { $0.append($1) }
    }
    #expect(taken.compactMap { $0 } == [apple])
  }

  @Test("Deleting an item discards every draft of it, in every instance")
  func deletingAnItemDiscardsEveryDraftOfIt() async throws {
    let directory = try freshDirectory()
    let first = SQLitePantryStore(directory: directory)
    let second = SQLitePantryStore(directory: try reopened(directory))
    let eggs = try await first.addItem(name: "Eggs", quantity: "6", for: demo)
    for store in [first, second] {
      try await store.saveDraft(
        PantryDraft(itemID: eggs.id, name: "Eggs", quantity: "9", original: eggs), for: demo)
    }
    try await first.deleteItem(id: eggs.id, for: demo)
    #expect(try StateQuery.integer("SELECT count(*) FROM pantry_drafts", in: directory) == 0)
  }

  @Test("Two windows saving the same item merge field by field")
  func twoWindowsSavingTheSameItemMerge() async throws {
    let directory = try freshDirectory()
    let first = SQLitePantryStore(directory: directory)
    let second = SQLitePantryStore(directory: try reopened(directory))
    let eggs = try await first.addItem(name: "Eggs", quantity: "6", for: demo)
    try await first.updateItem(
      PantryItem(id: eggs.id, name: "Brown eggs", quantity: "6"), replacing: eggs, for: demo)
    let merged = try await second.updateItem(
      PantryItem(id: eggs.id, name: "Eggs", quantity: "12"), replacing: eggs, for: demo)
    #expect(merged == PantryItem(id: eggs.id, name: "Brown eggs", quantity: "12"))
  }

  @Test("Finding 3: changes to different settings made at once by two stores are all kept")
  func changesToDifferentSettingsAreAllKept() async throws {
    let directory = try freshDirectory()
    let first = SQLiteSettingsStore(directory: directory)
    let second = SQLiteSettingsStore(directory: try reopened(directory))
    async let order = first.apply(.order(.time), for: demo)
    async let welcome = second.apply(.welcomeSeen, for: demo)
    _ = try await (order, welcome)
    #expect(
      try await SQLiteSettingsStore(directory: directory).settings(of: demo)
        == UserSettings(order: .time, hasSeenWelcome: true))
    #expect(try await first.settings(of: chef) == UserSettings())
  }

  @Test("Favourites and deleted recipes are kept per user")
  func favouritesAndDeletionsAreKeptPerUser() async throws {
    let directory = try freshDirectory()
    let favourites = SQLiteFavoritesStore(directory: directory)
    try await favourites.setFavorite(true, recipeID: "tiramisu", for: demo)
    try await favourites.setFavorite(true, recipeID: "scones", for: demo)
    try await favourites.setFavorite(false, recipeID: "tiramisu", for: demo)
    try await SQLiteDeletedRecipesStore(directory: directory).markDeleted(
      recipeID: "gazpacho", for: chef)
    let later = try reopened(directory)
    #expect(try await SQLiteFavoritesStore(directory: later).favorites(of: demo) == ["scones"])
    #expect(try await SQLiteFavoritesStore(directory: later).favorites(of: chef).isEmpty)
    #expect(
      try await SQLiteDeletedRecipesStore(directory: later).deletedRecipes(of: chef) == ["gazpacho"]
    )
  }

  @Test("The stores in memory follow the same rules and keep nothing on disk")
  func theStoresInMemoryFollowTheSameRules() async throws {
    let store = InMemoryPantryStore()
    let rye = try await store.addItem(name: "Rye flour", quantity: "", for: demo)
    try await store.deleteItem(id: rye.id, for: demo)
    #expect(try await store.addItem(name: "Rye flour", quantity: "", for: demo).id == "rye-flour-2")
    #expect(try await InMemoryPantryStore().items(of: demo).isEmpty)
  }
}
