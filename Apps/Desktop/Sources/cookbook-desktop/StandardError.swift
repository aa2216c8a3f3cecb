#if canImport(Glibc)
  import Glibc
#endif

/// Diagnostics on standard error; a failure to write them never ends the app.
enum StandardError {
  static func write(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
  }
}
