/// What the forgot-password screen reports; the coordinator that owns it decides what follows.
@MainActor
public protocol ForgotPasswordNavigating: AnyObject {
  /// A reset link was sent to `email`; returns once everything this leads to is done.
  func passwordResetRequested(for email: String) async
}
