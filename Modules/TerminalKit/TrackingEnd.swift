import Observation

/// Ends a `withObservationTracking` before anything it read changes. Observation keeps a
/// tracking registered in every object it read until one of them changes, so a screen that has
/// gone would stay registered in the long-lived objects it read (the shared recipe listing)
/// for as long as they do not change: memory and time that grow with every screen shown. A
/// render calls ``track()`` inside its tracking; ``end()`` then changes what it read, and
/// Observation drops every registration of that tracking at once.
@MainActor
@Observable
public final class TrackingEnd {
  private var generation = 0
  /// Whether ``end()`` has been called: an `onChange` that sees it was told of the end, not of
  /// a change to what its render read.
  @ObservationIgnored public private(set) var isEnded = false

  /// Creates an end for one tracking.
  public init() {}

  /// Makes the tracking this is called in end with ``end()``.
  public func track() {
    _ = generation
  }

  /// Ends the tracking, once.
  public func end() {
    guard !isEnded else { return }
    isEnded = true
    generation += 1
  }
}
