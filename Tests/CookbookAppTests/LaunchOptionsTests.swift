import Composition
import Testing

@testable import cookbook

struct LaunchOptionsTests {
  @Test func noArgumentsGiveTheDefaults() throws {
    #expect(try LaunchOptions.parse([]) == LaunchOptions())
    #expect(LaunchOptions().shared.sessionLifetime == 1800)
  }

  @Test func everyOptionOfTheContractIsUnderstood() throws {
    let options = try LaunchOptions.parse([
      "--state-dir", "/tmp/x", "--open", "cookbook://recipes", "--session-ttl", "90", "--trace",
      "--no-color", "--reset", "--line",
    ])
    var expected = LaunchOptions()
    expected.shared.stateDirectory = "/tmp/x"
    expected.openURL = "cookbook://recipes"
    expected.shared.sessionLifetime = 90
    expected.trace = true
    expected.noColor = true
    expected.shared.reset = true
    expected.line = true
    #expect(options == expected)
  }

  @Test func mapIsAnActionThatMayAppearOnce() throws {
    #expect(try LaunchOptions.parse(["map"]).showMap)
    #expect(try LaunchOptions.parse(["--no-color", "map"]).showMap)
    #expect(throws: UsageError(message: "map takes no arguments.")) {
      try LaunchOptions.parse(["map", "map"])
    }
  }

  @Test func valuesMayFollowAnEqualsSign() throws {
    let options = try LaunchOptions.parse(["--state-dir=/tmp/y", "--session-ttl=5"])
    #expect(options.shared.stateDirectory == "/tmp/y")
    #expect(options.shared.sessionLifetime == 5)
  }

  @Test(arguments: [
    (["--colour"], "Unknown option '--colour'."),
    (["--state-dir"], "--state-dir needs a value."),
    (["--open"], "--open needs a value."),
    (["--trace=yes"], "--trace takes no value."),
    (["recipes"], "Unknown command 'recipes'; the only command is map."),
    (["map", "extra"], "map takes no arguments."),
  ])
  func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message)) {
      try LaunchOptions.parse(arguments)
    }
  }

  /// Smaller finding: leading zeros do not count towards the digits' limit.
  @Test(arguments: ["1", "1800", "31536000", "007", "00000000001", "000000000031536000"])
  func aSessionLastsWholeSecondsUpToAYear(text: String) throws {
    #expect(
      try LaunchOptions.parse(["--session-ttl", text]).shared.sessionLifetime == Double(text))
  }

  @Test(arguments: [
    "0", "31536001", "0031536001", "99999999999999999999999", "1e20", "0x10", "0.5", "-5", "+5",
    " 5", "nan", "soon", "", "٣",
  ])
  func anyOtherSessionLifetimeIsAUsageError(text: String) {
    let message = "--session-ttl takes whole seconds from 1 to 31536000, not '\(text)'."
    #expect(throws: UsageError(message: message)) {
      try LaunchOptions.parse(["--session-ttl=\(text)"])
    }
  }

  @Test(arguments: [
    (false, true, true, "xterm-256color" as String?, HostChoice.fullScreen),
    (true, true, true, "xterm-256color", .line),
    (false, false, true, "xterm", .line),
    (false, true, false, "xterm", .line),
    (false, true, true, "dumb", .line),
    (false, true, true, "", .line),
    (false, true, true, nil, .line),
  ])
  func fullScreenOnlyAtATerminalThatIsNotDumbAndNotWithLine(
    line: Bool, input: Bool, output: Bool, term: String?, choice: HostChoice
  ) {
    #expect(
      HostChoice(forcingLine: line, inputIsTerminal: input, outputIsTerminal: output, term: term)
        == choice)
  }
}

/// Issue 20, finding 12: an option's value that looks like an option is refused, so that
/// `--state-dir --reset` does not make a folder named `--reset`.
struct OptionLookingValueTests {
  @Test(
    "Finding 12: a value that looks like an option is a usage error",
    arguments: [
      ["--state-dir", "--reset"], ["--open", "--trace"], ["--session-ttl", "-5"],
      ["--state-dir", "-x"],
    ])
  func aValueThatLooksLikeAnOptionIsAUsageError(arguments: [String]) {
    #expect(throws: UsageError.self) { try LaunchOptions.parse(arguments) }
  }

  @Test("Finding 12: a value written with = may start with a hyphen")
  func aValueWrittenWithEqualsMayStartWithAHyphen() throws {
    #expect(try LaunchOptions.parse(["--state-dir=--reset"]).shared.stateDirectory == "--reset")
  }

  @Test("Finding 12: --state-dir --reset exits 64 and creates nothing")
  func stateDirResetExits64AndCreatesNothing() throws {
    let directory = try ShellRun.makeDirectory()
    let outcome = try ShellRun.run(
      "cd \(ShellRun.quoted(directory.path)) && $RUN --state-dir --reset </dev/null")
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("--state-dir"))
    #expect(ShellRun.names(in: directory).isEmpty)
  }

  @Test("Finding 08: a state directory, HOME or XDG_STATE_HOME not in UTF-8 exits 64")
  func aNameThatIsNotUTF8IsAUsageErrorAndMakesNothing() throws {
    let directory = try ShellRun.makeDirectory()
    let inside = ShellRun.quoted(directory.path)
    for script in [
      "$RUN --state-dir \"$(printf 'a\\377')\"", "$RUN \"--state-dir=$(printf 'b\\377')\"",
      "env -u XDG_STATE_HOME HOME=\"$PWD/$(printf '\\377')\" $RUN",
      "XDG_STATE_HOME=\"$PWD/$(printf '\\376')\" $RUN",
    ] {
      let outcome = try ShellRun.run("cd \(inside) && \(script) </dev/null")
      #expect(outcome.status == 64, "\(script): \(outcome.stderr)")
      #expect(outcome.stderr.contains("UTF-8"), "\(script): \(outcome.stderr)")
    }
    #expect(ShellRun.names(in: directory).isEmpty)
  }
}
