/// What the signed-in account reports; the coordinator that owns the signed-in flow decides
/// what follows.
@MainActor
public protocol AccountNavigating: AnyObject {
  /// The user asked to sign out; returns once everything this leads to is done.
  func signOutRequested() async
}
