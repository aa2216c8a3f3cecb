#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program the cheapest way a harness can: `posix_spawn`, then `wait4`, and nothing
/// else. Foundation's `Process` adds tens of milliseconds of its own on Linux (a monitoring
/// thread, a run-loop source, descriptor clean-up), which hid the difference between two
/// programs' start-up; what this one adds is measured by spawning `/bin/true`.
enum Spawner {
  /// One run of a child process.
  struct Timing {
    /// Seconds from just before `posix_spawn` to just after `wait4` reaped the child.
    let wall: Double
    /// User plus system CPU seconds the child used, from `wait4`'s resource usage.
    let cpu: Double
    /// The child's peak resident set size, in bytes.
    let peakResidentBytes: Int
  }

  /// Runs `executable` with `arguments` and the parent's environment, its standard input read
  /// from `inputPath` and its output discarded. Everything allocated for the call is prepared
  /// before the clock starts. Throws unless the child exits with status 0.
  static func run(
    _ executable: String, _ arguments: [String], inputPath: String = "/dev/null"
  ) throws -> Timing {
    let start = monotonicSeconds()
    let child = try spawn(executable, arguments, input: .path(inputPath))
    let (usage, wall) = try reap(child, executable, start: start)
    return Timing(wall: wall, cpu: usage.cpu, peakResidentBytes: usage.peak)
  }

  /// Runs `executable` with its standard input fed through a pipe by `/bin/cat inputPath`,
  /// another process, as a script that drives it would. The clock runs from the writer's start
  /// to the reader's end; the timing is the reader's.
  static func runPiped(
    _ executable: String, _ arguments: [String], inputPath: String
  ) throws -> Timing {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw BenchmarkError("pipe failed") }
    let start = monotonicSeconds()
    let writer = try spawn("/bin/cat", [inputPath], input: .path("/dev/null"), output: ends[1])
    let reader = try spawn(executable, arguments, input: .descriptor(ends[0]))
    close(ends[0])
    close(ends[1])
    let (usage, wall) = try reap(reader, executable, start: start)
    _ = try reap(writer, "/bin/cat", start: start)
    return Timing(wall: wall, cpu: usage.cpu, peakResidentBytes: usage.peak)
  }

  private enum Input {
    case path(String)
    case descriptor(Int32)
  }

  private static func spawn(
    _ executable: String, _ arguments: [String], input: Input, output: Int32? = nil
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    switch input {
    case .path(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
    case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
    }
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
    }
    var child = pid_t()
    let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchmarkError("could not start \(executable): \(String(cString: strerror(spawned)))")
    }
    return child
  }

  private static func reap(
    _ child: pid_t, _ executable: String, start: Double
  ) throws -> (usage: (cpu: Double, peak: Int), wall: Double) {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))")
      }
    }
    let wall = monotonicSeconds() - start
    let signal = status & 0x7F
    let code = (status >> 8) & 0xFF
    guard signal == 0, code == 0 else {
      throw BenchmarkError(
        "\(executable) " + (signal == 0 ? "exited with \(code)" : "was ended by signal \(signal)"))
    }
    let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
    return ((cpu, usage.ru_maxrss * 1024), wall)
  }

  /// Runs each of `programs` once to warm up, then `repeats` rounds in which each runs once,
  /// in order, so that a change in the machine's load touches all of them alike.
  static func inTurn(_ programs: [() throws -> Timing], repeats: Int) throws -> [[Timing]] {
    for program in programs { _ = try program() }
    var timings = programs.map { _ in [Timing]() }
    for _ in 0..<repeats {
      for (index, program) in programs.enumerated() { timings[index].append(try program()) }
    }
    return timings
  }

  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
