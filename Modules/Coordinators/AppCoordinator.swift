import AuthFeature
import Navigation
import Services

/// The root of the coordinator tree. Its flow is an enum, signed out or signed in, chosen at
/// launch from the saved session; moving between them replaces the whole value and releases
/// the flow that ended with everything it owned.
///
/// Every intent that waits (a link's recipes being looked up, a session being saved) acts
/// afterwards only on what is still true: a newer link, a sign-out or an expiry makes an
/// older link's work `superseded`, and the task's cancellation stops it the same way.
@MainActor
public final class AppCoordinator: FlowCoordinator<Never, Never> {
  /// The two contexts the app can be in.
  public enum Flow {
    /// Nobody is signed in; the sign-in flow runs.
    case signedOut(AuthCoordinator)
    /// A user is signed in; the tabs run.
    case signedIn(HomeCoordinator)
  }

  /// What fills the global slot at the root, above every tab.
  public enum Slot {
    /// Signing in again after an expiry, over the preserved tabs.
    case signInAgain(SignInAgainCoordinator)
    /// The welcome.
    case welcome(WelcomeCoordinator)
  }

  /// The current context; `nil` only before ``launch()``.
  public private(set) var flow: Flow?
  /// The flow in the global slot, if any.
  public private(set) var slot: Slot?
  /// Something to tell the user that no single screen owns; see ``AppNotice``.
  public private(set) var notice: AppNotice?
  /// Receives warnings that are not about a command, such as a damaged state file.
  public var warn: @MainActor (String) -> Void = { _ in }
  /// Called after the session or the flow changed, with what a save would write now, so a
  /// signal handler can save what is true when it arrives.
  public var snapshotDidChange: @MainActor (SavedSession?) -> Void = { _ in }

  private let router: any AppRouter
  private let services: AppServices
  private let welcome: WelcomePolicy
  private var parkedLink: AppState?
  private var linkGeneration = 0

  /// Creates the app's coordinator; nothing is shown until ``launch()``. `welcome` says when
  /// the welcome fills the global slot, which is the host's to decide.
  public init(
    router: any AppRouter, services: AppServices, welcome: WelcomePolicy = .onlyWhenLinked
  ) {
    self.router = router
    self.services = services
    self.welcome = welcome
  }

  /// Shows the tabs when a valid session is saved, else sign-in, and restores the saved
  /// location; returns once it is shown.
  public func launch() async {
    guard let saved = await loadSavedSession() else { return showSignedOut() }
    let home = showSignedIn(saved.session)
    _ = await loadSettings(of: home)
    let isValid = saved.session.isValid(at: services.clock.now())
    if let location = saved.location,
      case .refused(let refusal) = await follow(location, cause: .restore, orNearest: true),
      refusal != .superseded
    {
      notice = .savedLocationNotRestored(refusal)
    }
    if !isValid { await expireSessionIfNeeded() }
  }

  /// When the session has run out, fills the global slot with sign-in over the tabs, in one
  /// root-level transition that keeps everything under it; returns whether it did.
  @discardableResult
  public func expireSessionIfNeeded() async -> Bool {
    guard case .signedIn(let home) = flow, !isSigningInAgain,
      !home.session.isValid(at: services.clock.now())
    else { return false }
    decide(FlowEvent.sessionExpired, cause: .expiry, FlowDecision.signInOverTheTabs)
    linkGeneration += 1
    let flow = SignInAgainCoordinator(
      expiredUser: home.session.user, router: router, services: services)
    slot = .signInAgain(flow)
    startChild(
      flow,
      onFinish: { [weak self] outcome in
        await self?.signInAgainEnded(with: outcome)
      })
    await save(SavedSession(session: home.session, location: router.state.canonicalURL))
    return true
  }

  /// Whether the global slot asks the expired user to sign in again.
  public var isSigningInAgain: Bool {
    if case .signInAgain = slot { true } else { false }
  }

