#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what a terminal (or any file descriptor) sends, in chunks, with an optional wait
/// limit so that a lone Escape can be told from the start of a sequence.
public struct TerminalInput: Sendable {
  /// What a read found.
  public enum Chunk: Hashable, Sendable {
    /// Bytes, at least one.
    case bytes([UInt8])
    /// Nothing arrived within the time allowed.
    case timedOut
    /// The input ended or failed, as when the terminal hangs up.
    case endOfInput
  }

  /// The descriptor read from.
  public let fileDescriptor: Int32

  /// Reads from `fileDescriptor`.
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// Waits for input, at most `milliseconds` when given, and reads what is there. A signal
  /// that interrupts the wait or the read is not an error; the call goes on waiting.
  public func read(waitingAtMost milliseconds: Int32? = nil) -> Chunk {
    if let milliseconds, !waitForInput(milliseconds) { return .timedOut }
    var bytes = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = bytes.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.read(fileDescriptor, buffer.baseAddress, buffer.count)
        #else
          Darwin.read(fileDescriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if count > 0 { return .bytes(Array(bytes.prefix(count))) }
      if count == 0 { return .endOfInput }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: _ = waitForInput(-1)
      default: return .endOfInput
      }
    }
  }

  /// Whether input (or its end) is there within `milliseconds`, waiting for ever when negative.
  private func waitForInput(_ milliseconds: Int32) -> Bool {
    var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, milliseconds)
      if ready >= 0 || errno != EINTR { return ready != 0 }
    }
  }
}
