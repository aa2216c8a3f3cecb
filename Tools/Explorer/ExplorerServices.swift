import Coordinators
import Foundation
import Services
import ServicesLive
import Synchronization

/// A clock the explorer moves by hand, so expiry is an action like any other.
final class ExplorerClock: WallClock {
  private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

  func now() -> Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// The demo accounts without yescrypt's deliberate slowness: the same names and passwords as
/// the real binary, so a counterexample script signs in there too.
struct ExplorerAuth: AuthService {
  static let lifetime: TimeInterval = 600
  let clock: ExplorerClock
  let gate: Suspensions

  func signIn(username: String, password: String) async throws(SignInError) -> Session {
    await gate.pass("auth.signIn")
    let accounts = ["demo": "demo-pass-1", "chef": "chef-pass-2"]
    guard accounts[username.lowercased()] == password else { throw .invalidCredentials }
    return Session(
      user: User(name: username.lowercased()), expiresAt: clock.now() + Self.lifetime)
  }
}

/// A reset service that always delivers, after the gate.
struct ExplorerResets: PasswordResetService {
  let gate: Suspensions

  func requestReset(for email: String) async throws(ServiceError) {
    await gate.pass("resets.requestReset")
  }
}

/// An exporter that keeps documents in memory: exploring must leave no files behind.
final class ExplorerExporter: DocumentExporter {
  private let documents = Mutex<[String: String]>([:])
  let gate: Suspensions

  init(gate: Suspensions) { self.gate = gate }

  func export(_ text: String, to destination: URL) async throws(ServiceError) {
    await gate.pass("exporter.export")
    try documents.withLock { documents throws(ServiceError) in
      guard documents[destination.path] == nil else {
        throw ServiceError("\(destination.lastPathComponent) already exists.")
      }
      documents[destination.path] = text
    }
  }
}

/// The catalogue behind the gate.
struct GatedCatalog: RecipeCatalog {
  let base: any RecipeCatalog
  let gate: Suspensions

  func allRecipes() async throws(ServiceError) -> [Recipe] {
    await gate.pass("catalog.allRecipes")
    return try await base.allRecipes()
  }

  func recipe(id: String) async throws(ServiceError) -> Recipe? {
    await gate.pass("catalog.recipe")
    return try await base.recipe(id: id)
  }

  func author(id: String) async throws(ServiceError) -> Author? {
    await gate.pass("catalog.author")
    return try await base.author(id: id)
  }
}

/// The favourites store behind the gate.
struct GatedFavorites: FavoritesStore {
  let base: InMemoryFavoritesStore
  let gate: Suspensions

  func favorites(of user: User) async throws(ServiceError) -> Set<String> {
    await gate.pass("favorites.read")
    return try await base.favorites(of: user)
  }

  func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User)
    async throws(ServiceError)
  {
    await gate.pass("favorites.write")
    try await base.setFavorite(isFavorite, recipeID: recipeID, for: user)
  }
}

/// The deleted recipes behind the gate.
struct GatedDeletions: DeletedRecipesStore {
  let base: InMemoryDeletedRecipesStore
  let gate: Suspensions

  func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String> {
    await gate.pass("deletions.read")
    return try await base.deletedRecipes(of: user)
  }

  func markDeleted(recipeID: String, for user: User) async throws(ServiceError) {
    await gate.pass("deletions.write")
    try await base.markDeleted(recipeID: recipeID, for: user)
  }
}

/// The pantry behind the gate.
struct GatedPantry: PantryStore {
  let base: InMemoryPantryStore
  let gate: Suspensions

  func items(of user: User) async throws(ServiceError) -> [PantryItem] {
    await gate.pass("pantry.items")
    return try await base.items(of: user)
  }

  func addItem(name: String, quantity: String, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    await gate.pass("pantry.add")
    return try await base.addItem(name: name, quantity: quantity, for: user)
  }

  func updateItem(_ item: PantryItem, replacing original: PantryItem, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    await gate.pass("pantry.update")
    return try await base.updateItem(item, replacing: original, for: user)
  }

  func deleteItem(id: String, for user: User) async throws(ServiceError) {
    await gate.pass("pantry.delete")
    try await base.deleteItem(id: id, for: user)
  }

  func draft(for itemID: String?, of user: User) async throws(ServiceError) -> PantryDraft? {
    await gate.pass("pantry.draft")
    return try await base.draft(for: itemID, of: user)
  }

  func saveDraft(_ draft: PantryDraft, for user: User) async throws(ServiceError) {
    await gate.pass("pantry.saveDraft")
    try await base.saveDraft(draft, for: user)
  }

  func clearDraft(for itemID: String?, of user: User) async throws(ServiceError) {
    await gate.pass("pantry.clearDraft")
    try await base.clearDraft(for: itemID, of: user)
  }
}

/// The settings behind the gate.
struct GatedSettings: SettingsStore {
  let base: InMemorySettingsStore
  let gate: Suspensions

  func settings(of user: User) async throws(ServiceError) -> UserSettings {
    await gate.pass("settings.read")
    return try await base.settings(of: user)
  }

  func apply(_ change: SettingsChange, for user: User) async throws(ServiceError)
    -> UserSettings
  {
    await gate.pass("settings.write")
    return try await base.apply(change, for: user)
  }
}

/// The saved session behind the gate.
struct GatedSessions: SessionStore {
  let base: InMemorySessionStore
  let gate: Suspensions

  func load() async throws(ServiceError) -> SavedSession? {
    await gate.pass("sessions.load")
    return try await base.load()
  }

  func save(_ saved: SavedSession) async throws(ServiceError) {
    await gate.pass("sessions.save")
    try await base.save(saved)
  }

  func clear() async throws(ServiceError) {
    await gate.pass("sessions.clear")
    try await base.clear()
  }
}

/// What outlives a relaunch: the stores (in one database in memory, as the app keeps them in
/// one file), the clock and the gate in front of every service.
struct ExplorerWorld {
  let clock = ExplorerClock()
  let gate = Suspensions()
  let deletions: GatedDeletions
  let pantry: GatedPantry
  let services: AppServices

  init(catalog base: any RecipeCatalog) {
    let state = StateDirectory.inMemory()
    deletions = GatedDeletions(base: .init(directory: state), gate: gate)
    pantry = GatedPantry(base: .init(directory: state), gate: gate)
    services = AppServices(
      auth: ExplorerAuth(clock: clock, gate: gate), passwordResets: ExplorerResets(gate: gate),
      catalog: GatedCatalog(base: base, gate: gate),
      favorites: GatedFavorites(base: .init(directory: state), gate: gate),
      deletions: deletions, exporter: ExplorerExporter(gate: gate),
      sessions: GatedSessions(base: .init(directory: state), gate: gate), clock: clock,
      pantry: pantry, settings: GatedSettings(base: .init(directory: state), gate: gate))
  }
}