  /// Fills the global slot with the welcome for the signed-in user.
  public func showWelcome(cause: TraceCause) {
    guard case .signedIn(let home) = flow, slot == nil else { return }
    decide(FlowEvent.welcomeRequested, cause: cause, FlowDecision.showTheWelcome)
    let flow = WelcomeCoordinator(user: home.session.user, router: router)
    slot = .welcome(flow)
    startChild(
      flow,
      onFinish: { [weak self] in
        await self?.welcomeSeen(by: home.session.user)
      })
  }

  private func welcomeSeen(by user: User) async {
    do {
      try await services.settings.apply(.welcomeSeen, for: user)
    } catch {
      warn("Could not remember that \(user.name) saw the welcome: \(error.message)")
    }
  }

  /// Loads the new user's settings and, where the policy says, welcomes them.
  private func settle(_ home: HomeCoordinator) async {
    let settings = await loadSettings(of: home)
    guard case .signedIn(let current) = flow, current === home, let settings else { return }
    if welcome == .atFirstSignIn, !settings.hasSeenWelcome { showWelcome(cause: .user) }
  }

  /// The user's settings, now in force; `nil`, with a warning, when they cannot be read.
  private func loadSettings(of home: HomeCoordinator) async -> UserSettings? {
    do {
      return try await home.loadSettings()
    } catch {
      warn("Could not read \(home.session.user.name)'s settings: \(error.message)")
      return nil
    }
  }

