import Navigation
import Services

/// What a host asks of the app: who is signed in, the screen on top and its ways on, and how a
/// view model's intent runs as work of its screen.
extension AppCoordinator {
  /// The signed-in session, if any; an expired one while the user is asked to sign in again.
  public var session: Session? {
    if case .signedIn(let home) = flow { home.session } else { nil }
  }

  /// The flow whose stack is on screen: sign-in's, or the shown tab's.
  private var shownFlow: (any StackFlow)? {
    switch flow {
    case .signedOut(let auth): auth
    case .signedIn(let home): home.shownFlow
    case nil: nil
    }
  }

  /// The screen at the root of the stack on screen.
  public var rootScreen: (any ScreenModel)? { shownFlow?.rootScreen }

  /// The screen on top of what is shown, with its route: the modal, else the sheet or alert,
  /// else the top of the stack on screen, else its root, whose route is `nil`.
  public var topScreen: (screen: any ScreenModel, route: RouteID?)? {
    guard let route = router.topRoute else { return rootScreen.map { ($0, nil) } }
    return router.screen(of: route).map { ($0, route) }
  }

  /// The screens that open over the one on top by their word, when nothing interrupts it.
  public var entries: [ScreenEntry] {
    router.isInterrupted ? [] : shownFlow?.entries ?? []
  }

  /// Opens the screen whose word is `word` over the one on top, as the user asked.
  /// - Returns: whether one was pushed.
  public func openEntry(_ word: String) -> Bool {
    entries.contains { $0.word == word } && shownFlow?.openEntry(word) == true
  }

  /// Runs `intent`, a host's call of a view model's intent on the screen of `route` (`nil`: the
  /// root on screen), as work of that screen: a task its owner holds, cancelled if the screen
  /// leaves meanwhile. Returns what the intent returned, or `nil` when no flow owns the screen.
  public func perform<Value: Sendable>(
    on route: RouteID?, _ intent: @escaping @MainActor () async -> Value
  ) async -> Value? {
    let owner: (any RouteOwner)? =
      if let route { router.ledger.owner(of: route) } else { shownFlow }
    return await withCheckedContinuation { done in  // not `Task.value`, which hops off the actor
      if owner?.perform(for: route, { done.resume(returning: await intent()) }) == nil {
        done.resume(returning: nil)
      }
    }
  }
}
