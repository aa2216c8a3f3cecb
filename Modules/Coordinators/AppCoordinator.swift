import AuthFeature
import Navigation
import Services

/// The root of the coordinator tree. Its flow is an enum, signed out or signed in, chosen at
/// launch from the saved session; moving between them replaces the whole value and releases
/// the flow that ended with everything it owned. It alone changes the context and fills the
/// global slot.
///
/// What follows a child's result asynchronously (settling a new user in, saving, opening a
/// parked link) is work the new flow owns, so a sign-out cancels it; a link is work of the
/// signed-in flow and of the place it was opened from (`LinkWork`).
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
  /// Called on the main actor when the app decides what a save would write (before the
  /// session or the flow changes the screen, and when it asks for a save), never when a queued
  /// write runs, so a signal handler saves what is true when it arrives; a sign-out it cannot
  /// record returns the error, and the app stays signed in and says so.
  public var snapshotDidChange: @MainActor (SavedSession?) -> ServiceError? = { _ in nil }

  private let router: AppRouter
  private let services: AppServices
  private let welcome: WelcomePolicy
  private let link = LinkWork()
  private var parkedLink: AppState?
  /// The last write of the saved session, so each write starts after the one before: a save
  /// begun before a sign-out can never land after the sign-out's clear.
  private var lastSessionWrite: Task<Void, Never>?

  /// Creates the app's coordinator; nothing is shown until ``launch()``. `welcome` says when
  /// the welcome fills the global slot, which is the host's to decide.
  public init(router: AppRouter, services: AppServices, welcome: WelcomePolicy = .onlyWhenLinked) {
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
    if let location = saved.location,
      case .refused(let refusal) = await follow(location, cause: .restore, orNearest: true),
      refusal != .superseded
    {
      notice = .savedLocationNotRestored(refusal)
    }
    if !saved.session.isValid(at: services.clock.now()) { await expireSessionIfNeeded() }
  }

  /// When the session has run out, fills the global slot with sign-in over the tabs, in one
  /// root-level transition that keeps everything under it; returns whether it did.
  @discardableResult
  public func expireSessionIfNeeded() async -> Bool {
    guard case .signedIn(let home) = flow, !isSigningInAgain,
      !home.session.isValid(at: services.clock.now())
    else { return false }
    decide(FlowEvent.sessionExpired, cause: .expiry, FlowDecision.signInOverTheTabs)
    link.cancel()
    let flow = SignInAgainCoordinator(
      expiredUser: home.session.user, slot: router.modal, services: services)
    guard startChild(flow, onFinish: { [weak self] in self?.signInAgainEnded(with: $0) }) else {
      return false
    }
    slot = .signInAgain(flow)
    await save(SavedSession(session: home.session, location: router.canonicalURL))
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
    let user = home.session.user
    let flow = WelcomeCoordinator(user: user, slot: router.modal)
    let started = startChild(
      flow,
      onFinish: { [weak self, weak home] in
        home?.perform { await self?.rememberWelcomeSeen(by: user) }
      })
    if started { slot = .welcome(flow) }
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

  /// The screen at the root of the stack on screen.
  public var rootScreen: Screen? {
    switch flow {
    case .signedOut(let auth): .signIn(auth.signInViewModel)
    case .signedIn(let home): home.rootScreen
    case nil: nil
    }
  }

  /// The screen of the stack element, presentation or modal `id`, on screen or in a hidden
  /// tab, asked of the flow that owns the route: no parent forwards the question.
  public func screen(for id: RouteID) -> Screen? {
    (router.owner(of: id) as? any ScreenFlow)?.screen
  }

  /// The screen on top of what is shown: the modal, else the sheet or alert, else the top of
  /// the stack on screen, else its root; with the route it belongs to, when it has one.
  public var topScreen: (screen: Screen, route: RouteID?)? {
    guard let id = router.topRoute else {
      return rootScreen.map { ($0, nil) }
    }
    return screen(for: id).map { ($0, id) }
  }

  /// Runs `intent`, a host's call of a view model's intent on the screen of `route` (or on a
  /// root screen when `nil`), now and as work that screen owns: if the screen leaves meanwhile
  /// it counts as cancelled, and cancelled work cannot navigate. Returns when it is done, or
  /// `nil` when no flow may act for that screen.
  public func perform<Value>(on route: RouteID?, _ intent: () async -> Value) async -> Value? {
    let owner: (any RouteOwner)? =
      if let route {
        router.owner(of: route)
      } else {
        switch flow {
        case .signedIn(let home): home
        case .signedOut(let auth): auth
        case nil: nil
        }
      }
    return await owner?.run(owning: route, intent)
  }

  /// Waits until no work that the flows own is running; with `skippingCancelled`, work that
  /// was cancelled (and can no longer navigate) is not waited for.
  public func idle(skippingCancelled: Bool = false) async {
    await work.idle(skippingCancelled: skippingCancelled)
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
    session.map { SavedSession(session: $0, location: router.canonicalURL) }
  }

  /// Saves what is true now: the session and the current location, so the next launch opens
  /// here, or that nobody is signed in.
  /// - Throws: the store's error, when the save failed.
  public func saveState() async throws(ServiceError) {
    await lastSessionWrite?.value
    if let snapshot {
      _ = snapshotDidChange(snapshot)
      try await services.sessions.save(snapshot)
    } else {
      try await services.sessions.clear()
    }
  }

  /// The ways the coordinator tree and the router disagree; empty when they agree.
  public var consistencyViolations: [AppViolation] {
    AppConsistency.violations(of: self, router: router)
  }

  /// Follows `url`; work that was cancelled follows no link, not even to park it.
  private func follow(_ url: String, cause: TraceCause?, orNearest: Bool) async -> LinkOutcome {
    guard !OwnedWork.isCancelled else { return .refused(.superseded) }
    var target: AppState
    do {
      target = try AppState(url: url)
    } catch {
      return .refused(.malformed(error))
    }
    let wantsWelcome = target.modal == .welcome
    target.modal = nil
    let cause = cause ?? .link(target.canonicalURL)
    switch flow {
    case .signedIn(let home):
      guard target.tab != nil else {
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
      return await link.follow(in: home) { [weak self, weak home] whileInPlace in
        guard let self, let home else { return .refused(.superseded) }
        return await show(
          target, in: home, cause: cause, orNearest: orNearest, wantsWelcome: wantsWelcome,
          whileInPlace: whileInPlace)
      }
    case .signedOut(let auth):
      guard target.tab != nil else {
        auth.show(target, cause: cause)
        return .opened
      }
      decide(
        FlowEvent.linkOpened(target.canonicalURL), cause: cause, FlowDecision.parkLinkUntilSignIn)
      parkedLink = target
      auth.show(.signIn(), cause: cause)
      auth.signInViewModel.notice = .linkParked(target.canonicalURL)
      return .parked
    case nil:
      return .refused(.superseded)
    }
  }

  private func show(
    _ target: AppState, in home: HomeCoordinator, cause: TraceCause, orNearest: Bool,
    wantsWelcome: Bool, whileInPlace: WaitInPlace
  ) async -> LinkOutcome {
    let missing = await whileInPlace(on: router) {
      await firstMissingScreen(in: target, for: home.session.user)
    }
    guard !OwnedWork.isCancelled else { return .refused(.superseded) }
    guard let missing else {
      let outcome = await home.show(target, cause: cause)
      if outcome == .opened, wantsWelcome { showWelcome(cause: cause) }
      return outcome
    }
    if orNearest { _ = await home.show(target.keeping(missing.index), cause: cause) }
    return .refused(missing.refusal)
  }

  private func firstMissingScreen(
    in target: AppState, for user: User
  ) async -> (index: Int, refusal: LinkRefusal)? {
    let cookbook = services.cookbook(of: user)
    let screens: [BrowseDestination]
    let item: String?
    switch target.place {
    case .recipes(_, let stack, _), .favorites(let stack, _): (screens, item) = (stack, nil)
    case .pantry(.itemForm(let id?)), .pantry(.deleteAlert(let id)): (screens, item) = ([], id)
    case .pantry, .profile, .signIn: return nil
    }
    for (index, element) in screens.enumerated() {
      do {
        switch element {
        case .recipeDetail(let id):
          if try await cookbook.recipe(id: id) == nil { return (index, .missingRecipe(id: id)) }
        case .author(let id):
          if try await cookbook.author(id: id) == nil { return (index, .missingAuthor(id: id)) }
        }
      } catch {
        return (index, .recipeUnavailable(id: "\(element)", reason: error.message))
      }
    }
    guard let item else { return nil }
    do {
      guard try await !services.pantry.items(of: user).contains(where: { $0.id == item }) else {
        return nil
      }
      return (0, .missingPantryItem(id: item))
    } catch {
      return (0, .recipeUnavailable(id: item, reason: error.message))
    }
  }

  private func showSignedOut(notice: SignInNotice? = nil) {
    link.cancel()
    router.showSignedOut()
    if case .signedIn(let home) = flow { home.end() }
    let auth = AuthCoordinator(stack: router.signedOut, services: services, notice: notice)
    flow = .signedOut(auth)
    startChild(auth, onFinish: { [weak self] session in self?.signedIn(session) })
  }

  @discardableResult
  private func showSignedIn(_ session: Session) -> HomeCoordinator {
    link.cancel()
    router.showSignedIn()
    switch flow {
    case .signedIn(let home): home.end()
    case .signedOut(let auth): auth.end()
    case nil: break
    }
    let home = HomeCoordinator(session: session, router: router, services: services)
    flow = .signedIn(home)
    _ = snapshotDidChange(snapshot)
    startChild(
      home,
      onEvent: { [weak self, weak home] event in
        guard let self, let home else { return }
        homeReported(event, by: home)
      })
    return home
  }

  private func homeReported(_ event: HomeCoordinator.Event, by home: HomeCoordinator) {
    switch event {
    case .stackFull(let limit): notice = .stackFull(limit: limit)
    case .deletionFailed(let reason): notice = .deletionFailed(reason: reason)
    case .signOutRequested:
      decide(
        FlowEvent.signOutRequested, cause: .child(home),
        FlowDecision.forgetSessionAndShowSignIn)
      signOut()
    }
  }

  /// Signs out: records it first, so the session cannot come back, then shows sign-in; when
  /// it cannot be recorded the user stays signed in and is told.
  private func signOut() {
    if let error = snapshotDidChange(nil) {
      notice = .signOutNotRecorded(reason: error.message)
      return
    }
    showSignedOut()
    if case .signedOut(let auth) = flow {
      auth.perform { [weak self] in await self?.forgetSession() }
    }
  }

  private func signedIn(_ session: Session) {
    decide(
      FlowEvent.signInSucceeded(user: session.user.name), cause: .child(AuthCoordinator.self),
      FlowDecision.replaceFlowWithSignedIn)
    let parked = parkedLink.take()
    let home = showSignedIn(session)
    home.perform { [weak self, weak home] in
      guard let self, let home else { return }
      await settle(home)
      if let snapshot { await save(snapshot) }
      if let parked { await openParked(parked) }
    }
  }

  private func signInAgainEnded(with outcome: SignInAgainCoordinator.Outcome) {
    guard case .signedIn(let home) = flow else { return }
    let source = TraceCause.child(SignInAgainCoordinator.self)
    switch outcome {
    case .signedOut:
      decide(FlowEvent.signInAgainDismissed, cause: source, FlowDecision.forgetSessionAndShowSignIn)
      signOut()
    case .signedIn(let session) where session.user == home.session.user:
      decide(
        FlowEvent.signInSucceeded(user: session.user.name), cause: source,
        FlowDecision.renewTheSessionAndKeepEverything)
      home.renew(session)
      let parked = parkedLink.take()
      home.perform { [weak self] in
        guard let self else { return }
        if let snapshot { await save(snapshot) }
        if let parked { await openParked(parked) }
      }
    case .signedIn(let session):
      decide(
        FlowEvent.signInSucceeded(user: session.user.name), cause: source,
        FlowDecision.startFreshForAnotherUser)
      parkedLink = nil
      let fresh = showSignedIn(session)
      fresh.perform { [weak self, weak fresh] in
        guard let self, let fresh else { return }
        await settle(fresh)
        if let snapshot { await save(snapshot) }
      }
    }
  }

  /// Loads the new user's settings and, where the policy says, welcomes them.
  private func settle(_ home: HomeCoordinator) async {
    guard let settings = await loadSettings(of: home) else { return }
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

  private func rememberWelcomeSeen(by user: User) async {
    do {
      try await services.settings.apply(.welcomeSeen, for: user)
    } catch {
      warn("Could not remember that \(user.name) saw the welcome: \(error.message)")
    }
  }

  private func openParked(_ parked: AppState) async {
    let outcome = await follow(parked.canonicalURL, cause: nil, orNearest: true)
    if case .refused(let refusal) = outcome, refusal != .superseded {
      notice = .parkedLinkNotOpened(refusal)
    }
  }

  private func forgetSession() async {
    await writeSession(nil, failure: "Could not forget the saved session")
  }

  /// Saves `saved`, telling ``snapshotDidChange`` first, now, in order with everything else
  /// the app decides: the write itself may run after the user has moved on.
  private func save(_ saved: SavedSession) async {
    _ = snapshotDidChange(saved)
    await writeSession(saved, failure: "Could not save the session")
  }

  /// Saves `saved`, or clears the session when `nil`, after every earlier write has ended, so
  /// the store receives the writes in the order they were asked for.
  private func writeSession(_ saved: SavedSession?, failure: String) async {
    let previous = lastSessionWrite
    let sessions = services.sessions
    let write = Task { [weak self] in
      await previous?.value
      do throws(ServiceError) {
        if let saved { try await sessions.save(saved) } else { try await sessions.clear() }
      } catch {
        self?.warn("\(failure): \(error.message)")
      }
    }
    lastSessionWrite = write
    await write.value
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
