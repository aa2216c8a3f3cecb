import Foundation

/// Tells the current time; injected so that expiry can be tested without waiting.
public protocol WallClock: Sendable {
  /// The current date.
  func now() -> Date
}
