import Coordinators
import Navigation

/// `--trace`: every Router call and coordinator start and finish, on stderr.
@MainActor
enum Tracing {
  static func attach(to router: StackRouter<AppDestinations>, app: AppCoordinator) {
    router.didPerform = { call, state in
      StandardError.write("[router] \(call) → \(state.canonicalURL)")
    }
    app.trace = { event in
      switch event {
      case .started(let name, let depth):
        StandardError.write("[coordinator] \(indent(depth))start \(name)")
      case .finished(let name, let result, let depth):
        StandardError.write("[coordinator] \(indent(depth))finish \(name) → \(result)")
      case .ended(let name, let depth):
        StandardError.write("[coordinator] \(indent(depth))end \(name) (its flow ended)")
      }
    }
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }
}
