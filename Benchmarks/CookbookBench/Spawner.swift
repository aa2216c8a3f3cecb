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
  }

  /// Runs `executable` with `arguments` and the parent's environment, its standard input read
  /// from `inputPath` and its output discarded. Everything allocated for the call is prepared
  /// before the clock starts. Throws unless the child exits with status 0.
  static func run(
    _ executable: String, _ arguments: [String], inputPath: String = "/dev/null"
  ) throws -> Timing {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
    }
    var child = pid_t()
    var status: Int32 = 0
    var usage = rusage()

    let start = monotonicSeconds()
    let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchmarkError("could not start \(executable): \(String(cString: strerror(spawned)))")
    }
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
    return Timing(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime))
  }

  /// The medians of several runs of one program.
  struct Medians {
    /// The median wall time, in seconds.
    let wall: Double
    /// The median CPU time, in seconds.
    let cpu: Double

    /// Both medians, as the table shows them.
    var text: String { "\(Format.duration(wall)) (CPU \(Format.duration(cpu)))" }
  }

  /// Runs each of `programs` once to warm up, then `repeats` rounds in which each runs once,
  /// in order, so that a change in the machine's load touches all of them alike.
  static func inTurn(_ programs: [() throws -> Timing], repeats: Int) throws -> [Medians] {
    for program in programs { _ = try program() }
    var timings = programs.map { _ in [Timing]() }
    for _ in 0..<repeats {
      for (index, program) in programs.enumerated() { timings[index].append(try program()) }
    }
    return timings.map {
      Medians(wall: Measure.median($0.map(\.wall)), cpu: Measure.median($0.map(\.cpu)))
    }
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
