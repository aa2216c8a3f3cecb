import AuthFeature
import Services

@MainActor
final class AuthNavigationSpy: SignInNavigating, ForgotPasswordNavigating {
  enum Event: Equatable {
    case signedIn(Session)
    case resetRequested(String, on: ObjectIdentifier)
    case cancelled
  }

  private(set) var events: [Event] = []

  func signInSucceeded(with session: Session) { events.append(.signedIn(session)) }
  func signInCancelled() { events.append(.cancelled) }
  func passwordResetRequested(for email: String, on screen: ForgotPasswordViewModel) {
    events.append(.resetRequested(email, on: ObjectIdentifier(screen)))
  }
}
