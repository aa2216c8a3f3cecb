import Observation
import TerminalKit
import Testing

/// A tracking stays registered in what it read until that changes; ``TrackingEnd`` ends it
/// sooner, as a host does when a screen has gone.
@MainActor
struct TrackingEndTests {
  @Observable final class Listing {
    var order = 0
  }

  final class Held: Sendable {}

  @MainActor final class Count {
    var changes = 0
  }

  @Test func aTrackingNobodyEndsStaysRegisteredInWhatItRead() {
    let listing = Listing()
    weak var held: Held?
    do {
      let strong = Held()
      held = strong
      withObservationTracking {
        _ = listing.order
      } onChange: {
        _ = strong
      }
    }
    #expect(held != nil, "Observation released a tracking before anything it read changed")
    listing.order += 1
    #expect(held == nil)
  }

  @Test func endingATrackingReleasesItsRegistrationsAtOnce() {
    let listing = Listing()
    weak var held: Held?
    let tracking = TrackingEnd()
    let count = Count()
    do {
      let strong = Held()
      held = strong
      withObservationTracking {
        tracking.track()
        _ = listing.order
      } onChange: {
        _ = strong
        MainActor.assumeIsolated { if !tracking.isEnded { count.changes += 1 } }
      }
    }
    tracking.end()
    #expect(held == nil)
    #expect(tracking.isEnded)
    #expect(count.changes == 0, "the end was reported as a change to what the render read")
    listing.order += 1
    #expect(count.changes == 0)
  }
}
