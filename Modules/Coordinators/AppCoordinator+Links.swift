import Links
import Navigation
import Services

/// How the app follows a `cookbook://` link: as work of the signed-in flow (a sign-out cancels
/// it), in one task at a time (a newer link or an expiry cancels the one in flight), checking
/// first that its screens exist, and doing nothing if the app moved while it checked. A link
/// that needs a session, or arrives while the user signs in again, is parked until then.
extension AppCoordinator {
  /// Follows a `cookbook://` link the user gave; returns once its state is shown.
  public func open(_ url: String) async -> LinkOutcome {
    await follow(url, cause: nil, orNearest: false)
  }

  func follow(_ url: String, cause: TraceCause?, orNearest: Bool) async -> LinkOutcome {
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
    let parks = target.tab != nil && (session == nil || isSigningInAgain)
    if case .signedIn(let home) = flow, target.tab == nil {
      return .refused(.alreadySignedIn(user: home.session.user.name))
    }
    decide(event, cause: cause, parks ? Decision.parkLink : .matchLink)
    switch flow {
    case .signedIn where parks:
      parkedLink = target
      return .parked
    case .signedIn(let home):
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
    case .signedOut(let auth) where parks:
      parkedLink = target
      auth.show(.signIn(), cause: cause)
      auth.signInViewModel.notice = .linkParked(target.canonicalURL)
      return .parked
    case .signedOut(let auth):
      auth.show(target, cause: cause)
      return .opened
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
    guard let tab = target.tab else { return .refused(.superseded) }
    let missing = await home.flow(of: tab).firstMissingScreen(in: target)
    guard !Task.isCancelled, router.ledger.version == version else { return .refused(.superseded) }
    guard let missing else {
      let outcome = await home.show(target, cause: cause)
      if outcome == .opened, wantsWelcome { showWelcome(cause: cause) }
      return outcome
    }
    if orNearest { _ = await home.show(target.keeping(missing.index), cause: cause) }
    return .refused(missing.refusal)
  }

  func openParked(_ parked: AppState) async {
    let outcome = await follow(parked.canonicalURL, cause: nil, orNearest: true)
    if case .refused(let refusal) = outcome, refusal != .superseded {
      notice = .parkedLinkNotOpened(refusal)
    }
  }
}
