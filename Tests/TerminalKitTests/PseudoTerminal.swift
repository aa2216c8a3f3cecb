#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests that need a real terminal device: the `terminal` end
/// behaves as a program's terminal, the `controller` end as the emulator that drives it.
final class PseudoTerminal {
  let controller: Int32
  let terminal: Int32

  init?() {
    guard let (controller, name) = Self.openController() else { return nil }
    let terminal = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else {
      close(controller)
      return nil
    }
    self.controller = controller
    self.terminal = terminal
  }

  #if os(Linux)
    /// Glibc's module map leaves out `posix_openpt` and friends, so this opens `/dev/ptmx`
    /// and asks the kernel directly: `TIOCSPTLCK` unlocks, `TIOCGPTN` gives the number.
    private static func openController() -> (Int32, String)? {
      let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard controller >= 0 else { return nil }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(controller, 0x4004_5431, &unlock) == 0,
        ioctl(controller, 0x8004_5430, &number) == 0
      else {
        close(controller)
        return nil
      }
      return (controller, "/dev/pts/\(number)")
    }
  #else
    private static func openController() -> (Int32, String)? {
      let controller = posix_openpt(O_RDWR | O_NOCTTY)
      guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
        let name = ptsname(controller)
      else { return nil }
      return (controller, String(cString: name))
    }
  #endif

  func modes() -> termios {
    var modes = termios()
    tcgetattr(terminal, &modes)
    return modes
  }

  func resize(rows: UInt16, columns: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  /// Types `text` as the user would.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  deinit {
    close(terminal)
    close(controller)
  }
}

func sameModes(_ lhs: termios, _ rhs: termios) -> Bool {
  var lhs = lhs
  var rhs = rhs
  return withUnsafeBytes(of: &lhs) { left in withUnsafeBytes(of: &rhs) { left.elementsEqual($0) } }
}
