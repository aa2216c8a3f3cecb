import Services

/// The services the coordinators hand to the view models they create.
public struct AppServices: Sendable {
  /// Checks credentials.
  public var auth: any AuthService
  /// Sends password-reset links.
  public var passwordResets: any PasswordResetService
  /// The recipes.
  public var catalog: any RecipeCatalog
  /// Each user's favourites.
  public var favorites: any FavoritesStore
  /// The recipes each user deleted from their cookbook.
  public var deletions: any DeletedRecipesStore
  /// Writes exported recipes.
  public var exporter: any DocumentExporter
  /// The session and last location between launches.
  public var sessions: any SessionStore
  /// The time, for session expiry.
  public var clock: any WallClock
  /// Each user's pantry and unsaved item draft.
  public var pantry: any PantryStore
  /// Each user's settings: the recipe order, and whether they saw the welcome.
  public var settings: any SettingsStore

  /// Bundles the services.
  public init(
    auth: any AuthService, passwordResets: any PasswordResetService, catalog: any RecipeCatalog,
    favorites: any FavoritesStore, deletions: any DeletedRecipesStore,
    exporter: any DocumentExporter, sessions: any SessionStore, clock: any WallClock,
    pantry: any PantryStore, settings: any SettingsStore
  ) {
    self.auth = auth
    self.passwordResets = passwordResets
    self.catalog = catalog
    self.favorites = favorites
    self.deletions = deletions
    self.exporter = exporter
    self.sessions = sessions
    self.clock = clock
    self.pantry = pantry
    self.settings = settings
  }

  /// `user`'s view of the catalogue, without the recipes they deleted.
  public func cookbook(of user: User) -> UserCookbook {
    UserCookbook(user: user, catalog: catalog, deletions: deletions)
  }
}
