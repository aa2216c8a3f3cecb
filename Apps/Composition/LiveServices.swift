import Coordinators
import Foundation
import Services
import ServicesLive

/// The live services and the state directory whose database they keep, as both apps build them.
public struct LiveServices: Sendable {
  public let services: AppServices
  /// The state directory, or `nil` when nothing is kept on disk.
  public let directory: StateDirectory?
  /// The session store, saved to from the signal thread, or `nil` when nothing is kept on disk.
  public let sessionFile: SQLiteSessionStore?

  /// Builds the live services. A state directory that cannot be created or opened falls back
  /// to memory with a warning; a read-only one is read, with a warning that nothing will be
  /// saved; one that is not the user's own and private is refused.
  /// - Throws: `ServiceError` when the state directory is not trusted or the app's resources
  ///   are missing, which end the app with status 1.
  public static func make(
    stateDirectory url: URL, sessionLifetime: TimeInterval, clock: SystemWallClock,
    warn: @escaping @Sendable (String) -> Void
  ) throws(ServiceError) -> LiveServices {
    try reserveDescriptors()
    let catalog = try BundledRecipeCatalog()
    let auth = ThrottledAuthService(
      try DemoAccountAuthService(clock: clock, sessionLifetime: sessionLifetime), clock: clock)
    let directory: StateDirectory
    var resets: any PasswordResetService = InMemoryPasswordResetService()
    var onDisk = true
    do {
      directory = try StateDirectory.open(url: url) { warn("cookbook: \($0)") }
      resets = OutboxPasswordResetService(directory: directory, clock: clock)
      if directory.isReadOnly {
        warn(
          "cookbook: warning: The state directory \(url.path) is read-only: it was read, but "
            + "nothing will be saved after this run.")
      }
    } catch .untrusted(let message) {
      throw ServiceError(message)
    } catch {
      warn("cookbook: warning: \(error.message) Nothing will be saved after this run.")
      directory = .inMemory()
      onDisk = false
    }
    let sessions = SQLiteSessionStore(directory: directory)
    let services = AppServices(
      auth: auth, passwordResets: resets, catalog: catalog,
      favorites: SQLiteFavoritesStore(directory: directory),
      deletions: SQLiteDeletedRecipesStore(directory: directory),
      exporter: FileDocumentExporter(), sessions: sessions, clock: clock,
      pantry: SQLitePantryStore(directory: directory),
      settings: SQLiteSettingsStore(directory: directory))
    return LiveServices(
      services: services, directory: onDisk ? directory : nil,
      sessionFile: onDisk ? sessions : nil)
  }
}
