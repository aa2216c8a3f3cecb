import Navigation

/// What a coordinator heard, as the trace names it: the navigation-protocol call, a child's
/// result or event, or an app-level happening.
enum FlowEvent: CustomStringConvertible {
  case signInSucceeded(user: String)
  case forgotPasswordRequested
  case passwordResetRequested
  case recipeSelected(id: String)
  case favoriteSelected(id: String)
  case searchChanged(query: String)
  case relatedRecipeSelected(id: String)
  case authorSelected(id: String)
  case shareRequested
  case deleteRequested
  case shareEnded(ShareSummary)
  case deletionConfirmed
  case deletionCancelled
  case recipeDeleted(id: String)
  case tabSelected(AppTab)
  case signOutRequested
  case signedOut
  case sessionExpired
  case linkOpened(String)
  case presentationRequested(String)
  case exportRequested
  case welcomeFinished
  case welcomeRequested
  case pantryFormRequested(id: String?)
  case pantryItemSaved(id: String)
  case pantryFormCancelled
  case settingsRequested
  case signInAgainDismissed

  enum ShareSummary: String {
    case link, export, cancel
  }

  var description: String {
    switch self {
    case .signInSucceeded(let user): "signInSucceeded(\(user))"
    case .forgotPasswordRequested: "forgotPasswordRequested"
    case .passwordResetRequested: "passwordResetRequested"
    case .recipeSelected(let id): "recipeSelected(\(id))"
    case .favoriteSelected(let id): "favoriteSelected(\(id))"
    case .searchChanged(let query): "searchChanged(\(query))"
    case .relatedRecipeSelected(let id): "relatedRecipeSelected(\(id))"
    case .authorSelected(let id): "authorSelected(\(id))"
    case .shareRequested: "shareRequested"
    case .deleteRequested: "deleteRequested"
    case .shareEnded(let summary): "shareEnded(\(summary.rawValue))"
    case .deletionConfirmed: "recipeDeleted"
    case .deletionCancelled: "deletionCancelled"
    case .recipeDeleted(let id): "deleted(\(id))"
    case .tabSelected(let tab): "tabSelected(\(tab.rawValue))"
    case .signOutRequested: "signOutRequested"
    case .signedOut: "signedOut"
    case .sessionExpired: "sessionExpired"
    case .linkOpened(let url): "open(\(url))"
    case .presentationRequested(let presentation): "present(\(presentation))"
    case .exportRequested: "exportRequested"
    case .welcomeFinished: "welcomeFinished"
    case .welcomeRequested: "welcomeRequested"
    case .pantryFormRequested(let id): id.map { "editItemRequested(\($0))" } ?? "addItemRequested"
    case .pantryItemSaved(let id): "pantryFormSaved(\(id))"
    case .pantryFormCancelled: "pantryFormCancelled"
    case .settingsRequested: "settingsRequested"
    case .signInAgainDismissed: "signInAgainDismissed"
    }
  }
}

/// What a coordinator decided, as the trace names it.
enum FlowDecision: CustomStringConvertible {
  case finishWithSession
  case startForgotPasswordFlow
  case passToSignIn
  case sendThenShowSignIn
  case replaceFlowWithSignedIn
  case forgetSessionAndShowSignIn
  case endSignedInFlowAndShowSignIn
  case startDetailFlow
  case startAuthorFlow
  case refuseFullStack
  case recordFilterInRoot
  case passToTab
  case startShareSheet
  case startDeleteAlert
  case finishWithShareOutcome
  case passToTheDetail
  case passToThePantry
  case finishWithKept
  case finishDiscarded
  case deleteThenRemoveEveryScreenOfIt
  case deleteThenCloseTheAlert
  case exportThenCloseTheSheet
  case tellEveryTab
  case selectTab
  case finishSignedOut
  case matchLink
  case parkLinkUntilSignIn
  case finishAndEmptyTheSlot
  case signInOverTheTabs
  case renewTheSessionAndKeepEverything
  case startFreshForAnotherUser
  case showTheWelcome
  case startPantryForm
  case finishWithTheItem
  case startSettingsFlow
  case passSignOutUp

  var description: String {
    switch self {
    case .finishWithSession: "finish with the session"
    case .startForgotPasswordFlow: "start a forgot-password flow"
    case .passToSignIn: "pass it to the sign-in flow, which sends the link"
    case .sendThenShowSignIn:
      "send the link as this flow's work, then close the screen; sign-in shows where it went"
    case .replaceFlowWithSignedIn: "replace the flow with the signed-in one"
    case .forgetSessionAndShowSignIn: "show sign-in and forget the session"
    case .endSignedInFlowAndShowSignIn: "end the signed-in flow and show sign-in, in one step"
    case .startDetailFlow: "start a detail flow"
    case .startAuthorFlow: "start an author flow"
    case .refuseFullStack: "refuse: the stack is full"
    case .recordFilterInRoot: "record the filter in the root"
    case .passToTab: "pass it to the tab, which owns the stack"
    case .startShareSheet: "start a share-sheet flow"
    case .startDeleteAlert: "start a delete-alert flow"
    case .finishWithShareOutcome: "finish with the exit chosen"
    case .passToTheDetail: "pass it to the detail, which performs it"
    case .passToThePantry: "pass it to the pantry, which deletes the item"
    case .finishWithKept: "finish with .kept"
    case .finishDiscarded: "finish with .cancelled, discarding the draft"
    case .deleteThenRemoveEveryScreenOfIt:
      "delete it as the tab's work, then remove every screen of it from every stack"
    case .deleteThenCloseTheAlert: "delete it as the tab's work, then close the alert"
    case .exportThenCloseTheSheet: "export as the detail's work, then close the sheet"
    case .tellEveryTab: "tell every tab to stop showing it"
    case .selectTab: "select the tab; its stack comes back"
    case .finishSignedOut: "finish with .signedOut"
    case .matchLink: "match the tab, stack and slot to it"
    case .parkLinkUntilSignIn: "park it until sign-in"
    case .finishAndEmptyTheSlot: "finish, which empties the global slot"
    case .signInOverTheTabs: "fill the global slot with sign-in; keep every tab as it is"
    case .renewTheSessionAndKeepEverything: "renew the session; everything under the slot stays"
    case .startFreshForAnotherUser: "release the other user's flow and start fresh on Recipes"
    case .showTheWelcome: "fill the global slot with the welcome"
    case .startPantryForm: "start an item-form flow"
    case .finishWithTheItem: "finish with the saved item"
    case .startSettingsFlow: "start a settings flow"
    case .passSignOutUp: "pass it up; the app signs out"
    }
  }
}
