import AuthFeature
import Coordinators
import DetailFeature

/// How the terminal phrases the core's typed notices, refusals and outcomes: wording that
/// names terminal commands lives here, never in a view model or coordinator. Both terminal
/// hosts use it.
public enum Phrases {
  /// Who can sign in. The demo accounts' passwords are in the README, never in the app: a
  /// reference codebase does not teach shipping credentials (see ADR 0027).
  public static let demoAccounts =
    "Demo accounts: demo and chef; their passwords are in the README, under Demo accounts."

  /// What the sign-in screen says about `notice`.
  public static func signIn(_ notice: SignInNotice) -> String {
    switch notice {
    case .linkParked(let url): "Sign in to open \(url)."
    case .sessionExpired: "Your session expired. Sign in again to continue."
    case .resetLinkSent(let email): "A reset link was sent to \(SafeText.display(email))."
    }
  }

  /// Why a link was not followed, as a sentence.
  public static func refusal(_ refusal: LinkRefusal) -> String {
    switch refusal {
    case .malformed(let error): error.description
    case .missingRecipe(let id): "There is no recipe '\(SafeText.display(id))'."
    case .missingAuthor(let id): "There is no author '\(SafeText.display(id))'."
    case .missingPantryItem(let id): "There is no pantry item '\(SafeText.display(id))'."
    case .recipeUnavailable(let id, let reason):
      "The recipe '\(SafeText.display(id))' could not be checked: \(reason)"
    case .alreadySignedIn(let user):
      "You are signed in as \(user); type logout to sign in again."
    case .stackTooDeep(let limit):
      "That link has more screens than a stack holds (\(limit))."
    case .superseded: "Another action overtook the link, so it was not followed."
    }
  }

  /// What the app tells the user about `notice`.
  public static func notice(_ notice: AppNotice) -> String {
    switch notice {
    case .savedLocationNotRestored(let refusal):
      "The saved location could not be restored: \(Self.refusal(refusal))"
    case .parkedLinkNotOpened(let refusal):
      "The link could not be opened: \(Self.refusal(refusal))"
    case .stackFull(let limit):
      "A stack holds at most \(limit) screens; type back before opening another."
    case .signOutNotRecorded(let reason):
      "You are still signed in: the sign-out could not be saved (\(SafeText.display(reason)))."
    case .deletionFailed(let reason):
      "The recipe could not be deleted: \(SafeText.display(reason))"
    }
  }

  /// What the detail says after the share sheet closed with `outcome`; nothing after cancel.
  public static func share(_ outcome: ShareOutcome) -> String? {
    switch outcome {
    case .linkShown(let url): "Link: \(url)"
    case .exported(let url): "Exported to \(SafeText.display(url.path, limit: 200))."
    case .cancelled: nil
    }
  }
}
