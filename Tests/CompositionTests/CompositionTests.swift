import Composition
import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

/// The options both apps take, read once, and the live services both apps build.
struct SharedOptionsTests {
  @Test func theSharedOptionsAreTakenInBothSpellingsAndTheRestIsLeft() throws {
    var reader = ArgumentReader(["--state-dir", "/a", "--session-ttl=5", "--reset", "--line"])
    var options = SharedOptions()
    var left: [String] = []
    while let argument = reader.next() {
      if try !options.take(argument, from: &reader) { left.append(argument.text) }
    }
    #expect(options.stateDirectory == "/a")
    #expect(options.sessionLifetime == 5)
    #expect(options.reset)
    #expect(left == ["--line"])
  }

  @Test(arguments: [
    (
      ["--state-dir", "--reset"],
      "--state-dir needs a value, and '--reset' looks like an option; "
        + "if it is the value, write --state-dir=--reset."
    ),
    (["--session-ttl"], "--session-ttl needs a value."),
    (
      ["--session-ttl", "31536001"],
      "--session-ttl takes whole seconds from 1 to 31536000, not '31536001'."
    ),
    (["--reset=now"], "--reset takes no value."),
    (["--state-dir="], "--state-dir needs a directory; an empty one is not allowed."),
  ])
  func aBadValueIsAUsageErrorThatSaysWhy(arguments: [String], message: String) {
    var reader = ArgumentReader(arguments)
    var options = SharedOptions()
    #expect(throws: UsageError(message: message)) {
      while let argument = reader.next() { _ = try options.take(argument, from: &reader) }
    }
  }

  @Test func theStateDirectoryIsTheOneAskedForElseTheXDGDefault() {
    var options = SharedOptions()
    #expect(options.stateDirectoryURL(environment: ["XDG_STATE_HOME": "/x"]).path == "/x/cookbook")
    options.stateDirectory = "/mine"
    #expect(options.stateDirectoryURL(environment: ["XDG_STATE_HOME": "/x"]).path == "/mine")
  }
}

struct LiveServicesTests {
  let demo = User(name: "demo")

  @Test func theServicesKeepTheirStateInTheDirectoryForTheNextLaunch() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("composition-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let first = try make(url)
    #expect(first.live.directory != nil && first.live.sessionFile != nil)
    try await first.live.services.favorites.setFavorite(true, recipeID: "tiramisu", for: demo)
    let second = try make(url)
    #expect(try await second.live.services.favorites.favorites(of: demo) == ["tiramisu"])
    #expect(first.warnings.isEmpty && second.warnings.isEmpty)
  }

  @Test func aDirectoryThatCannotBeMadeFallsBackToMemoryAndSaysSo() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("composition-file-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let made = try make(file.appendingPathComponent("state"))
    #expect(made.live.directory == nil && made.live.sessionFile == nil)
    #expect(made.warnings.count == 1)
    #expect(made.warnings.first?.hasSuffix("Nothing will be saved after this run.") == true)
  }

  @Test func aDirectoryOthersMayWriteIsRefused() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("composition-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(chmod(url.path, 0o777) == 0)
    #expect(throws: ServiceError.self) { try make(url) }
  }

  private func make(_ url: URL) throws -> (live: LiveServices, warnings: [String]) {
    let warnings = Locked<[String]>([])
    let live = try LiveServices.make(
      stateDirectory: url, sessionLifetime: 60, clock: SystemWallClock(),
      warn: { line in warnings.mutate { $0.append(line) } })
    return (live, warnings.value)
  }
}
