import Composition
import Testing

@testable import cookbook_desktop

/// The command line is read before GApplication's, so that a usage error exits 64.
struct DesktopOptionsTests {
  @Test func everyOptionAndOneURLAreRead() throws {
    let options = try DesktopOptions.parse([
      "--state-dir", "/tmp/s", "--session-ttl=60", "--reset", "cookbook://recipes/tiramisu",
    ])
    #expect(options.shared.stateDirectory == "/tmp/s")
    #expect(options.shared.sessionLifetime == 60)
    #expect(options.shared.reset)
    #expect(options.openURL == "cookbook://recipes/tiramisu")
  }

  @Test func nothingGivenMeansTheDefaults() throws {
    #expect(try DesktopOptions.parse([]) == DesktopOptions())
  }

  @Test(arguments: [
    (["--verbose"], "Unknown option '--verbose'."),
    (["cookbook://a", "cookbook://b"], "Give at most one URL; 'cookbook://b' is a second one."),
    (["--state-dir"], "--state-dir needs a value."),
    (["--state-dir="], "--state-dir needs a directory; an empty one is not allowed."),
    (["--reset=yes"], "--reset takes no value."),
    (["--session-ttl", "0"], "--session-ttl takes whole seconds from 1 to 31536000, not '0'."),
    (["--session-ttl", "1e3"], "--session-ttl takes whole seconds from 1 to 31536000, not '1e3'."),
  ])
  func aBadCommandLineIsAUsageError(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message)) {
      try DesktopOptions.parse(arguments)
    }
  }
}
