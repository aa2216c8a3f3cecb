import Testing

/// Holds weak references to objects under test, to prove they are released.
@MainActor
public final class LeakTracker {
  private struct Entry {
    let name: String
    weak var object: AnyObject?
  }

  private var entries: [Entry] = []

  /// Creates an empty tracker.
  public init() {}

  /// Starts watching `object` under `name`.
  public func track(_ object: AnyObject, as name: String? = nil) {
    entries.append(Entry(name: name ?? String(describing: type(of: object)), object: object))
  }

  /// The names of watched objects that are still alive.
  public var alive: [String] { entries.filter { $0.object != nil }.map(\.name) }

  /// Fails the test for every watched object that is still alive.
  public func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(alive.isEmpty, "still alive: \(alive)", sourceLocation: sourceLocation)
  }
}
