/// What the forgot-password screen reports; the coordinator that owns it decides what follows,
/// and sends the link.
@MainActor
public protocol ForgotPasswordNavigating: AnyObject {
  /// The user asked on `screen` for a reset link to `email`, a valid address.
  func passwordResetRequested(for email: String, on screen: ForgotPasswordViewModel)
}
