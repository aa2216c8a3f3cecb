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
    try requireDescriptors()
    // libdispatch makes its descriptors (the main queue's wake-up, its event loop's) when first
    // needed, and traps when none is left: make them before the database takes its four.
    DispatchQueue.main.async {}
    let ready = DispatchSemaphore(value: 0)
    DispatchQueue.global().asyncAfter(deadline: .now()) { ready.signal() }
    ready.wait()
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

  /// The open files a run needs: the database's four, the directory's, libdispatch's and the
  /// standard streams take 11, and the runtime may ask for more late, where it traps or hangs.
  static let descriptorFloor: rlim_t = 16

  private static func requireDescriptors() throws(ServiceError) {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < descriptorFloor
    else { return }
    throw ServiceError(
      "Too many open files: the app needs at least \(descriptorFloor) open files and may have "
        + "\(limit.rlim_cur). Raise the limit (ulimit -n \(descriptorFloor)) and run again.")
  }
}
