import Foundation
import Testing

@Suite(.serialized)
struct EndToEndTests {
  private let cookbook = CookbookProcess()

  @Test func signingInAndOpeningTheFirstRecipePrintsItsURL() throws {
    let outcome = try cookbook.run("login demo demo-pass-1", "1", "where", "quit")
    #expect(outcome.status == 0)
    #expect(outcome.recipeURLs == ["cookbook://recipes/spaghetti-carbonara"])
    #expect(!outcome.stdout.contains("\u{1B}"))
  }

  @Test func aWrongPasswordIsExplainedThenTheRightOneSignsIn() throws {
    let outcome = try cookbook.run("login demo nope", "where", "login demo demo-pass-1", "where")
    #expect(outcome.lines.contains("! Wrong user name or password."))
    #expect(outcome.recipeURLs == ["cookbook://login", "cookbook://recipes"])
  }

  @Test func aRecipeAndTwoRelatedOnesStackUpAndBackPopsOne() throws {
    let outcome = try cookbook.run(
      "login chef chef-pass-2", "1", "1", "2", "where", "back", "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://recipes/spaghetti-carbonara/cacio-e-pepe/pesto-trofie",
        "cookbook://recipes/spaghetti-carbonara/cacio-e-pepe",
      ])
  }

  @Test func openingTheURLThatWherePrintedReproducesTheSameScreen() throws {
    let first = try cookbook.run("login demo demo-pass-1", "search soup", "2", "1", "where")
    let url = try #require(first.recipeURLs.last)
    #expect(url == "cookbook://recipes/red-lentil-soup/gazpacho?q=soup")
    let screenBefore = first.stdout.components(separatedBy: url).last
    let second = try cookbook.run("back", "back", "search", "open \(url)", "where")
    #expect(second.recipeURLs.last == url)
    #expect(second.stdout.components(separatedBy: url).last == screenBefore)
  }

  @Test func logoutReturnsToSignInAndForgetsTheSession() throws {
    let outcome = try cookbook.run("login demo demo-pass-1", "logout", "where")
    #expect(outcome.recipeURLs == ["cookbook://login"])
    #expect(
      try StateDatabaseFile.number("SELECT count(*) FROM session", in: cookbook.stateDirectory) == 0
    )
    let relaunch = try cookbook.run("where")
    #expect(relaunch.recipeURLs == ["cookbook://login"])
  }

  @Test func aRelaunchOpensWhereTheLastRunEnded() throws {
    _ = try cookbook.run("login demo demo-pass-1", "search curry", "3", "1")
    let relaunch = try cookbook.run("where")
    #expect(relaunch.recipeURLs == ["cookbook://recipes/massaman-beef-curry/chana-masala?q=curry"])
  }

  @Test func anExpiredSessionShowsTheSavedLocationOnlyUnderSignIn() throws {
    _ = try cookbook.run(["login demo demo-pass-1", "1"], arguments: ["--session-ttl", "1"])
    Thread.sleep(forTimeInterval: 1.1)
    let relaunch = try cookbook.run("where", "2", "where")
    let under = "cookbook://recipes/spaghetti-carbonara?modal=signin"
    #expect(relaunch.recipeURLs == [under, under])
    #expect(relaunch.lines.contains("Your session expired. Sign in again to continue."))
    #expect(!relaunch.stdout.contains("Related recipes"))
  }

  @Test func resetForgetsTheSavedSession() throws {
    _ = try cookbook.run("login demo demo-pass-1", "1")
    let relaunch = try cookbook.run(["where"], arguments: ["--reset"])
    #expect(relaunch.recipeURLs == ["cookbook://login"])
  }

  @Test func aLinkGivenAtLaunchWhileSignedOutOpensAfterSignIn() throws {
    let outcome = try cookbook.run(
      ["where", "login demo demo-pass-1", "where"],
      arguments: ["--open", "cookbook://recipes/tiramisu"])
    #expect(outcome.lines.contains("Sign in to open cookbook://recipes/tiramisu."))
    #expect(outcome.recipeURLs == ["cookbook://login", "cookbook://recipes/tiramisu"])
  }

  @Test func theStateDirectoryIsOwnerOnlyAndHoldsNoPassword() throws {
    let outcome = try cookbook.run(
      ["login demo demo-pass-1", "1", "favorite", "login demo demo-pass-1", "quit"],
      arguments: ["--trace"])
    #expect(outcome.stderr.contains("push(recipeDetail(spaghetti-carbonara))"))
    #expect(!outcome.stderr.contains("demo-pass-1"))
    #expect(!outcome.stdout.contains("demo-pass-1"))
    let files = try cookbook.fileContents()
    #expect(
      Set(files.keys) == [".lock", "cookbook.sqlite", "cookbook.sqlite-wal", "cookbook.sqlite-shm"])
    for (name, data) in files {
      #expect(!String(decoding: data, as: UTF8.self).contains("demo-pass-1"), "\(name)")
      let path = cookbook.stateDirectory.appendingPathComponent(name).path
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(name)")
    }
    let directoryMode =
      try FileManager.default.attributesOfItem(atPath: cookbook.stateDirectory.path)[
        .posixPermissions] as? Int
    #expect(directoryMode == 0o700)
    #expect(
      try StateDatabaseFile.texts("PRAGMA journal_mode", in: cookbook.stateDirectory) == ["wal"])
    #expect(
      try StateDatabaseFile.texts("PRAGMA integrity_check", in: cookbook.stateDirectory) == ["ok"])
  }

  @Test func fiveWrongPasswordsLockTheUserOutAndSayForHowLong() throws {
    let wrong = Array(repeating: "login demo wrong-password", count: 5)
    let outcome = try cookbook.run(wrong + ["login demo demo-pass-1", "where"])
    #expect(outcome.lines.filter { $0 == "! Wrong user name or password." }.count == 5)
    #expect(outcome.lines.contains("! Too many failed sign-ins for demo. Try again in 30 seconds."))
    #expect(outcome.recipeURLs == ["cookbook://login"])
    #expect(!outcome.stdout.contains("wrong-password"))
  }

  @Test func anUnusableStateDirectoryWarnsAndTheAppStillWorksInMemory() throws {
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-blocker-\(UUID().uuidString)")
    try Data("not a directory".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let outcome = try cookbook.run(
      input: Data("login demo demo-pass-1\n1\nwhere\nquit\n".utf8),
      arguments: ["--state-dir", blocker.appendingPathComponent("state").path])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("Nothing will be saved after this run."))
    #expect(outcome.recipeURLs == ["cookbook://recipes/spaghetti-carbonara"])
  }

  @Test func aDamagedSessionFileIsReportedAndTheAppStartsFresh() throws {
    try FileManager.default.createDirectory(
      at: cookbook.stateDirectory, withIntermediateDirectories: true)
    let file = cookbook.stateDirectory.appendingPathComponent("session.json")
    try Data("{ not json".utf8).write(to: file)
    let outcome = try cookbook.run("where")
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains(file.path))
    #expect(outcome.recipeURLs == ["cookbook://login"])
    #expect(try cookbook.fileContents().keys.contains { $0.hasPrefix("session.json.corrupt-") })
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'."),
    (["--open"], "--open needs a value."),
    (
      ["--session-ttl", "1e20"], "--session-ttl takes whole seconds from 1 to 31536000, not '1e20'."
    ),
    (["extra"], "Unknown command 'extra'; the only command is map."),
  ])
  func usageErrorsExitWith64AndAHint(arguments: [String], message: String) throws {
    let outcome = try cookbook.run(input: Data(), arguments: arguments)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains(message))
    #expect(outcome.stderr.contains("cookbook --help"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test func helpAndVersionPrintAndExitCleanly() throws {
    let help = try cookbook.run(input: Data(), arguments: ["--help"])
    #expect(help.status == 0)
    for part in ["--session-ttl SECONDS", "-h, --help", "cookbook map", "Exit status: 0"] {
      #expect(help.stdout.contains(part), "\(part)")
    }
    let version = try cookbook.run(input: Data(), arguments: ["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("cookbook "))
  }

  @Test func hostileInputGetsMessagesAndNeverCrashes() throws {
    var input = Data("\n   \n\u{1B}[2Jclear\n".utf8)
    input.append(contentsOf: [0x66, 0x6F, 0xFF, 0xFE, 0x00, 0x0A])
    input.append(Data(String(repeating: "x", count: 1 << 20).utf8))
    input.append(Data("\nwhere\n".utf8))
    let outcome = try cookbook.run(
      input: input, arguments: ["--state-dir", cookbook.stateDirectory.path])
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains("\u{1B}"))
    #expect(outcome.recipeURLs == ["cookbook://login"])
    #expect(outcome.stdout.count < 10_000)
  }

  @Test func megabyteLinesAreDiscardedWithoutFloodingTheScreen() throws {
    let huge = String(repeating: "ab ", count: 350_000)
    let outcome = try cookbook.run(
      "forgot", "send \(huge)", "back", "login demo \(huge)", "login demo demo-pass-1",
      "search \(huge)", "open cookbook://recipes?q=\(String(repeating: "a", count: 1 << 20))",
      "where")
    #expect(outcome.status == 0)
    let discarded = "! That line is longer than 16384 bytes; it was discarded."
    #expect(outcome.lines.filter { $0 == discarded }.count == 4)
    #expect(outcome.recipeURLs == ["cookbook://recipes"])
    #expect(outcome.stdout.count < 20_000)
  }

}
