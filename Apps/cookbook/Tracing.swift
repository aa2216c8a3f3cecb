import Coordinators
import Navigation

/// `--trace`: on stderr, who did what. A view model's event and the coordinator's decision,
/// coordinators starting, finishing and being released, and every Router call with the URL it
/// leads to, each indented by depth in the coordinator tree. Passwords never reach a trace:
/// events name users, recipes and outcomes only.
@MainActor
final class Tracing {
  /// Where trace lines go: standard error, or the full-screen host's trace pane.
  var write: @MainActor (String) -> Void = { StandardError.write($0) }
  private var depth = 0
  private var lastURL: String?

  /// Starts tracing `router` and the coordinator tree under `app`.
  static func attach(to router: AppRouter, app: AppCoordinator) -> Tracing {
    let tracing = Tracing()
    router.ledger.listen { [weak router] call in
      let url = router?.canonicalURL ?? ""
      tracing.emit("router", depth: tracing.depth + 1, "\(call) → \(url)")
    }
    app.trace = { tracing.record($0) }
    return tracing
  }

  /// Ends one command's trace with the URL of where the user now is, when it changed since
  /// the last time it was traced.
  func commandEnded(at url: String) {
    guard url != lastURL else { return }
    lastURL = url
    emit("now", depth: 0, url)
  }

  private func record(_ event: CoordinatorEvent) {
    switch event {
    case .started(let name, let depth):
      self.depth = depth
      emit("start", depth: depth, name)
    case .decided(let event, let cause, let coordinator, let decision, let depth):
      self.depth = depth
      emit("event", depth: depth, "\(cause) → \(coordinator): \(event) ⇒ \(decision)")
    case .reported(let event, let name, let depth):
      emit("report", depth: depth, "\(name): \(event)")
    case .finished(let name, let result, let depth):
      emit("finish", depth: depth, "\(name) → \(result)")
    case .ended(let name, let depth):
      emit("end", depth: depth, "\(name) (its flow ended)")
    case .released(let child, let parent, let depth):
      self.depth = depth
      emit("release", depth: depth, "\(parent) released \(child)")
    }
  }

  private func emit(_ kind: String, depth: Int, _ text: String) {
    let label = "[\(kind)]"
    let gap = String(repeating: " ", count: max(1, 10 - label.count) + 2 * depth)
    write(label + gap + text)
  }
}
