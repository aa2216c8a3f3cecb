import AuthFeature
import Navigation
import Observation
import Services

/// The root of the coordinator tree. Its flow is an enum, signed out or signed in, chosen at
/// launch from the saved session; moving between them replaces the whole value and releases
/// the flow that ended with everything it owned. It alone changes the context and fills the
/// global slot.
///
/// A link is work of the signed-in flow, so a sign-out cancels it; a newer link or an expiry
/// cancels it too, and one that finds the app moved while it checked its screens does nothing.
@MainActor
@Observable
public final class AppCoordinator: FlowCoordinator<Never, Never> {
  /// The two contexts the app can be in.
  public enum Flow {
    /// Nobody is signed in; the sign-in flow runs.
    case signedOut(AuthCoordinator)
    /// A user is signed in; the tabs run.
    case signedIn(HomeCoordinator)
  }

  /// The current context; `nil` only before ``launch()``.
  public private(set) var flow: Flow?
  /// Something to tell the user that no single screen owns; see ``AppNotice``.
  public private(set) var notice: AppNotice?
  /// Receives warnings that are not about a command, such as a damaged state file.
  @ObservationIgnored public var warn: @MainActor (String) -> Void = { _ in }
  /// Called when the app decides what a save would write (before the session or the flow
  /// changes the screen), so a signal handler saves what is true when it arrives; a sign-out it
  /// cannot record returns the error, and the app stays signed in and says so.
  @ObservationIgnored public var snapshotDidChange: @MainActor (SavedSession?) -> ServiceError? = {
    _ in nil
  }

