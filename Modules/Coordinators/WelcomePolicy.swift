/// When the welcome fills the global slot: a host's choice, injected by the composition root.
public enum WelcomePolicy: Hashable, Sendable {
  /// The first time each user signs in, as a person at the full-screen host would expect.
  case atFirstSignIn
  /// Only when a link asks (`modal=welcome`), so scripts are never interrupted.
  case onlyWhenLinked
}
