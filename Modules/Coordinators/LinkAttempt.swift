import Navigation

/// One attempt to show a link's state across the waits it needs. It stays wanted only while
/// nothing else has changed where the user is: a newer link, a sign-out or an expiry, the
/// user's own navigation, or the cancellation of the task that asked all end it.
@MainActor
public final class LinkAttempt {
  private let router: any AppRouter
  private let isCurrent: @MainActor () -> Bool
  private var expected: AppState

  init(router: any AppRouter, isCurrent: @escaping @MainActor () -> Bool) {
    self.router = router
    self.isCurrent = isCurrent
    expected = router.state
  }

  /// Records where the app is now, just before a wait.
  public func willWait() {
    expected = router.state
  }

  /// Whether the attempt may still act, after a wait.
  public var stillWanted: Bool {
    !Task.isCancelled && isCurrent() && router.state == expected
  }
}
