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

  /// Creates the service; sessions it opens last `sessionLifetime` seconds by `clock`.
  /// - Throws: `ServiceError` when the bundled accounts file is missing; a damaged one makes
  ///   sign-in unavailable.
  public init(clock: any WallClock, sessionLifetime: TimeInterval) throws(ServiceError) {
    hashes = try LazyResource(named: "accounts.json") { url throws(ServiceError) in
      guard let data = try? Data(contentsOf: url),
        let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1
      else { throw ServiceError("The account list is damaged.") }
      return file.accounts
    }
    self.clock = clock
    self.sessionLifetime = sessionLifetime
  }

  /// Signs `username` in when `password` matches its stored hash. Hashing takes tens of
  /// milliseconds, so it runs on the global executor rather than on the caller's actor. A user
  /// name or password holding a control character (a NUL would end the password early for
  /// `crypt`) matches no account.
  @concurrent public func signIn(username: String, password: String) async throws(SignInError)
    -> Session
  {
    guard !PlainText.containsUnsafeCharacters(username),
      !PlainText.containsUnsafeCharacters(password)
    else { throw .invalidCredentials }
    let hashes: [String: String]
    do throws(ServiceError) {
      hashes = try self.hashes.get()
    } catch {
      throw .unavailable(error.message)
    }
    let name = username.lowercased()
    let storedHash = hashes[name]
    let matches = PasswordHash.verify(password, against: storedHash ?? PasswordHash.decoy)
    guard matches, storedHash != nil else { throw .invalidCredentials }
    return Session(user: User(name: name), expiresAt: clock.now() + sessionLifetime)
  }
}
