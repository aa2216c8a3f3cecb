import AuthFeature
import Coordinators
import DetailFeature
import Phrasebook

/// How the terminal phrases the core's typed notices, refusals and outcomes: a sentence that
/// says how to do something is worded for the host (``HostPhrasing``: a command to type, or
/// a key or button), never in a view model or coordinator; the rest comes from `Phrasebook`,
/// with typed text made safe for a terminal first. Both terminal hosts use it.
public enum Phrases {
  /// Who can sign in. The demo accounts' passwords are in the README, never in the app: a
  /// reference codebase does not teach shipping credentials (see ADR 0027).
  public static let demoAccounts = Phrasebook.demoAccounts

  /// What the sign-in screen says about `notice`.
  public static func signIn(_ notice: SignInNotice) -> String {
    switch notice {
    case .resetLinkSent(let email):
      Phrasebook.signInNotice(.resetLinkSent(to: SafeText.display(email)))
    case .linkParked, .sessionExpired: Phrasebook.signInNotice(notice)
    }
  }

  /// Why a link was not followed, as a sentence worded for a host's `phrasing`.
  public static func refusal(_ refusal: LinkRefusal, phrasing: HostPhrasing) -> String {
    switch refusal {
    case .malformed(let error): error.description
    case .missingRecipe(let id): Phrasebook.recipeNotFound(id: SafeText.display(id))
    case .missingAuthor(let id): Phrasebook.authorNotFound(id: SafeText.display(id))
    case .missingPantryItem(let id): "There is no pantry item '\(SafeText.display(id))'."
    case .recipeUnavailable(let id, let reason):
      "The recipe '\(SafeText.display(id))' could not be checked: \(reason)"
    case .alreadySignedIn(let user): phrasing.sentence(.alreadySignedIn(user: user))
    case .stackTooDeep(let limit):
      "That link has more screens than a stack holds (\(limit))."
    case .superseded: "Another action overtook the link, so it was not followed."
    }
  }

  /// What the app tells the user about `notice`, worded for a host's `phrasing`.
  public static func notice(_ notice: AppNotice, phrasing: HostPhrasing) -> String {
    switch notice {
    case .savedLocationNotRestored(let refusal):
      "The saved location could not be restored: \(Self.refusal(refusal, phrasing: phrasing))"
    case .parkedLinkNotOpened(let refusal):
      "The link could not be opened: \(Self.refusal(refusal, phrasing: phrasing))"
    case .stackFull(let limit): phrasing.sentence(.stackFull(limit: limit))
    case .signOutNotRecorded(let reason):
      "You are still signed in: the sign-out could not be saved (\(SafeText.display(reason)))."
    case .deletionFailed(let reason):
      "The recipe could not be deleted: \(SafeText.display(reason))"
    case .pantryItemNotDeleted(let reason):
      "The item could not be deleted: \(SafeText.display(reason))"
    case .pantryItemNotSaved(let reason):
      "The item could not be saved: \(SafeText.display(reason))"
    }
  }

  /// What the detail says after the share sheet closed with `outcome`; nothing after cancel.
  public static func share(_ outcome: ShareOutcome) -> String? {
    switch outcome {
    case .exported(let url): Phrasebook.exported(toPath: SafeText.display(url.path, limit: 200))
    case .linkShown, .cancelled: Phrasebook.shareOutcome(outcome)
    }
  }
}