  @ObservationIgnored private let router: AppRouter
  @ObservationIgnored private let services: AppServices
  @ObservationIgnored private let welcome: WelcomePolicy
  @ObservationIgnored private var parkedLink: AppState?
  @ObservationIgnored private var link: Task<LinkOutcome, Never>?

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
    await expireSessionIfNeeded()
  }

  /// When the session has run out, fills the global slot with sign-in over the tabs, keeping
  /// everything under it; returns whether it did.
  @discardableResult
  public func expireSessionIfNeeded() async -> Bool {
    guard case .signedIn(let home) = flow, !isSigningInAgain,
      !home.session.isValid(at: services.clock.now())
    else { return false }
    decide("sessionExpired", cause: .expiry, Decision.signInOverTheTabs)
    link?.cancel()
    router.modal.dismiss()
    let signIn = SignInAgainCoordinator(
      expiredUser: home.session.user, slot: router.modal, services: services)
    guard startChild(signIn, onFinish: { [weak self] in self?.signInAgainEnded(with: $0) }) else {
      return false
    }
    await save(SavedSession(session: home.session, location: router.canonicalURL))
    return true
  }

  /// Whether the global slot asks the expired user to sign in again.
  public var isSigningInAgain: Bool { router.modal.presented?.destination == .signIn }

  /// Fills the global slot with the welcome for the signed-in user, and remembers that they
  /// saw it.
  public func showWelcome(cause: TraceCause) {
    guard case .signedIn(let home) = flow, router.modal.presented == nil else { return }
    decide("welcomeRequested", cause: cause, Decision.showTheWelcome)
    let user = home.session.user
    guard startChild(WelcomeCoordinator(user: user, slot: router.modal)) else { return }
    home.perform { [weak self] in await self?.rememberWelcomeSeen(by: user) }
  }

  /// The signed-in session, if any; an expired one while the user is asked to sign in again.
  public var session: Session? {
    if case .signedIn(let home) = flow { home.session } else { nil }
  }

  /// The screen at the root of the stack on screen.
  public var rootScreen: (any ScreenModel)? {
    switch flow {
    case .signedOut(let auth): auth.rootScreen
    case .signedIn(let home): home.shownFlow.rootScreen
    case nil: nil
    }
  }

  /// The screen on top of what is shown, with its route: the modal, else the sheet or alert,
  /// else the top of the stack on screen, else its root, whose route is `nil`.
  public var topScreen: (screen: any ScreenModel, route: RouteID?)? {
    guard let route = router.topRoute else { return rootScreen.map { ($0, nil) } }
    return router.screen(of: route).map { ($0, route) }
  }

  /// The screens that open over the one on top by their word, when nothing interrupts it.
  public var entries: [ScreenEntry] {
    guard !router.isInterrupted else { return [] }
    switch flow {
    case .signedOut(let auth): return auth.entries
    case .signedIn(let home): return home.shownFlow.entries
    case nil: return []
    }
  }

  /// Opens the screen whose word is `word` over the one on top, as the user asked.
  /// - Returns: whether one was pushed.
  public func openEntry(_ word: String) -> Bool {
    guard entries.contains(where: { $0.word == word }) else { return false }
    switch flow {
    case .signedOut(let auth): return auth.openEntry(word)
    case .signedIn(let home): return home.shownFlow.openEntry(word)
    case nil: return false
    }
  }

  /// Runs `intent`, a host's call of a view model's intent on the screen of `route` (`nil`: the
  /// root on screen), as work of that screen: a task its owner holds, cancelled if the screen
  /// leaves meanwhile. Returns what the intent returned, or `nil` when no flow owns the screen.
  public func perform<Value: Sendable>(
    on route: RouteID?, _ intent: @escaping @MainActor () async -> Value
  ) async -> Value? {
    let owner: (any RouteOwner)? =
      if let route {
        router.ledger.owner(of: route)
      } else {
        switch flow {
        case .signedOut(let auth): auth
        case .signedIn(let home): home.shownFlow
        case nil: nil
        }
      }
    return await owner?.perform(for: route, intent)?.value
  }

  /// Follows a `cookbook://` link the user gave; returns once its state is shown.
  public func open(_ url: String) async -> LinkOutcome {
    await follow(url, cause: nil, orNearest: false)
  }

  /// The user has seen ``notice``.
  public func noticeShown() {
    notice = nil
  }

  /// What a save would write now: the session and the current location, or `nil` when signed
  /// out.
  public var snapshot: SavedSession? {
    session.map { SavedSession(session: $0, location: router.canonicalURL) }
  }

  /// Saves what is true now: the session and the current location, so the next launch opens
  /// here, or that nobody is signed in.
  /// - Throws: the store's error, when the save failed.
  public func saveState() async throws(ServiceError) {
    if let snapshot {
      _ = snapshotDidChange(snapshot)
      try await services.sessions.save(snapshot)
    } else {
      try await services.sessions.clear()
    }
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
    let cause = cause ?? .link(target.canonicalURL)
    let event = "open(\(target.canonicalURL))"
    switch flow {
    case .signedIn(let home) where target.tab == nil:
      return .refused(.alreadySignedIn(user: home.session.user.name))
    case .signedIn(let home) where !isSigningInAgain:
      decide(event, cause: cause, Decision.matchLink)
      link?.cancel()
      let task = home.perform { [weak self, weak home] () -> LinkOutcome in
        guard let self, let home else { return .refused(.superseded) }
        return await show(
          target, in: home, cause: cause, orNearest: orNearest, wantsWelcome: wantsWelcome)
      }
      link = task
      guard let task else { return .refused(.superseded) }
      return await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case .signedOut(let auth) where target.tab == nil:
      auth.show(target, cause: cause)
      return .opened
    case .signedIn, .signedOut:
      decide(event, cause: cause, Decision.parkLink)
      parkedLink = target
      if case .signedOut(let auth) = flow {
        auth.show(.signIn(), cause: cause)
        auth.signInViewModel.notice = .linkParked(target.canonicalURL)
      }
      return .parked
    case nil:
      return .refused(.superseded)
    }
  }

  /// Shows `target` once its screens are known to exist, unless the app moved meanwhile; with
  /// `orNearest`, as much of it as exists.
  private func show(
    _ target: AppState, in home: HomeCoordinator, cause: TraceCause, orNearest: Bool,
    wantsWelcome: Bool
  ) async -> LinkOutcome {
    let version = router.ledger.version
    let missing = await firstMissingScreen(in: target, for: home.session.user)
    guard !Task.isCancelled, router.ledger.version == version else { return .refused(.superseded) }
    guard let missing else {
      let outcome = await home.show(target, cause: cause)
      if outcome == .opened, wantsWelcome { showWelcome(cause: cause) }
      return outcome
    }
    if orNearest { _ = await home.show(target.keeping(missing.index), cause: cause) }
    return .refused(missing.refusal)
  }

  private func firstMissingScreen(in target: AppState, for user: User) async -> (
    index: Int, refusal: LinkRefusal
  )? {
    let cookbook = services.cookbook(of: user)
    let screens: [BrowseDestination]
    switch target.place {
    case .recipes(_, let path, _), .favorites(let path, _): screens = path
    case .pantry(.itemForm(let id?)), .pantry(.deleteAlert(let id)):
      do {
        let items = try await services.pantry.items(of: user)
        return items.contains { $0.id == id } ? nil : (0, .missingPantryItem(id: id))
      } catch {
        return (0, .recipeUnavailable(id: id, reason: error.message))
      }
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
    return nil
  }

  private func showSignedOut(notice: SignInNotice? = nil) {
    link?.cancel()
    router.show(.signedOut)
    if case .signedIn(let home) = flow { home.end() }
    let auth = AuthCoordinator(stack: router.signedOut, services: services, notice: notice)
    flow = .signedOut(auth)
    startChild(auth, onFinish: { [weak self] session in self?.signedIn(session) })
  }

  @discardableResult
  private func showSignedIn(_ session: Session) -> HomeCoordinator {
    link?.cancel()
    router.show(.signedIn(.recipes))
    switch flow {
    case .signedIn(let home): home.end()
    case .signedOut(let auth): auth.end()
    case nil: break
    }
    let home = HomeCoordinator(session: session, router: router, services: services)
    flow = .signedIn(home)
    _ = snapshotDidChange(snapshot)
    startChild(home, onEvent: { [weak self] event in self?.homeReported(event) })
    return home
  }

  private func homeReported(_ event: HomeCoordinator.Event) {
    switch event {
    case .notice(let notice): self.notice = notice
    case .signOutRequested:
      decide("signOutRequested", cause: .child("HomeCoordinator"), Decision.signOut)
      signOut()
    }
  }

  /// Signs out: records it first, so the session cannot come back, then shows sign-in; when it
  /// cannot be recorded the user stays signed in and is told.
  private func signOut() {
    if let error = snapshotDidChange(nil) {
      notice = .signOutNotRecorded(reason: error.message)
      return
    }
    showSignedOut()
    if case .signedOut(let auth) = flow {
      auth.perform { [weak self] in
        await self?.write(nil, failure: "Could not forget the saved session")
      }
    }
  }

  private func signedIn(_ session: Session) {
    decide(
      "signInSucceeded(\(session.user.name))", cause: .child("AuthCoordinator"),
      Decision.replaceTheFlow)
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
    let cause = TraceCause.child("SignInAgainCoordinator")
    switch outcome {
    case .signedOut:
      decide("signInAgainDismissed", cause: cause, Decision.signOut)
      signOut()
    case .signedIn(let session) where session.user == home.session.user:
      decide("signInSucceeded(\(session.user.name))", cause: cause, Decision.renewAndKeepEverything)
      home.renew(session)
      let parked = parkedLink.take()
      home.perform { [weak self] in
        guard let self else { return }
        if let snapshot { await save(snapshot) }
        if let parked { await openParked(parked) }
      }
    case .signedIn(let session):
      decide("signInSucceeded(\(session.user.name))", cause: cause, Decision.startFresh)
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
      return try await home.loadSettings(from: services.settings)
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

  /// Saves `saved`, telling ``snapshotDidChange`` first, now, in order with everything else the
  /// app decides: the store keeps the order of the calls made to it.
  private func save(_ saved: SavedSession) async {
    _ = snapshotDidChange(saved)
    await write(saved, failure: "Could not save the session")
  }

  private func write(_ saved: SavedSession?, failure: String) async {
    do throws(ServiceError) {
      if let saved {
        try await services.sessions.save(saved)
      } else {
        try await services.sessions.clear()
      }
    } catch {
      warn("\(failure): \(error.message)")
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
