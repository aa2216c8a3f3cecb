import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for tests that need a real terminal: the `terminal` end is what a program
/// (or a child process) sees as its terminal, and the test holds the `controller` end, as a
/// terminal emulator does: it types there and reads what the program draws.
public final class PseudoTerminal: @unchecked Sendable {
  /// The emulator's end: typed keys go in here, drawn output comes out.
  public let controller: Int32
  /// The program's end: a terminal device, as its standard input and output.
  public let terminal: Int32
  private var received: [UInt8] = []
  private var isHungUp = false

  /// Opens a pseudo-terminal of `rows` by `columns`, both ends close-on-exec.
  public init(rows: UInt16 = 24, columns: UInt16 = 80) throws {
    let controller = systemPosixOpenpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    var name = [CChar](repeating: 0, count: 128)
    guard controller >= 0 else { throw SubprocessError("posix_openpt: \(Self.reason())") }
    guard systemGrantpt(controller) == 0, systemUnlockpt(controller) == 0,
      systemPtsnameR(controller, &name, name.count) == 0
    else {
      close(controller)
      throw SubprocessError("pseudo-terminal: \(Self.reason())")
    }
    let terminal = open(
      String(decoding: name.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self),
      O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else {
      close(controller)
      throw SubprocessError("open pseudo-terminal: \(Self.reason())")
    }
    self.controller = controller
    self.terminal = terminal
    resize(rows: rows, columns: columns)
  }

  deinit {
    close(terminal)
    if !isHungUp { close(controller) }
  }

  /// Closes the emulator's end, as closing its window does: the program's reads then end
  /// (with `EIO` or end of file) and its terminal reports a hang-up. No SIGHUP is sent, since
  /// the terminal is not the program's controlling terminal.
  public func hangUp() {
    guard !isHungUp else { return }
    isHungUp = true
    close(controller)
  }

  /// The terminal's current modes.
  public func modes() -> termios {
    var modes = termios()
    tcgetattr(terminal, &modes)
    return modes
  }

  /// Whether two sets of modes are the same, byte for byte.
  public static func sameModes(_ lhs: termios, _ rhs: termios) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return withUnsafeBytes(of: &lhs) { left in
      withUnsafeBytes(of: &rhs) { left.elementsEqual($0) }
    }
  }

  /// Changes the terminal's size, as resizing the emulator's window does.
  public func resize(rows: UInt16, columns: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  /// Types `text`: its bytes arrive at the program as keys.
  public func type(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      bytes = bytes.dropFirst(count)
    }
  }

  /// Starts `executable` with `arguments` and `environment`, its standard input, output and
  /// error on the terminal end, in a process group of its own so that what it does to its
  /// group (Ctrl-Z's SIGTSTP) never reaches the test runner.
  public func spawn(
    _ executable: String, arguments: [String], environment: [String: String]
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in Int32(0)...2 {
      posix_spawn_file_actions_adddup2(&actions, terminal, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child = pid_t()
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw SubprocessError("could not start \(executable): \(String(cString: strerror(result)))")
    }
    return child
  }

  /// Everything drawn on the terminal so far, escape sequences included.
  public var output: String {
    drain(waitingAtMost: 0)
    return String(decoding: received, as: UTF8.self)
  }

  /// Forgets what was drawn so far, so that the next ``waitFor(_:seconds:)`` sees only what
  /// comes after.
  public func discardOutput() {
    drain(waitingAtMost: 0)
    received.removeAll()
  }

  /// Waits until the output contains `text`; false after `seconds` without it.
  public func waitFor(_ text: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if String(decoding: received, as: UTF8.self).contains(text) { return true }
      drain(waitingAtMost: 50)
    }
    return String(decoding: received, as: UTF8.self).contains(text)
  }

  /// Waits for `child` to end, reading its output meanwhile so that it never blocks on a full
  /// terminal: its exit status, or 128 plus the signal that ended it; `nil` after `seconds`.
  public func waitForExit(of child: pid_t, seconds: Double = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      let ended = waitpid(child, &status, WNOHANG)
      if ended == child {
        drain(waitingAtMost: 0)
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      if ended < 0, errno != EINTR { return nil }
      drain(waitingAtMost: 20)
    }
    return nil
  }

  private func drain(waitingAtMost milliseconds: Int32) {
    var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    var wait = milliseconds
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while poll(&request, 1, wait) > 0, request.revents & Int16(POLLIN) != 0 {
      let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      received += chunk[..<count]
      wait = 0
    }
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}

// The Glibc module leaves out the pseudo-terminal calls (they need _XOPEN_SOURCE), so they are
// declared here by their C names, as `Subprocess` does for `pipe2`.
@_silgen_name("posix_openpt")
private func systemPosixOpenpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt")
private func systemGrantpt(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt")
private func systemUnlockpt(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname_r")
private func systemPtsnameR(
  _ descriptor: Int32, _ name: UnsafeMutablePointer<CChar>, _ length: Int
) -> Int32
