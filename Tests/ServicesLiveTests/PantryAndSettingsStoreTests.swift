import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

private func freshDirectory(reports: Locked<[String]> = Locked([])) throws -> StateDirectory {
  try StateDirectory(
    url: FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-pantry-\(UUID().uuidString)"),
    report: { line in reports.mutate { $0.append(line) } })
}

private func permissions(_ url: URL) throws -> Int {
  try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
}

/// The two pantry stores the app can run with; both must follow the same rules.
enum PantryStoreKind: CaseIterable, Sendable {
  case file, memory

  func make() throws -> any PantryStore {
    switch self {
    case .file: FilePantryStore(directory: try freshDirectory(), clock: FixedClock())
    case .memory: InMemoryPantryStore()
    }
  }
}

struct PantryAndSettingsStoreTests {
  private let demo = User(name: "demo")
  private let chef = User(name: "chef")

  @Test(arguments: PantryStoreKind.allCases)
  func itemsKeepTheirOrderAndTakeTheSlugOfTheirNameThenANumber(kind: PantryStoreKind)
    async throws
  {
    let store = try kind.make()
    let rye = try await store.addItem(name: "Rye flour", quantity: "1 kg", for: demo)
    _ = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
    let darkRye = try await store.addItem(name: "Rye flour!", quantity: "", for: demo)
    #expect(rye == PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg"))
    #expect(darkRye.id == "rye-flour-2")
    #expect(try await store.items(of: demo).map(\.id) == ["rye-flour", "eggs", "rye-flour-2"])
  }

