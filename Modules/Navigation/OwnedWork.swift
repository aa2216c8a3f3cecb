/// Whether the work running now may still act: it was not cancelled, neither as a task nor as
/// work that runs inline in its caller's task and whose route or flow has gone.
@MainActor
public enum OwnedWork {
  /// Whether the work running now was cancelled.
  public static var isCancelled: Bool {
    Task.isCancelled || (WorkToken.current?.isCancelled ?? false)
  }
}

/// The cancellation of work that runs inline in its caller's task (a host's intent), so that
/// owning it costs no task of its own.
@MainActor
final class WorkToken: Sendable {
  /// The token of the inline work running now, if any.
  @TaskLocal static var current: WorkToken?

  private(set) var isCancelled = false

  func cancel() {
    isCancelled = true
  }
}