  /// Lets go of the flow in the global slot once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    switch slot {
    case .signInAgain(let flow) where flow === child: slot = nil
    case .welcome(let flow) where flow === child: slot = nil
    default: break
    }
  }

  /// The signed-in session, if any; an expired one while the user is asked to sign in again.
  public var session: Session? {
    if case .signedIn(let home) = flow { home.session } else { nil }
  }

  /// The screen at the root of the router's state.
  public var rootScreen: Screen? {
    switch flow {
    case .signedOut(let auth): .signIn(auth.signInViewModel)
    case .signedIn(let home): home.rootScreen
    case nil: nil
    }
  }

  /// The screen of the stack element, presentation or modal `id`, asked of the flow that
  /// owns it.
  public func screen(for id: RouteID) -> Screen? {
    switch slot {
    case .signInAgain(let flow): if let screen = flow.screen(for: id) { return screen }
    case .welcome(let flow): if let screen = flow.screen(for: id) { return screen }
    case nil: break
    }
    return switch flow {
    case .signedOut(let auth): auth.screen(for: id)
    case .signedIn(let home): home.screen(for: id)
    case nil: nil
    }
  }

  /// Follows a `cookbook://` link the user gave; returns once its state is shown.
  public func open(_ url: String) async -> LinkOutcome {
    await follow(url, cause: nil, orNearest: false)
  }

  /// The user has seen ``notice``.
  public func noticeShown() {
    notice = nil
  }

  /// What a save would write now: the session and the current location, or `nil` when
  /// signed out.
  public var snapshot: SavedSession? {
    session.map { SavedSession(session: $0, location: router.state.canonicalURL) }
  }

  /// Saves what is true now: the session and the current location, so the next launch opens
  /// here, or that nobody is signed in.
  /// - Throws: the store's error, when the save failed.
  public func saveState() async throws(ServiceError) {
    if let snapshot {
      try await services.sessions.save(snapshot)
    } else {
      try await services.sessions.clear()
    }
  }

  /// The ways the coordinator tree and the router disagree; empty when they agree.
  public var consistencyViolations: [String] {
    var problems = ConsistencyCheck.violations(routes: router.routes, tree: self)
    switch flow {
    case .signedOut:
      if router.state.root != .signIn { problems.append("Signed out, but the root is a tab.") }
    case .signedIn(let home):
      if router.state.tab == nil { problems.append("Signed in, but the root is sign-in.") }
      if !home.runsEveryTab { problems.append("The signed-in flow does not run every tab.") }
      if let tab = router.state.tab, let list = home.tabs[tab], list.root != router.state.root {
        problems.append("The \(tab) tab's list does not match the root \(router.state.root).")
      }
    case nil:
      problems.append("The app has not launched.")
    }
    switch router.presentation?.destination {
    case .shareSheet?, .deleteAlert?:
      guard case .recipeDetail? = router.path.last?.destination else {
        problems.append("A recipe's sheet or alert is shown with no recipe under it.")
        break
      }
    case .pantryItemForm?, .pantryDeleteAlert?:
      if router.state.root != .pantry || !router.path.isEmpty {
        problems.append("The pantry's form or alert is shown away from the pantry.")
      }
    case nil: break
    }
    if let modal = router.modal, screen(for: modal.id) == nil {
      problems.append("No flow has a screen for the modal \(modal).")
    }
    if router.modal != nil, case .signedOut = flow {
      problems.append("The global slot is filled while nobody is signed in.")
    }
    for entry in router.path where screen(for: entry.id) == nil {
      problems.append("No flow has a screen for \(entry).")
    }
    if let presented = router.presentation, screen(for: presented.id) == nil {
      problems.append("No flow has a screen for \(presented).")
    }
    return problems
  }

  private func follow(_ url: String, cause: TraceCause?, orNearest: Bool) async -> LinkOutcome {
    var target: AppState
    do {
      target = try AppState(url: url)
    } catch {
      return .refused(.malformed(error))
    }
    let wantsWelcome = target.modal == .welcome
    target.modal = nil
    linkGeneration += 1
    let generation = linkGeneration
    let cause = cause ?? .link(target.canonicalURL)
    switch flow {
    case .signedIn(let home):
      guard target.root.requiresSession else {
        return .refused(.alreadySignedIn(user: home.session.user.name))
      }
      guard !isSigningInAgain else {
        decide(
          FlowEvent.linkOpened(target.canonicalURL), cause: cause,
          FlowDecision.parkLinkUntilSignIn)
        parkedLink = target
        return .parked
      }
      decide(FlowEvent.linkOpened(target.canonicalURL), cause: cause, FlowDecision.matchLink)
      let attempt = LinkAttempt(router: router) { [weak self, weak home] in
        guard let self, let home else { return false }
        return generation == linkGeneration && !home.isFinished
      }
      let missing = await firstMissingScreen(in: target, for: home.session.user)
      guard attempt.stillWanted else { return .refused(.superseded) }
      guard let missing else {
        let outcome = await home.show(target, cause: cause, attempt: attempt)
        if outcome == .opened, wantsWelcome { showWelcome(cause: cause) }
        return outcome
      }
      if orNearest {
        let nearest = AppState(root: target.root, stack: Array(target.stack[..<missing.index]))
        _ = await home.show(nearest, cause: cause, attempt: attempt)
      }
      return .refused(missing.refusal)
    case .signedOut(let auth):
      guard target.root.requiresSession else {
        auth.show(target, cause: cause)
        return .opened
      }
      decide(
        FlowEvent.linkOpened(target.canonicalURL), cause: cause, FlowDecision.parkLinkUntilSignIn)
      parkedLink = target
      auth.show(AppState(root: .signIn), cause: cause)
      auth.signInViewModel.notice = .linkParked(target.canonicalURL)
      return .parked
    case nil:
      return .refused(.superseded)
    }
  }

  private func firstMissingScreen(
    in target: AppState, for user: User
  ) async -> (index: Int, refusal: LinkRefusal)? {
    let cookbook = services.cookbook(of: user)
    for (index, element) in target.stack.enumerated() {
      do {
        switch element {
        case .recipeDetail(let id):
          if try await cookbook.recipe(id: id) == nil { return (index, .missingRecipe(id: id)) }
        case .author(let id):
          if try await cookbook.author(id: id) == nil { return (index, .missingAuthor(id: id)) }
        case .forgotPassword, .settings: continue
        }
      } catch {
        return (index, .recipeUnavailable(id: "\(element)", reason: error.message))
      }
    }
    switch target.presented {
    case .pantryItemForm(let id?), .pantryDeleteAlert(let id):
      do {
        guard try await !services.pantry.items(of: user).contains(where: { $0.id == id }) else {
          return nil
        }
        return (target.stack.count, .missingPantryItem(id: id))
      } catch {
        return (target.stack.count, .recipeUnavailable(id: id, reason: error.message))
      }
    default: return nil
    }
  }

  private func showSignedOut(notice: SignInNotice? = nil) {
    linkGeneration += 1
    let auth = AuthCoordinator(router: router, services: services, notice: notice)
    flow = .signedOut(auth)
    // Before the sign-in screen shows: a signal from now on must not save the session back.
    snapshotDidChange(snapshot)
    startChild(
      auth,
      onFinish: { [weak self] session in
        await self?.signedIn(session)
      })
  }

  @discardableResult
  private func showSignedIn(_ session: Session) -> HomeCoordinator {
    linkGeneration += 1
    let home = HomeCoordinator(session: session, router: router, services: services)
    flow = .signedIn(home)
    startChild(
      home,
      onEvent: { [weak self] event in
        switch event {
        case .stackFull(let limit): self?.notice = .stackFull(limit: limit)
        }
      },
      onFinish: { [weak self] outcome in
        switch outcome {
        case .signedOut: await self?.signedOut()
        }
      })
    snapshotDidChange(snapshot)
    return home
  }

  private func signedIn(_ session: Session) async {
    decide(
      FlowEvent.signInSucceeded(user: session.user.name), cause: .child("AuthCoordinator"),
      FlowDecision.replaceFlowWithSignedIn)
    await settle(showSignedIn(session))
    if let snapshot { await save(snapshot) }
    await openParkedLink()
  }

  private func signInAgainEnded(with outcome: SignInAgainCoordinator.Outcome) async {
    guard case .signedIn(let home) = flow else { return }
    switch outcome {
    case .signedOut:
      decide(
        FlowEvent.signInAgainDismissed, cause: .child("SignInAgainCoordinator"),
        FlowDecision.forgetSessionAndShowSignIn)
      await signOut(ending: home)
    case .signedIn(let session) where session.user == home.session.user:
      decide(
        FlowEvent.signInSucceeded(user: session.user.name), cause: .child("SignInAgainCoordinator"),
        FlowDecision.renewTheSessionAndKeepEverything)
      home.renew(session)
      if let snapshot { await save(snapshot) }
      await openParkedLink()
    case .signedIn(let session):
      decide(
        FlowEvent.signInSucceeded(user: session.user.name), cause: .child("SignInAgainCoordinator"),
        FlowDecision.startFreshForAnotherUser)
      let fresh = showSignedIn(session)
      home.end()
      await settle(fresh)
      if let snapshot { await save(snapshot) }
      await openParkedLink()
    }
  }

  private func openParkedLink() async {
    guard let parked = parkedLink else { return }
    parkedLink = nil
    let outcome = await follow(parked.canonicalURL, cause: nil, orNearest: true)
    if case .refused(let refusal) = outcome, refusal != .superseded {
      notice = .parkedLinkNotOpened(refusal)
    }
  }

  private func signOut(ending home: HomeCoordinator) async {
    showSignedOut()
    home.end()
    await forgetSession()
  }

  private func signedOut() async {
    decide(
      FlowEvent.signedOut, cause: .child("HomeCoordinator"), FlowDecision.forgetSessionAndShowSignIn
    )
    showSignedOut()
    await forgetSession()
  }

  private func forgetSession() async {
    do {
      try await services.sessions.clear()
    } catch {
      warn("Could not forget the saved session: \(error.message)")
    }
  }

  private func save(_ saved: SavedSession) async {
    do {
      try await services.sessions.save(saved)
    } catch {
      warn("Could not save the session: \(error.message)")
    }
  }

  private func loadSavedSession() async -> SavedSession? {
    do {
      return try await services.sessions.load()
    } catch {
      warn(error.message)
      return nil
    }
  }
}
