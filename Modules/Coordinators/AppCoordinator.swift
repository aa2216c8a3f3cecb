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
  public internal(set) var notice: AppNotice?
  /// Receives warnings that are not about a command, such as a damaged state file.
  @ObservationIgnored public var warn: @MainActor (String) -> Void = { _ in }
  /// Called when the app decides what a save would write (before the session or the flow
  /// changes the screen), so a signal handler saves what is true when it arrives; a sign-out it
  /// cannot record returns the error, and the app stays signed in and says so.
  @ObservationIgnored public var snapshotDidChange: @MainActor (SavedSession?) -> ServiceError? = {
    _ in nil
  }

  @ObservationIgnored let router: AppRouter
  @ObservationIgnored let services: AppServices
  @ObservationIgnored private let welcome: WelcomePolicy
  @ObservationIgnored private let sessionWrites = WriteQueue()
  @ObservationIgnored var parkedLink: AppState?
  @ObservationIgnored var link: Task<LinkOutcome, Never>?

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
    let signIn = SignInAgainCoordinator(slot: router.modal, services: services)
    guard startChild(signIn, onFinish: { [weak self] in self?.signInAgainEnded(with: $0) }) else {
      return false
    }
    await save(SavedSession(session: home.session, location: router.canonicalURL))
    return true
  }

  /// Whether the global slot asks the expired user to sign in again.
  public var isSigningInAgain: Bool { router.modal.presented?.destination == .signIn }

  /// Fills the global slot with the welcome for the signed-in user, as the signed-in flow's
  /// screen, and remembers that they saw it: however it closes (continue, or the platform's
  /// back), it does not come back.
  public func showWelcome(cause: TraceCause) {
    guard case .signedIn(let home) = flow, router.modal.presented == nil else { return }
    decide("welcomeRequested", cause: cause, Decision.showTheWelcome)
    let user = home.session.user
    let welcome = WelcomeViewModel(user: user)
    welcome.navigation = self
    guard router.modal.present(.welcome, over: nil, model: welcome, owner: home) != nil else {
      return
    }
    home.perform { [weak self] in await self?.rememberWelcomeSeen(by: user) }
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
    let snapshot = snapshot
    if let snapshot { _ = snapshotDidChange(snapshot) }
    try await write(snapshot)
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
    case .signOutRequested: signOut("signOutRequested", cause: .child("HomeCoordinator"))
    }
  }

  /// Signs out: records it first, so the session cannot come back, then shows sign-in; when it
  /// cannot be recorded the user stays signed in and is told.
  private func signOut(_ event: String, cause: TraceCause) {
    decide(event, cause: cause, Decision.signOut)
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
    settle(showSignedIn(session), thenOpen: parked)
  }

  /// The same user gets everything back as it was; another starts fresh, without the link
  /// the first one parked.
  private func signInAgainEnded(with outcome: SignInAgainCoordinator.Outcome) {
    guard case .signedIn(let home) = flow else { return }
    let cause = TraceCause.child("SignInAgainCoordinator")
    guard case .signedIn(let session) = outcome else {
      return signOut("signInAgainDismissed", cause: cause)
    }
    let isSameUser = session.user == home.session.user
    decide(
      "signInSucceeded(\(session.user.name))", cause: cause,
      isSameUser ? Decision.renewAndKeepEverything : .startFresh)
    let parked = parkedLink.take()
    guard isSameUser else { return settle(showSignedIn(session), thenOpen: nil) }
    home.renew(session)
    home.perform { [weak self] in
      guard let self else { return }
      if let snapshot { await save(snapshot) }
      if let parked { await openParked(parked) }
    }
  }

  /// As the new flow's work: loads the user's settings and, where the policy says, welcomes
  /// them; saves the session; then opens the link they parked, if any.
  private func settle(_ home: HomeCoordinator, thenOpen parked: AppState?) {
    home.perform { [weak self, weak home] in
      guard let self, let home else { return }
      if let settings = await loadSettings(of: home), welcome == .atFirstSignIn,
        !settings.hasSeenWelcome
      {
        showWelcome(cause: .user)
      }
      if let snapshot { await save(snapshot) }
      if let parked { await openParked(parked) }
    }
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

  /// Saves `saved`, telling ``snapshotDidChange`` first, now; sessions are written in the
  /// order the app decided them.
  private func save(_ saved: SavedSession) async {
    _ = snapshotDidChange(saved)
    await write(saved, failure: "Could not save the session")
  }

  private func write(_ saved: SavedSession?, failure: String) async {
    do throws(ServiceError) {
      try await write(saved)
    } catch {
      warn("\(failure): \(error.message)")
    }
  }

  private func write(_ saved: SavedSession?) async throws(ServiceError) {
    try await sessionWrites.run { [sessions = services.sessions] () throws(ServiceError) in
      if let saved { try await sessions.save(saved) } else { try await sessions.clear() }
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

extension AppCoordinator: WelcomeNavigating {
  /// The user continues: the welcome leaves the global slot.
  public func welcomeFinished() {
    guard router.modal.presented?.destination == .welcome else { return }
    router.modal.dismiss()
  }
}
