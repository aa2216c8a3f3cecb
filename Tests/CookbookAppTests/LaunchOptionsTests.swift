import Testing

@testable import cookbook

struct LaunchOptionsTests {
  @Test func noArgumentsGiveTheDefaults() throws {
    #expect(try LaunchOptions.parse([]) == LaunchOptions())
    #expect(LaunchOptions().sessionLifetime == 1800)
  }

  @Test func everyOptionOfTheContractIsUnderstood() throws {
    let options = try LaunchOptions.parse([
      "--state-dir", "/tmp/x", "--open", "cookbook://recipes", "--session-ttl", "90", "--trace",
      "--no-color", "--reset",
    ])
    var expected = LaunchOptions()
    expected.stateDirectory = "/tmp/x"
    expected.openURL = "cookbook://recipes"
    expected.sessionLifetime = 90
    expected.trace = true
    expected.noColor = true
    expected.reset = true
    #expect(options == expected)
  }

  @Test func mapIsAnActionThatMayAppearOnce() throws {
    #expect(try LaunchOptions.parse(["map"]).showMap)
    #expect(try LaunchOptions.parse(["--no-color", "map"]).showMap)
    #expect(throws: LaunchOptions.UsageError(message: "Unknown option 'map'.")) {
      try LaunchOptions.parse(["map", "map"])
    }
  }

  @Test func valuesMayFollowAnEqualsSign() throws {
    let options = try LaunchOptions.parse(["--state-dir=/tmp/y", "--session-ttl=0.5"])
    #expect(options.stateDirectory == "/tmp/y")
    #expect(options.sessionLifetime == 0.5)
  }

  @Test(arguments: [
    (["--colour"], "Unknown option '--colour'."),
    (["--state-dir"], "--state-dir needs a value."),
    (["--open"], "--open needs a value."),
    (["--session-ttl", "soon"], "--session-ttl takes a positive number of seconds, not 'soon'."),
    (["--session-ttl", "-5"], "--session-ttl takes a positive number of seconds, not '-5'."),
    (["--session-ttl=nan"], "--session-ttl takes a positive number of seconds, not 'nan'."),
    (["--trace=yes"], "--trace takes no value."),
    (["recipes"], "Unknown option 'recipes'."),
  ])
  func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
    #expect(throws: LaunchOptions.UsageError(message: message)) {
      try LaunchOptions.parse(arguments)
    }
  }
}
