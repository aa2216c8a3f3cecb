/// What the Profile screen reports; the coordinator that owns the Profile tab decides what
/// follows.
@MainActor
public protocol ProfileNavigating: AnyObject {
  /// The user asked to sign out.
  func signOutRequested()
}
