import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Diagnostics that are not about a command: warnings and trace lines. Each line goes through
/// the screen's rule (`PlainText`, which the screen's `SafeText` mirrors), since it may echo
/// what someone else chose (an argument, a folder's name): no control character or
/// bidirectional control reaches the terminal. A
/// failure to write them (stderr closed, a full disk, a reader gone) is ignored: it never ends
/// the app.
enum StandardError {
  static func write(_ line: String) {
    _ = StandardStreams.write(PlainText.sanitized(line) + "\n", to: STDERR_FILENO)
  }
}

/// The process's standard streams, written with `write(2)` so that every failure is seen.
enum StandardStreams {
  /// Reopens a closed standard stream on `/dev/null` before anything else is opened, so that no
  /// file the app opens later takes its number and receives its output. (SIGPIPE is left to
  /// ``SignalRelay``, which lets a write to a closed pipe fail with `EPIPE`.)
  static func prepare() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
  }

  /// Writes all of `text` to `descriptor`.
  /// - Returns: `nil` when it was written, else the `errno` of the write that failed.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Writes all of `buffer` to `descriptor`; the error that stopped it, if one did.
  static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count < 0 ? errno : EIO }
      offset += count
    }
    return nil
  }

  private static func systemWrite(
    _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
