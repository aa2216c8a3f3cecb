/// Counts the work that the flows of one coordinator tree own, so a host can wait until all of
/// it is done, as line mode does before it prints the screen.
@MainActor
public final class WorkTracker {
  private struct Running {
    let isCancelled: @MainActor () -> Bool
    let wait: @MainActor () async -> Void
  }

  /// The owned work the current task runs, if it runs one.
  @TaskLocal static var current: Int?

  private var running: [Int: Running] = [:]
  private var lastID = 0

  /// Creates a tracker with nothing running.
  public init() {}

  /// Whether no owned work is running.
  public var isIdle: Bool { running.isEmpty }

  /// Waits until no owned work is running, work started meanwhile included; with
  /// `skippingCancelled`, work that was cancelled and may still wait on a service is not
  /// waited for, since it can no longer navigate.
  public func idle(skippingCancelled: Bool = false) async {
    while let (id, work) = running.first(where: { !skippingCancelled || !$0.value.isCancelled() }) {
      await work.wait()
      running[id] = nil
    }
  }

  func nextID() -> Int {
    lastID += 1
    return lastID
  }

  func add<Value>(_ id: Int, _ task: Task<Value, Never>) {
    running[id] = Running(isCancelled: { task.isCancelled }, wait: { _ = await task.value })
  }

  func remove(_ id: Int) {
    running[id] = nil
  }
}
