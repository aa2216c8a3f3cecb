import Coordinators

/// Something that happens while an intent waits for the catalogue: the five ways a user (or
/// the clock) can move on before the app has finished.
enum Interruption: CaseIterable, CustomStringConvertible {
  case back, otherTab, signOut, expiry, anotherLink

  static let pendingLinks = [
    "cookbook://favorites/spaghetti-carbonara?sheet=share",
    "cookbook://recipes/tiramisu/@giulia-romano/tiramisu?alert=delete",
  ]

  var description: String {
    switch self {
    case .back: "back"
    case .otherTab: "the other tab is selected"
    case .signOut: "the user signs out"
    case .expiry: "the session runs out"
    case .anotherLink: "open cookbook://recipes/gazpacho"
    }
  }

  /// Performs the interruption on the core directly, as a platform host would.
  @MainActor
  func perform(on run: ExplorerRun) async {
    let app = run.app
    switch self {
    case .back: run.router.back()
    case .otherTab:
      guard case .signedIn(let home) = app.flow else { return }
      home.select(home.selectedTab == .recipes ? .favorites : .recipes)
    case .signOut:
      guard case .signedIn(let home) = app.flow else { return }
      home.signOutRequested()
    case .expiry:
      run.world.clock.advance(by: ExplorerAuth.lifetime + 1)
      await app.expireSessionIfNeeded()
    case .anotherLink:
      run.world.catalog.open()
      _ = await app.open("cookbook://recipes/gazpacho")
    }
  }
}
