#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few environment variables the app reads, each looked up with `getenv`: copying the
/// whole environment into a dictionary through `ProcessInfo` cost about 0.3 ms of start-up.
enum LaunchEnvironment {
  static let names = ["TERM", "NO_COLOR"]

  /// The variables of ``names`` that are set, by name.
  static func read() -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
