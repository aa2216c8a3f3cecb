/// What the welcome reports; the coordinator that presented it decides what follows.
@MainActor
public protocol WelcomeNavigating: AnyObject {
  /// The user is done with the welcome.
  func welcomeFinished()
}
