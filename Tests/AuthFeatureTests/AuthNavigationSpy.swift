import AuthFeature
import Services

@MainActor
final class AuthNavigationSpy: SignInNavigating, ForgotPasswordNavigating {
  enum Event: Equatable {
    case signedIn(Session)
    case forgotPassword
    case resetRequested(String)
    case cancelled
  }

  private(set) var events: [Event] = []

  func signInSucceeded(with session: Session) { events.append(.signedIn(session)) }
  func forgotPasswordRequested() { events.append(.forgotPassword) }
  func signInCancelled() { events.append(.cancelled) }
  func passwordResetRequested(for email: String) { events.append(.resetRequested(email)) }
}
