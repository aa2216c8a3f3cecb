import AuthFeature
import Coordinators
import DetailFeature

/// How the desktop app phrases the core's typed notices and refusals.
enum DesktopPhrases {
  static let demoAccounts =
    "Demo accounts: demo and chef; their passwords are in the README, under Demo accounts."

  static func signIn(_ notice: SignInNotice) -> String {
    switch notice {
    case .linkParked(let url): "Sign in to open \(url)."
    case .sessionExpired: "Your session expired. Sign in again to continue."
    case .resetLinkSent(let email): "A reset link was sent to \(email)."
    }
  }

  static func refusal(_ refusal: LinkRefusal) -> String {
    switch refusal {
    case .malformed(let error): error.description
    case .missingRecipe(let id): "There is no recipe '\(id)'."
    case .missingAuthor(let id): "There is no author '\(id)'."
    case .missingPantryItem(let id): "There is no pantry item '\(id)'."
    case .recipeUnavailable(let id, let reason):
      "The recipe '\(id)' could not be checked: \(reason)"
    case .alreadySignedIn(let user): "You are signed in as \(user); sign out to open that link."
    case .stackTooDeep(let limit): "That link has more screens than a stack holds (\(limit))."
    case .superseded: "Another action overtook the link, so it was not followed."
    }
  }

  static func notice(_ notice: AppNotice) -> String {
    switch notice {
    case .savedLocationNotRestored(let refusal):
      "The saved location could not be restored: \(Self.refusal(refusal))"
    case .parkedLinkNotOpened(let refusal):
      "The link could not be opened: \(Self.refusal(refusal))"
    case .stackFull(let limit):
      "A stack holds at most \(limit) screens; go back before opening another."
    case .signOutNotRecorded(let reason):
      "You are still signed in: the sign-out could not be recorded. \(reason)"
    case .deletionFailed(let reason): "The recipe could not be deleted: \(reason)"
    case .pantryItemNotDeleted(let reason): "The item could not be deleted: \(reason)"
    case .pantryItemNotSaved(let reason): "The item could not be saved: \(reason)"
    }
  }

  static func shared(_ outcome: ShareOutcome) -> String? {
    switch outcome {
    case .linkShown(let link): "The recipe's link: \(link)"
    case .exported(let url): "Exported to \(url.path)."
    case .cancelled: nil
    }
  }
}
