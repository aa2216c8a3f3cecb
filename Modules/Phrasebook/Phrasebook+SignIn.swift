import AuthFeature
import Services

extension Phrasebook {
  /// Who can sign in; the demo accounts' passwords are in the README, never in the app.
  public static let demoAccounts =
    "Demo accounts: demo and chef; their passwords are in the README, under Demo accounts."

  /// Why signing in failed.
  public static func signInFailed(_ error: SignInError) -> String {
    switch error {
    case .invalidCredentials: "Wrong user name or password."
    case .unavailable(let reason): "Signing in is not possible right now: \(reason)"
    case .throttled(let user, let seconds):
      "Too many failed sign-ins for \(user). Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
    }
  }

  /// Why the user name was refused.
  public static func usernameProblem(_ problem: SignInViewModel.FieldProblem) -> String {
    switch problem {
    case .missing: "Enter your user name."
    case .controlCharacters: "A user name has no control characters."
    }
  }

  /// Why the password was refused.
  public static func passwordProblem(_ problem: SignInViewModel.FieldProblem) -> String {
    switch problem {
    case .missing: "Enter your password."
    case .controlCharacters: "A password has no control characters."
    }
  }

  /// What the sign-in screen says about `notice`.
  public static func signInNotice(_ notice: SignInNotice) -> String {
    switch notice {
    case .linkParked(let url): "Sign in to open \(url)."
    case .sessionExpired: "Your session expired. Sign in again to continue."
    case .resetLinkSent(let email): "A reset link was sent to \(email)."
    }
  }

  /// Why an e-mail address was refused.
  public static func emailProblem(_ problem: EmailProblem) -> String {
    switch problem {
    case .empty: "Enter your e-mail address."
    case .tooLong(let maximum): "An e-mail address has at most \(maximum) characters."
    case .notAnAddress(let text): "'\(text)' is not an e-mail address."
    case .noDomain(let text): "'\(text)' has no valid domain after '@'."
    }
  }

  /// Why the reset link was not sent.
  public static func resetLinkNotSent(_ error: ServiceError) -> String {
    "The reset link could not be sent: \(error.message)"
  }
}
