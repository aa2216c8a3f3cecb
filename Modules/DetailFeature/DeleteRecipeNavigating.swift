/// What the delete confirmation reports; the coordinator that presented it decides what
/// follows, and performs the deletion.
@MainActor
public protocol DeleteRecipeNavigating: AnyObject {
  /// The user answered yes.
  func deletionConfirmed()
  /// The user answered no.
  func deletionCancelled()
}
