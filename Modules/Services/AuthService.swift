/// Why a sign-in did not produce a session.
public enum SignInError: Error, Hashable, Sendable {
  /// The user name or the password is wrong; which one is not revealed.
  case invalidCredentials
  /// The service could not check the credentials.
  case unavailable(String)
  /// Too many failed attempts for `user`; the next attempt is accepted after `seconds`.
  case throttled(user: String, seconds: Int)
}

/// Checks credentials and opens sessions.
public protocol AuthService: Sendable {
  /// Signs `username` in with `password`.
  /// - Returns: a session that expires after the service's time to live.
  func signIn(username: String, password: String) async throws(SignInError) -> Session
}

/// Sends password-reset links.
public protocol PasswordResetService: Sendable {
  /// Sends a reset link to `email`.
  func requestReset(for email: String) async throws(ServiceError)
}
