import Coordinators
import Foundation
import Services
import ServicesLive

/// Builds the live services; an unusable state directory falls back to memory with a warning.
enum LiveServices {
  static func make(
    stateDirectory url: URL, sessionLifetime: TimeInterval, clock: SystemWallClock,
    warn: (String) -> Void
  ) throws(ServiceError) -> AppServices {
    let catalog = try BundledRecipeCatalog()
    let auth = ThrottledAuthService(
      try DemoAccountAuthService(clock: clock, sessionLifetime: sessionLifetime), clock: clock)
    let exporter = FileDocumentExporter()
    do {
      let directory = try StateDirectory(url: url)
      return AppServices(
        auth: auth, passwordResets: OutboxPasswordResetService(directory: directory, clock: clock),
        catalog: catalog, favorites: FileFavoritesStore(directory: directory, clock: clock),
        deletions: FileDeletedRecipesStore(directory: directory, clock: clock), exporter: exporter,
        sessions: FileSessionStore(directory: directory, clock: clock), clock: clock,
        pantry: FilePantryStore(directory: directory, clock: clock),
        settings: FileSettingsStore(directory: directory, clock: clock))
    } catch {
      warn("cookbook: warning: \(error.message) Nothing will be saved after this run.")
      return AppServices(
        auth: auth, passwordResets: InMemoryPasswordResetService(), catalog: catalog,
        favorites: InMemoryFavoritesStore(), deletions: InMemoryDeletedRecipesStore(),
        exporter: exporter, sessions: InMemorySessionStore(), clock: clock,
        pantry: InMemoryPantryStore(), settings: InMemorySettingsStore())
    }
  }
}
