import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`, its standard streams on pipes, read by threads
/// of their own so that neither pipe can fill up and block the child. Foundation's `Process`
/// is avoided because it leaks a weak reference that LeakSanitizer reports.
public final class Subprocess: @unchecked Sendable {
  /// The child's process id.
  public let pid: pid_t
  private let input: Int32
  private let outputReader: PipeReader
  private let errorReader: PipeReader

  /// Starts `executable` with `arguments` and exactly `environment`.
  public init(executable: String, arguments: [String], environment: [String: String]) throws {
    let stdin = try Self.pipe()
    let stdout = try Self.pipe()
    let stderr = try Self.pipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child = pid_t()
    let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
    close(stdin.read)
    close(stdout.write)
    close(stderr.write)
    guard result == 0 else {
      close(stdin.write)
      close(stdout.read)
      close(stderr.read)
      throw SubprocessError("could not start \(executable): \(String(cString: strerror(result)))")
    }
    pid = child
    input = stdin.write
    outputReader = PipeReader(stdout.read)
    errorReader = PipeReader(stderr.read)
  }

  /// Writes `data` to the child's standard input.
  public func write(_ data: Data) {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(input, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
  }

  /// Closes the child's standard input, as the end of a script does.
  public func closeInput() {
    close(input)
  }

  /// Everything the child has written to standard output so far.
  public var output: String { outputReader.text }
  /// Everything written to standard error so far.
  public var errorSoFar: String { errorReader.text }

  /// Waits for the child to close standard error, then returns all it wrote there.
  public func waitForErrorOutput() -> String { errorReader.waitForEnd() }

  /// Waits for the child to close standard output, then returns all it wrote there.
  public func waitForOutput() -> String { outputReader.waitForEnd() }

  /// Sends `signal` to the child.
  public func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Waits at most `seconds` for the child to end; `nil` if it has not, so a test fails
  /// instead of hanging.
  public func waitForExit(seconds: Double) -> Int32? {
    var status: Int32 = 0
    for _ in 0..<Int(seconds * 100) {
      let ended = waitpid(pid, &status, WNOHANG)
      if ended == pid {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      if ended < 0, errno != EINTR { return nil }
      usleep(10_000)
    }
    return nil
  }

  /// The child's exit status, or 128 plus the signal that ended it, once it has ended; `nil`
  /// while it runs. Never waits, so an async test can poll it between sleeps.
  public func exitStatusIfEnded() -> Int32? {
    var status: Int32 = 0
    var ended = waitpid(pid, &status, WNOHANG)
    while ended < 0, errno == EINTR { ended = waitpid(pid, &status, WNOHANG) }
    guard ended == pid else { return nil }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Waits for the child to end: its exit status, or 128 plus the signal that ended it.
  public func waitForExit() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard systemPipe2(&ends, O_CLOEXEC) == 0 else {
      throw SubprocessError("could not create a pipe: \(String(cString: strerror(errno)))")
    }
    return (ends[0], ends[1])
  }
}

/// glibc's `pipe2`, which the Glibc module does not export: the ends are close-on-exec from the
/// start, so a child spawned by another test at the same moment cannot inherit them.
@_silgen_name("pipe2")
private func systemPipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// Why a child process could not be started.
public struct SubprocessError: Error, CustomStringConvertible {
  /// What went wrong.
  public let description: String
  init(_ description: String) { self.description = description }
}

/// Reads one pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private let done = DispatchSemaphore(value: 0)

  init(_ descriptor: Int32) {
    Thread { [self] in
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        lock.withLock { bytes += chunk[..<count] }
      }
      close(descriptor)
      done.signal()
    }.start()
  }

  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  func waitForEnd() -> String {
    done.wait()
    done.signal()
    return text
  }
}
