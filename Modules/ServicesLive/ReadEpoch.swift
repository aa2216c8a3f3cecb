import Synchronization

/// Lets the file stores check a cached file against the disk once per command instead of at
/// every read (ADR 0032). The host starts an epoch before each command; within it, the first
/// read of a file checks that it is unchanged and later reads trust that check. A write of
/// this instance drops its cache at once, so it is read back even within the epoch; another
/// instance's write shows from the next epoch on.
///
/// Until ``advance()`` is first called, every read checks the disk, as with no epoch at all: a
/// host that never starts epochs keeps the old rule.
public final class ReadEpoch: Sendable {
  private let current = Atomic<UInt64>(0)

  /// Creates an epoch counter that has not started: every read is checked until ``advance()``.
  public init() {}

  /// Starts a new epoch, as a command begins.
  public func advance() {
    current.add(1, ordering: .releasing)
  }

  /// The epoch in force, or `nil` before the first one, when every read is checked.
  var value: UInt64? {
    let value = current.load(ordering: .acquiring)
    return value == 0 ? nil : value
  }
}
