import Foundation
import ServicesLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a command line was refused; the apps exit with status 64.
public struct UsageError: Error, Equatable, Sendable {
  public let message: String

  public init(message: String) { self.message = message }
}

/// One argument as both apps read it: `--name value`, `--name=value`, a flag or a word.
public struct Argument: Sendable {
  /// The argument as given.
  public let text: String
  /// The text before an `=`, or all of it.
  public let name: String
  let inlineValue: String?

  /// Refuses a value given with `=` to a flag.
  public func takesNoValue() throws(UsageError) {
    guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value.") }
  }
}

/// Reads a command line argument by argument, and the value after an option.
public struct ArgumentReader: Sendable {
  private var remaining: ArraySlice<String>

  public init(_ arguments: [String]) { remaining = arguments[...] }

  /// This process's arguments after its name. One that is not UTF-8 is refused: Swift's
  /// `CommandLine.arguments` would repair it with U+FFFD, and two bad names would name one path.
  public static func processArguments() throws(UsageError) -> [String] {
    var arguments: [String] = []
    for index in 1..<max(1, Int(CommandLine.argc)) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      guard let argument = String(validatingCString: pointer) else {
        throw UsageError(
          message: "Argument \(index) is not valid UTF-8; give paths and links in UTF-8.")
      }
      arguments.append(argument)
    }
    return arguments
  }

  /// The next argument, or `nil` at the end.
  public mutating func next() -> Argument? {
    guard let text = remaining.popFirst() else { return nil }
    guard text.hasPrefix("--"), let equals = text.firstIndex(of: "=") else {
      return Argument(text: text, name: text, inlineValue: nil)
    }
    return Argument(
      text: text, name: String(text[..<equals]),
      inlineValue: String(text[text.index(after: equals)...]))
  }

  /// The value of `option`: after its `=`, else the next argument unless that looks like an
  /// option (`--state-dir --reset` makes no folder named `--reset`).
  public mutating func value(of option: Argument) throws(UsageError) -> String {
    if let inline = option.inlineValue { return inline }
    guard let next = remaining.popFirst() else {
      throw UsageError(message: "\(option.name) needs a value.")
    }
    guard !next.hasPrefix("-") else {
      throw UsageError(
        message: "\(option.name) needs a value, and '\(next)' looks like an option; if it is "
          + "the value, write \(option.name)=\(next).")
    }
    return next
  }
}

/// The options both apps take: where the state lives, how long a sign-in lasts, a fresh start.
public struct SharedOptions: Equatable, Sendable {
  public var stateDirectory: String?
  public var sessionLifetime: TimeInterval = 1800
  public var reset = false

  public init() {}

  /// The longest session accepted, a year, in seconds.
  public static let longestSession = 31_536_000

  /// Takes `argument` (and its value from `reader`) if it is one of these options.
  /// - Returns: whether it was one of them.
  public mutating func take(
    _ argument: Argument, from reader: inout ArgumentReader
  ) throws(UsageError) -> Bool {
    switch argument.name {
    case "--state-dir":
      let directory = try reader.value(of: argument)
      guard !directory.isEmpty else {
        throw UsageError(message: "--state-dir needs a directory; an empty one is not allowed.")
      }
      stateDirectory = directory
    case "--session-ttl":
      sessionLifetime = TimeInterval(try Self.seconds(try reader.value(of: argument)))
    case "--reset":
      try argument.takesNoValue()
      reset = true
    default:
      return false
    }
    return true
  }

  /// The state directory asked for, else the default one from `$XDG_STATE_HOME` or `$HOME`;
  /// a variable that is not UTF-8 is refused, as an argument that is not would be.
  public func stateDirectoryURL() throws(UsageError) -> URL {
    if let stateDirectory { return URL(fileURLWithPath: stateDirectory) }
    var environment: [String: String] = [:]
    for name in ["HOME", "XDG_STATE_HOME"] {
      guard let raw = getenv(name) else { continue }
      guard let value = String(validatingCString: raw) else {
        throw UsageError(
          message: "$\(name) is not valid UTF-8, so the state directory has no name; give "
            + "--state-dir.")
      }
      environment[name] = value
    }
    return stateDirectoryURL(environment: environment)
  }

  /// The state directory asked for, else the default one for `environment`.
  public func stateDirectoryURL(environment: [String: String]) -> URL {
    stateDirectory.map { URL(fileURLWithPath: $0) }
      ?? StateDirectory.defaultURL(environment: environment)
  }

  /// `text` as whole seconds from 1 to ``longestSession``, written in decimal digits only.
  private static func seconds(_ text: String) throws(UsageError) -> Int {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let seconds = Int(text), (1...longestSession).contains(seconds)
    else {
      throw UsageError(
        message: "--session-ttl takes whole seconds from 1 to \(longestSession), not '\(text)'.")
    }
    return seconds
  }
}
