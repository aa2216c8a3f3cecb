import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standard terminal, with screens written by ``StandardStreams`` so that a failed write
/// is seen: when the reader of standard output has gone (`EPIPE`, as with `| head -1`), the
/// app ends as SIGPIPE would end it, saving first; any other failure (a full disk, a closed
/// stream) drops the output and the app goes on.
@MainActor
final class GuardedTerminal: TerminalIO {
  private let terminal: StandardTerminal
  /// Called once when the reader of standard output has gone.
  var readerGone: () -> Void = {}

  init(_ terminal: StandardTerminal) {
    self.terminal = terminal
  }

  var isInteractive: Bool { terminal.isInteractive }

  /// Whether the input ended because its terminal hung up.
  var inputHungUp: Bool { terminal.inputHungUp }

  var columns: Int? { terminal.columns }

  func readLine(prompt: String) -> String? {
    terminal.readLine(prompt: prompt)
  }

  func readSecret(prompt: String) -> String? {
    terminal.readSecret(prompt: prompt)
  }

  func write(_ text: String) {
    fflush(nil)
    if StandardStreams.write(text, to: STDOUT_FILENO) == EPIPE { readerGone() }
  }

  func write(utf8 bytes: [UInt8]) {
    fflush(nil)
    let failure = bytes.withUnsafeBytes { StandardStreams.write($0, to: STDOUT_FILENO) }
    if failure == EPIPE { readerGone() }
  }

  func flush() {
    fflush(nil)
  }
}
