import Services

/// What the sign-in screen reports; the coordinator that owns it decides what follows.
@MainActor
public protocol SignInNavigating: AnyObject {
  /// The credentials were accepted.
  func signInSucceeded(with session: Session)
  /// The user gave up signing in where that is possible.
  func signInCancelled()
}