  @Test(arguments: PantryStoreKind.allCases)
  func aNameAnotherItemHasIgnoringCaseIsRefusedAndNothingChanges(kind: PantryStoreKind)
    async throws
  {
    let store = try kind.make()
    _ = try await store.addItem(name: "Rye flour", quantity: "1 kg", for: demo)
    let eggs = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
    await #expect(throws: ServiceError("The pantry already has an item named 'Rye flour'.")) {
      try await store.addItem(name: "RYE FLOUR", quantity: "", for: demo)
    }
    await #expect(throws: ServiceError("The pantry already has an item named 'Rye flour'.")) {
      try await store.updateItem(
        PantryItem(id: eggs.id, name: "rye flour", quantity: "6"), replacing: eggs, for: demo)
    }
    #expect(try await store.items(of: demo).map(\.name) == ["Rye flour", "Eggs"])
  }

  @Test(arguments: PantryStoreKind.allCases)
  func eachUserHasTheirOwnPantryAndDraft(kind: PantryStoreKind) async throws {
    let store = try kind.make()
    _ = try await store.addItem(name: "Rye flour", quantity: "", for: demo)
    _ = try await store.addItem(name: "Rye flour", quantity: "2 kg", for: chef)
    try await store.saveDraft(PantryDraft(itemID: nil, name: "Milk", quantity: ""), for: chef)
    try await store.deleteItem(id: "rye-flour", for: demo)
    #expect(try await store.items(of: demo).isEmpty)
    #expect(try await store.draft(for: nil, of: demo) == nil)
    #expect(
      try await store.items(of: chef) == [
        PantryItem(id: "rye-flour", name: "Rye flour", quantity: "2 kg")
      ])
    #expect(try await store.draft(for: nil, of: chef)?.name == "Milk")
  }

  @Test func itemsAndDraftsSurviveAReopenedStore() async throws {
    let directory = try freshDirectory()
    let draft = PantryDraft(itemID: "eggs", name: "Eggs", quantity: "12")
    do {
      let store = FilePantryStore(directory: directory, clock: FixedClock())
      let rye = try await store.addItem(name: "Rye flour", quantity: "1 kg", for: demo)
      _ = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
      try await store.updateItem(
        PantryItem(id: rye.id, name: "Dark rye flour", quantity: "500 g"), replacing: rye,
        for: demo)
      try await store.saveDraft(draft, for: demo)
    }
    let reopened = FilePantryStore(directory: directory, clock: FixedClock())
    #expect(
      try await reopened.items(of: demo) == [
        PantryItem(id: "rye-flour", name: "Dark rye flour", quantity: "500 g"),
        PantryItem(id: "eggs", name: "Eggs", quantity: "6"),
      ])
    #expect(try await reopened.draft(for: "eggs", of: demo) == draft)
    try await reopened.clearDraft(for: "eggs", of: demo)
    let third = FilePantryStore(directory: directory, clock: FixedClock())
    #expect(try await third.draft(for: "eggs", of: demo) == nil)
  }

  @Test func theFilesAreOwnerOnly() async throws {
    let directory = try freshDirectory()
    _ = try await FilePantryStore(directory: directory, clock: FixedClock())
      .addItem(name: "Eggs", quantity: "6", for: demo)
    try await FileSettingsStore(directory: directory, clock: FixedClock())
      .apply(.order(.time), for: demo)
    #expect(try permissions(directory.url.appendingPathComponent("pantry.json")) == 0o600)
    #expect(try permissions(directory.url.appendingPathComponent("settings.json")) == 0o600)
  }

  @Test(arguments: [
    "garbage{", #"{"version": 1, "users": {"demo": {"items": [{"id"#,
    #"{"version": 2, "users": {}}"#, #"{"version": 1, "users": {"demo": {"items": 7}}}"#,
  ])
  func aDamagedPantryFileIsSetAsideReportedByNameAndTheStoreStartsFresh(contents: String)
    async throws
  {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("pantry.json")
    try Data(contents.utf8).write(to: file)
    let store = FilePantryStore(directory: directory, clock: FixedClock())
    #expect(try await store.items(of: demo).isEmpty)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("\(file.path) is damaged") == true)
    #expect(TestFiles.contents(atPath: file.path + ".corrupt-1700000000") == Data(contents.utf8))
    #expect(try await store.draft(for: nil, of: demo) == nil)
    _ = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
    #expect(try await store.items(of: demo).map(\.id) == ["eggs"])
  }

  @Test func twoInstancesAddingToOnePantryAtOnceLoseNothing() async throws {
    let directory = try freshDirectory()
    let stores = [
      FilePantryStore(directory: directory, clock: FixedClock()),
      FilePantryStore(directory: directory, clock: FixedClock()),
    ]
    let demo = demo
    let failures = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<2 {
        for index in 0..<50 {
          group.addTask {
            do {
              _ = try await stores[worker].addItem(
                name: "Item \(worker) \(index)", quantity: "\(index)", for: demo)
              return 0
            } catch {
              return 1
            }
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
    let items = try await FilePantryStore(directory: directory, clock: FixedClock())
      .items(of: demo)
    #expect(items.count == 100)
    #expect(Set(items.map(\.id)).count == 100)
  }

  @Test func anEmptiedPantryLeavesNoTraceOfTheUser() async throws {
    let directory = try freshDirectory()
    let store = FilePantryStore(directory: directory, clock: FixedClock())
    _ = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
    try await store.deleteItem(id: "eggs", for: demo)
    let text = TestFiles.contents(atPath: directory.url.appendingPathComponent("pantry.json").path)
    #expect(text.map { String(decoding: $0, as: UTF8.self).contains("demo") } == false)
  }

  @Test func settingsAreTheDefaultsUntilSavedThenKeptPerUser() async throws {
    let directory = try freshDirectory()
    let store = FileSettingsStore(directory: directory, clock: FixedClock())
    #expect(try await store.settings(of: demo) == UserSettings())
    #expect(
      try await store.apply(.order(.title), for: demo) == UserSettings(order: .title))
    #expect(
      try await store.apply(.welcomeSeen, for: demo)
        == UserSettings(order: .title, hasSeenWelcome: true))
    try await store.apply(.order(.time), for: chef)
    let reopened = FileSettingsStore(directory: directory, clock: FixedClock())
    #expect(
      try await reopened.settings(of: demo) == UserSettings(order: .title, hasSeenWelcome: true))
    #expect(try await reopened.settings(of: chef) == UserSettings(order: .time))
  }

  @Test func aDamagedSettingsFileIsSetAsideAndTheDefaultsApply() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("settings.json")
    try Data(#"{"version": 1, "users": {"demo": {"order": "random"}}}"#.utf8).write(to: file)
    let store = FileSettingsStore(directory: directory, clock: FixedClock())
    #expect(try await store.settings(of: demo) == UserSettings())
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains(file.path) == true)
    #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt-1700000000"))
    #expect(try await store.settings(of: demo) == UserSettings())
  }

  @Test("Finding 3: changes to different settings made at once by two stores are all kept")
  func changesToDifferentSettingsMadeAtOnceAreAllKept() async throws {
    let directory = try freshDirectory()
    let flipper = FileSettingsStore(directory: directory, clock: FixedClock())
    let welcomer = FileSettingsStore(directory: directory, clock: FixedClock())
    let demo = demo
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for round in 0..<100 {
          _ = try? await flipper.apply(.order(round.isMultiple(of: 2) ? .title : .time), for: demo)
        }
      }
      group.addTask { _ = try? await welcomer.apply(.welcomeSeen, for: demo) }
    }
    #expect(
      try await FileSettingsStore(directory: directory, clock: FixedClock()).settings(of: demo)
        == UserSettings(order: .time, hasSeenWelcome: true))
  }

  @Test func aChangeThatChangesNothingWritesNothing() async throws {
    let directory = try freshDirectory()
    let store = FileSettingsStore(directory: directory, clock: FixedClock())
    try await store.apply(.welcomeSeen, for: demo)
    let file = directory.url.appendingPathComponent("settings.json")
    let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
    try await store.apply(.welcomeSeen, for: demo)
    #expect(
      try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        == before as? Int)
  }

  @Test func theInMemorySettingsStoreKeepsEachUsersSettingsForTheRun() async throws {
    let store = InMemorySettingsStore()
    try await store.apply(.welcomeSeen, for: demo)
    try await store.apply(.order(.time), for: demo)
    #expect(try await store.settings(of: demo) == UserSettings(order: .time, hasSeenWelcome: true))
    #expect(try await store.settings(of: chef) == UserSettings())
  }
}

/// Found by an attack on the release binary: the app wrote a `pantry.json` larger than the
/// 1 MiB it reads back, so the next read set the whole file aside and every user's pantry was
/// lost. A change that would grow a file past what is read back is refused instead.
struct StateFileSizeTests {
  @Test("Item 7: a change that would outgrow the read limit is refused and nothing is lost")
  func aChangeThatWouldOutgrowTheReadLimitIsRefused() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("pantry.json")
    let filler = String(repeating: "a", count: 1_048_450)
    let seeded = """
      {"version": 1, "users": {"chef": {"items": [{"id": "saffron", "name": "Saffron", \
      "quantity": "\(filler)"}]}}}
      """
    try Data(seeded.utf8).write(to: file)
    let store = FilePantryStore(directory: directory, clock: FixedClock())
    await #expect {
      _ = try await store.addItem(name: "Salt", quantity: "1 kg", for: User(name: "demo"))
    } throws: { error in
      (error as? ServiceError)?.message.contains("more than the 1048576 the app reads back") == true
    }
    let reopened = FilePantryStore(directory: directory, clock: FixedClock())
    #expect(try await reopened.items(of: User(name: "chef")).map(\.id) == ["saffron"])
    #expect(try await reopened.items(of: User(name: "demo")).isEmpty)
    #expect(reports.value.isEmpty, "nothing was set aside")
  }
}
