import Foundation
import Services

/// Signs in the demo accounts, whose yescrypt hashes ship in `accounts.json`.
public struct DemoAccountAuthService: AuthService {
  private struct File: Decodable {
    let version: Int
    let accounts: [String: String]
  }

  /// The bundled hashes, read at the first sign-in rather than at launch (see ADR 0033).
  private static let bundledHashes = Result { () throws(ServiceError) -> [String: String] in
    guard let url = Bundle.module.url(forResource: "accounts", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1
    else { throw ServiceError("The account list is missing or damaged.") }
    return file.accounts
  }

  private let clock: any WallClock
  private let sessionLifetime: TimeInterval

  /// Creates the service; sessions it opens last `sessionLifetime` seconds by `clock`.
  /// - Throws: never now; a missing or damaged accounts file makes sign-in unavailable.
  public init(clock: any WallClock, sessionLifetime: TimeInterval) throws(ServiceError) {
    self.clock = clock
    self.sessionLifetime = sessionLifetime
  }

  /// Signs `username` in when `password` matches its stored hash. Hashing takes tens of
  /// milliseconds, so it runs on the global executor rather than on the caller's actor.
  @concurrent public func signIn(username: String, password: String) async throws(SignInError)
    -> Session
  {
    let hashes: [String: String]
    switch Self.bundledHashes {
    case .success(let bundled): hashes = bundled
    case .failure(let error): throw .unavailable(error.message)
    }
    let name = username.lowercased()
    let storedHash = hashes[name]
    let matches = PasswordHash.verify(password, against: storedHash ?? PasswordHash.decoy)
    guard matches, storedHash != nil else { throw .invalidCredentials }
    return Session(user: User(name: name), expiresAt: clock.now() + sessionLifetime)
  }
}
