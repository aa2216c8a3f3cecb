import TerminalKit

/// Something the full-screen host hears from its terminal.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed, or text pasted.
  case key(Key)
  /// Several keys arrived in one read, as a paste without bracketed paste or fast typing
  /// delivers them: the host handles them all, then draws one frame.
  case keys([Key])
  /// The terminal has a new size.
  case resized(TerminalSize)
  /// A signal that ends the app arrived (SIGHUP, SIGINT, SIGQUIT, SIGTERM): the host saves
  /// and ends with 128 plus its number.
  case signal(Int32)
  /// The process continued after it was stopped from outside (`kill -STOP`, then `fg`): the
  /// terminal may have been changed meanwhile.
  case continued
  /// The input ended, as when the terminal went away.
  case inputEnded
}

/// The terminal the full-screen host draws on and hears from. The live one is
/// ``StandardFullScreenTerminal``; tests use a virtual one.
@MainActor
public protocol FullScreenTerminal: AnyObject {
  /// The terminal's size now.
  var size: TerminalSize { get }
  /// Takes the terminal (raw mode, the alternate screen, no cursor); from then on, keys,
  /// resizes and signals arrive as events, in order.
  func start() throws(TerminalError) -> AsyncStream<TerminalEvent>
  /// Gives the terminal back as it was found; calling it again does nothing.
  func stop()
  /// Gives the terminal back, stops the process as Ctrl-Z does in a shell, and takes the
  /// terminal again once the process continues.
  func suspend()
  /// Takes the terminal again after the process was continued, since its modes may have
  /// been changed meanwhile.
  func reclaim()
  /// Writes `text` as it is.
  func write(_ text: String)
}

/// How the full-screen host ended.
public struct FullScreenExit: Hashable, Sendable {
  /// The exit status the contract gives this way out: 0 for `q` and the end of input, 128
  /// plus the signal's number after Ctrl-C (130), Ctrl-\ (131) or a signal.
  public let status: Int32
  /// Why the state could not be saved, if it could not.
  public let failedSave: String?
}
