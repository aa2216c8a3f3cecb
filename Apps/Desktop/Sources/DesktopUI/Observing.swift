import Observation

/// Runs `render` now and again after each change to what it read, as SwiftUI redraws a view
/// whose observable model changed. `render` should hold its page weakly: once the page is
/// gone it reads nothing, and the tracking ends.
@MainActor
func observing(_ render: @escaping @MainActor () -> Void) {
  withObservationTracking(render) {
    Task { @MainActor in observing(render) }
  }
}
