import Links

/// What following a `cookbook://` link did.
public enum LinkOutcome: Hashable, Sendable {
  /// The app shows the link's state.
  case opened
  /// The link needs a session; it opens after sign-in.
  case parked
  /// Nothing more changed, for the reason given; a link that was partly shown says so.
  case refused(LinkRefusal)
}

/// Why a link was not followed; each host phrases it.
public enum LinkRefusal: Error, Hashable, Sendable {
  /// The text is not a link the app understands.
  case malformed(DeepLinkError)
  /// The link names a recipe that does not exist for this user.
  case missingRecipe(id: String)
  /// The link names an author the catalogue does not have.
  case missingAuthor(id: String)
  /// The link names a pantry item the user does not have.
  case missingPantryItem(id: String)
  /// A recipe, author or item of the link could not be looked up.
  case recipeUnavailable(id: String, reason: String)
  /// The link leads to sign-in while a user is signed in.
  case alreadySignedIn(user: String)
  /// The stack would be deeper than the app allows.
  case stackTooDeep(limit: Int)
  /// A newer link, the user, a sign-out or an expiry moved the app while the link was checked.
  case superseded
}

/// Something the app tells the user that no single screen owns, such as a deletion that failed
/// after its confirmation closed. A host shows it once, then calls
/// ``AppCoordinator/noticeShown()``.
public enum AppNotice: Hashable, Sendable {
  /// The saved location of the last launch could not be restored.
  case savedLocationNotRestored(LinkRefusal)
  /// The link parked until sign-in could not be opened.
  case parkedLinkNotOpened(LinkRefusal)
  /// A screen was not opened because the stack holds the most screens it can.
  case stackFull(limit: Int)
  /// The sign-out could not be recorded, so the user is still signed in.
  case signOutNotRecorded(reason: String)
  /// A recipe could not be deleted.
  case deletionFailed(reason: String)
  /// A pantry item could not be deleted.
  case pantryItemNotDeleted(reason: String)
  /// A pantry item could not be saved after its form had closed.
  case pantryItemNotSaved(reason: String)
}
