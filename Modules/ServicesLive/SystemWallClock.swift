import Foundation
import Services

/// The real time of day.
public struct SystemWallClock: WallClock {
  /// Creates the system clock.
  public init() {}

  /// The current date.
  public func now() -> Date { Date() }
}
