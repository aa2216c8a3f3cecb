import Navigation
import Services

/// The root of the coordinator tree. Its flow is an enum, signed out or signed in, chosen at
/// launch from the saved session; moving between them replaces the whole value and releases
/// the flow that ended with everything it owned.
@MainActor
public final class AppCoordinator: FlowCoordinator<Never> {
  /// The two contexts the app can be in.
  public enum Flow {
    /// Nobody is signed in; the sign-in flow runs.
    case signedOut(AuthCoordinator)
    /// A user is signed in; the tabs run.
    case signedIn(HomeCoordinator)
  }

  /// The current context; `nil` only before ``start()``.
  public private(set) var flow: Flow?
  /// Receives warnings that are not about a command, such as a damaged state file.
  public var warn: @MainActor (String) -> Void = { _ in }

  private let router: any AppRouter
  private let services: AppServices
  private static let expiryNotice = "Your session expired. Sign in again to continue."

  private var parkedLink: AppState?
  private var resumeAfterExpiry: SavedSession?
  private var pendingMessages: [String] = []
  private var pendingWork: Task<Void, Never>?

  /// Creates the app's coordinator; nothing is shown until ``start()``.
  public init(router: any AppRouter, services: AppServices) {
    self.router = router
    self.services = services
  }

  /// Opens the signed-in flow when a valid session is saved, else the sign-in flow; the
  /// saved location, if any, is restored by opening it.
  public override func start() {
    guard let saved = loadSavedSession() else {
      showSignedOut()
      return
    }
    guard saved.session.isValid(at: services.clock.now()) else {
      resumeAfterExpiry = saved
      showSignedOut(notice: Self.expiryNotice)
      return
    }
    showSignedIn(saved.session)
    if let location = saved.location {
      openLater(location, failure: "The saved location could not be restored")
    }
  }

  /// Ends the signed-in flow when its session has run out, in one root-level transition:
  /// everything signed in is released and sign-in shows. Returns whether it did.
  @discardableResult
  public func expireSessionIfNeeded() -> Bool {
    guard case .signedIn(let home) = flow, !home.session.isValid(at: services.clock.now())
    else { return false }
    decide(
      "session expired", from: "the clock", "end the signed-in flow and show sign-in, in one step")
    resumeAfterExpiry = SavedSession(session: home.session, location: router.state.canonicalURL)
    saveState()
    home.end()
    showSignedOut(notice: Self.expiryNotice)
    return true
  }

  /// The signed-in session, if any.
  public var session: Session? {
    if case .signedIn(let home) = flow { home.session } else { nil }
  }

  /// The screen model behind the top of the router's stack.
  public var visibleScreen: Screen {
    switch flow {
    case .signedIn(let home): home.visibleScreen
    case .signedOut(let auth): auth.visibleScreen
    case nil: preconditionFailure("AppCoordinator.visibleScreen read before start()")
    }
  }

  /// Follows a `cookbook://` link.
  /// - Returns: a message for the user when the link cannot be followed; the navigation
  ///   state is then unchanged.
  public func open(_ url: String) async -> String? {
    await waitUntilIdle()
    return await follow(url)
  }

  private func follow(_ url: String, orNearest: Bool = false) async -> String? {
    let target: AppState
    do {
      target = try AppState(url: url)
    } catch {
      return error.description
    }
    return await show(target, orNearest: orNearest)
  }

  /// Waits for work started by an earlier event, such as opening a parked link after sign-in.
  public func waitUntilIdle() async {
    while let work = pendingWork {
      pendingWork = nil
      await work.value
    }
  }

  /// Messages produced by work that finished after its command returned; reading empties them.
  public func takeMessages() -> [String] {
    defer { pendingMessages.removeAll() }
    return pendingMessages
  }

  /// What ``saveState()`` would save now: the session and the current location, or `nil`
  /// when signed out.
  public var snapshot: SavedSession? {
    session.map { SavedSession(session: $0, location: router.state.canonicalURL) }
  }

  /// Saves the session and the current location, so the next launch opens here.
  public func saveState() {
    guard let snapshot else { return }
    do {
      try services.sessions.save(snapshot)
    } catch {
      warn("Could not save the session: \(error.message)")
    }
  }

  /// Shows `target`; when one of its recipes is unavailable, shows nothing and says why, or,
  /// with `orNearest`, shows the part of the stack before it.
  private func show(_ target: AppState, orNearest: Bool = false) async -> String? {
    switch flow {
    case .signedIn(let home):
      guard target.root.requiresSession else {
        return "You are signed in as \(home.session.user.name); type logout to sign in again."
      }
      decide("open \(target.canonicalURL)", from: "a link", "match the tab, stack and slot to it")
      if let missing = await firstMissingRecipe(in: target, for: home.session.user) {
        if orNearest {
          await home.show(AppState(root: target.root, stack: Array(target.stack[..<missing.index])))
        }
        return missing.problem
      }
      await home.show(target)
    case .signedOut(let auth):
      guard target.root.requiresSession else {
        auth.show(target)
        return nil
      }
      decide("open \(target.canonicalURL)", from: "a link", "park it until sign-in")
      parkedLink = target
      auth.show(NavigationState(root: .signIn))
      auth.signInViewModel.notice = "Sign in to open \(target.canonicalURL)."
    case nil:
      preconditionFailure("AppCoordinator.open called before start()")
    }
    return nil
  }

  private func firstMissingRecipe(
    in target: AppState, for user: User
  ) async -> (index: Int, problem: String)? {
    let cookbook = services.cookbook(of: user)
    for (index, element) in target.stack.enumerated() {
      guard case .recipeDetail(let id) = element else { continue }
      do {
        if try await cookbook.recipe(id: id) == nil {
          return (index, "There is no recipe '\(id)'.")
        }
      } catch {
        return (index, "The recipe '\(id)' could not be checked: \(error.message)")
      }
    }
    return nil
  }

  private func openLater(_ url: String, failure: String) {
    pendingWork = Task { [weak self] in
      guard let self, let problem = await self.follow(url, orNearest: true) else { return }
      self.pendingMessages.append("\(failure): \(problem)")
    }
  }

  private func showSignedOut(notice: String? = nil) {
    let auth = AuthCoordinator(router: router, services: services, notice: notice)
    flow = .signedOut(auth)
    startChild(auth) { [weak self] session in
      self?.decide(
        "session(\(session.user.name))", from: "AuthCoordinator",
        "replace the flow with the signed-in one")
      self?.signedIn(session)
    }
  }

  private func showSignedIn(_ session: Session) {
    resumeAfterExpiry = nil
    let home = HomeCoordinator(session: session, router: router, services: services)
    flow = .signedIn(home)
    startChild(home) { [weak self] outcome in
      switch outcome {
      case .signedOut:
        self?.decide("signedOut", from: "HomeCoordinator", "forget the session and show sign-in")
        self?.signedOut()
      }
    }
  }

  private func signedIn(_ session: Session) {
    let resume = resumeAfterExpiry.flatMap { $0.session.user == session.user ? $0.location : nil }
    showSignedIn(session)
    saveState()
    if let parked = parkedLink {
      parkedLink = nil
      openLater(parked.canonicalURL, failure: "The link could not be opened")
    } else if let resume {
      openLater(resume, failure: "Where you were could not be restored")
    }
  }

  private func signedOut() {
    do {
      try services.sessions.clear()
    } catch {
      warn("Could not forget the saved session: \(error.message)")
    }
    showSignedOut()
  }

  private func loadSavedSession() -> SavedSession? {
    do {
      return try services.sessions.load()
    } catch {
      warn(error.message)
      return nil
    }
  }
}
