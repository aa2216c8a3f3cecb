import FullScreenUI
import TerminalKit
import TestSupport

/// A terminal for tests: what the host writes is applied to a ``VirtualScreen``, and the
/// test sends the events a real terminal would.
@MainActor
final class VirtualTerminal: FullScreenTerminal {
  private(set) var size: TerminalSize
  private(set) var screen: VirtualScreen
  /// Everything written, escape sequences included.
  private(set) var output = ""
  private(set) var isTaken = false
  private(set) var suspensions = 0
  /// How many frames were written, each one write.
  private(set) var writes = 0
  private let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation

  init(rows: Int = 24, columns: Int = 80) {
    size = TerminalSize(rows: rows, columns: columns)
    screen = VirtualScreen(rows: rows, columns: columns)
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  func start() throws(TerminalError) -> AsyncStream<TerminalEvent> {
    isTaken = true
    write(ControlSequence.enterAlternateScreen)
    return events
  }

  func stop() {
    guard isTaken else { return }
    isTaken = false
    write(ControlSequence.showCursor + ControlSequence.leaveAlternateScreen)
  }

  func suspend() {
    suspensions += 1
  }

  func reclaim() {}

  func write(_ text: String) {
    writes += 1
    output += text
    screen.apply(text)
  }

  /// Sends `event` as the terminal would, for a host running its loop.
  func send(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  /// Changes the size, as resizing the window does; the host hears of it by an event.
  func resize(rows: Int, columns: Int) {
    size = TerminalSize(rows: rows, columns: columns)
    screen.resize(rows: rows, columns: columns)
  }

  /// The rows of the screen, without trailing spaces.
  var lines: [String] { screen.lines }
}
