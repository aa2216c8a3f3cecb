import Foundation
import Services

/// Signs in the demo accounts, whose yescrypt hashes ship in `accounts.json`.
public struct DemoAccountAuthService: AuthService {
  private struct File: Decodable {
    let version: Int
    let accounts: [String: String]
  }

  /// The bundled hashes, found at launch and read at the first sign-in (see ADR 0031).
  private let hashes: LazyResource<[String: String]>
  private let clock: any WallClock
  private let sessionLifetime: TimeInterval
  private let cryptLibrary: String

  /// Creates the service; sessions it opens last `sessionLifetime` seconds by `clock`.
  /// - Throws: `ServiceError` when the bundled accounts file is missing.
  public init(clock: any WallClock, sessionLifetime: TimeInterval) throws(ServiceError) {
    try self.init(clock: clock, sessionLifetime: sessionLifetime, cryptLibrary: "libcrypt.so.1")
  }

  init(clock: any WallClock, sessionLifetime: TimeInterval, cryptLibrary: String)
    throws(ServiceError)
  {
    hashes = try LazyResource(named: "accounts.json") { url throws(ServiceError) in
      let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0,
        let data = try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readToEnd()
      else {
        throw ServiceError(
          "The account list could not be read: \(String(cString: strerror(errno))).")
      }
      guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1
      else { throw ServiceError("The account list is damaged.") }
      return file.accounts
    }
    self.clock = clock
    self.sessionLifetime = sessionLifetime
    self.cryptLibrary = cryptLibrary
  }

  /// Signs `username` in when `password` matches its stored hash, off the caller's actor (it
  /// takes tens of milliseconds); a control character in either matches no account.
  @concurrent public func signIn(username: String, password: String) async throws(SignInError)
    -> Session
  {
    guard !PlainText.containsUnsafeCharacters(username),
      !PlainText.containsUnsafeCharacters(password)
    else { throw .invalidCredentials }
    let name = username.lowercased()
    let matches: Bool
    do throws(ServiceError) {
      let stored = try hashes.get()[name]
      matches =
        try PasswordHash.verify(
          password, against: stored ?? PasswordHash.decoy, library: cryptLibrary)
        && stored != nil
    } catch {
      throw .unavailable(error.message)
    }
    guard matches else { throw .invalidCredentials }
    return Session(user: User(name: name), expiresAt: clock.now() + sessionLifetime)
  }
}
