/// How the trace names what a flow finished with: in the app's words, not as Swift values.
extension PantryFormCoordinator.Outcome: CustomStringConvertible {
  /// `saved(NAME)` or `cancelled`.
  public var description: String {
    switch self {
    case .saved(let item): "saved(\(item.name))"
    case .cancelled: "cancelled"
    }
  }
}

extension SignInAgainCoordinator.Outcome: CustomStringConvertible {
  /// `signedIn(USER)` or `signedOut`.
  public var description: String {
    switch self {
    case .signedIn(let session): "signedIn(\(session.user.name))"
    case .signedOut: "signedOut"
    }
  }
}
