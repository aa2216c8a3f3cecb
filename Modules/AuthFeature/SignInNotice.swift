/// Information the sign-in screen shows from elsewhere in the app; each host phrases it.
public enum SignInNotice: Hashable, Sendable {
  /// A link that needs a session waits for sign-in; the value is its canonical URL.
  case linkParked(String)
  /// The session ran out; signing in again as the same user brings everything back.
  case sessionExpired
  /// A password-reset link went to the address.
  case resetLinkSent(to: String)
}
