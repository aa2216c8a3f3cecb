import Coordinators
import Foundation
import Services
import ServicesLive

/// The live services and the state directory they keep their files in.
struct LiveServices {
  let services: AppServices
  /// The state directory, or `nil` when nothing is kept on disk.
  let directory: StateDirectory?
  /// The session file, saved to from the signal thread, or `nil` when nothing is kept on disk.
  let sessionFile: FileSessionStore?
  /// Started by the line host before each command: the favourites and deletions files are then
  /// checked against the disk once per command (ADR 0032).
  let readEpoch: ReadEpoch

  /// Builds the live services. A state directory that cannot be created or opened falls back
  /// to memory with a warning; a read-only one is read, with a warning that nothing will be
  /// saved; one that is not the user's own and private is refused.
  /// - Throws: `ServiceError` when the state directory is not trusted or the app's resources
  ///   are missing, which end the app with status 1.
  static func make(
    stateDirectory url: URL, sessionLifetime: TimeInterval, clock: SystemWallClock,
    warn: @escaping @Sendable (String) -> Void
  ) throws(ServiceError) -> LiveServices {
    let catalog = try BundledRecipeCatalog()
    let auth = ThrottledAuthService(
      try DemoAccountAuthService(clock: clock, sessionLifetime: sessionLifetime), clock: clock)
    let exporter = FileDocumentExporter()
    let directory: StateDirectory
    do {
      directory = try StateDirectory.open(url: url) { warn("cookbook: \($0)") }
    } catch .untrusted(let message) {
      throw ServiceError(message)
    } catch {
      warn("cookbook: warning: \(error.message) Nothing will be saved after this run.")
      let services = AppServices(
        auth: auth, passwordResets: InMemoryPasswordResetService(), catalog: catalog,
        favorites: InMemoryFavoritesStore(), deletions: InMemoryDeletedRecipesStore(),
        exporter: exporter, sessions: InMemorySessionStore(), clock: clock,
        pantry: InMemoryPantryStore(), settings: InMemorySettingsStore())
      return LiveServices(
        services: services, directory: nil, sessionFile: nil, readEpoch: ReadEpoch())
    }
    if directory.isReadOnly {
      warn(
        "cookbook: warning: The state directory \(url.path) is read-only: it was read, but "
          + "nothing will be saved after this run.")
    }
    let sessions = FileSessionStore(directory: directory, clock: clock)
    let readEpoch = ReadEpoch()
    let services = AppServices(
      auth: auth, passwordResets: OutboxPasswordResetService(directory: directory, clock: clock),
      catalog: catalog,
      favorites: FileFavoritesStore(directory: directory, clock: clock, epoch: readEpoch),
      deletions: FileDeletedRecipesStore(directory: directory, clock: clock, epoch: readEpoch),
      exporter: exporter,
      sessions: sessions, clock: clock,
      pantry: FilePantryStore(directory: directory, clock: clock),
      settings: FileSettingsStore(directory: directory, clock: clock))
    return LiveServices(
      services: services, directory: directory, sessionFile: sessions, readEpoch: readEpoch)
  }
}
