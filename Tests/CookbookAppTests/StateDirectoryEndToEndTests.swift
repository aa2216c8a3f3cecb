import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 13, items 5, 6, 7, 14 and 16: the state directory is trusted only when it is the
/// user's own and private, and nothing in it can hang, flood or redirect the app.
@Suite(.serialized)
struct StateDirectoryEndToEndTests {
  private let forgedSession = #"""
    {"saved": {"location": "cookbook://recipes/tiramisu",
     "session": {"expiresAt": 4000000000, "user": {"name": "demo"}}}, "version": 1}
    """#

  private func mode(of url: URL) -> mode_t {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  @Test("Item 5: a state directory writable by others is refused, with how to fix it")
  func aDirectoryWritableByOthersIsRefusedAndLeftUntouched() throws {
    let directory = try ShellRun.makeDirectory(mode: 0o777)
    try Data(forgedSession.utf8).write(to: directory.appendingPathComponent("session.json"))
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where", "1", "quit")
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("chmod 700 \(directory.path)"))
    #expect(!outcome.stdout.contains("cookbook://recipes"))
    #expect(mode(of: directory) == 0o777)
    #expect(ShellRun.names(in: directory) == ["session.json"])
  }

  @Test("Item 5: a state directory writable by its group is refused")
  func aDirectoryWritableByItsGroupIsRefused() throws {
    let directory = try ShellRun.makeDirectory(mode: 0o770)
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("chmod 700 \(directory.path)"))
    #expect(ShellRun.names(in: directory).isEmpty)
  }

  @Test("Item 5: a state directory owned by another user is refused")
  func aDirectoryOwnedBySomeoneElseIsRefused() throws {
    guard ShellRun.isRoot else {  // who is not root cannot give a directory away; root owns /
      let outcome = try CookbookProcess.run(stateDirectory: URL(fileURLWithPath: "/"), "where")
      #expect(outcome.status == 1)
      #expect(outcome.stderr.contains("owned by another user (uid 0)"))
      return
    }
    let directory = try ShellRun.makeDirectory(mode: 0o700)
    try Data(forgedSession.utf8).write(to: directory.appendingPathComponent("session.json"))
    #expect(chown(directory.path, 65534, 65534) == 0)
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("owned by"))
    #expect(!outcome.stdout.contains("cookbook://recipes"))
    #expect(ShellRun.names(in: directory) == ["session.json"])
  }

  @Test("Item 5: a lock file that is a symlink is never followed")
  func aSymlinkedLockFileIsNeverFollowed() throws {
    let directory = try ShellRun.makeDirectory()
    let elsewhere = try ShellRun.makeDirectory()
    let target = elsewhere.appendingPathComponent("created-through-the-link")
    #expect(symlink(target.path, directory.appendingPathComponent(".lock").path) == 0)
    let outcome = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "1", "favorite", "quit")
    #expect(outcome.status == 0)
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(outcome.stderr.contains(".lock"))
    #expect(ShellRun.names(in: elsewhere).isEmpty)
  }

  @Test("Item 5: a session file that is a symlink is set aside, not followed")
  func aSymlinkedSessionFileIsSetAsideNotFollowed() throws {
    let directory = try ShellRun.makeDirectory()
    let elsewhere = try ShellRun.makeDirectory()
    let forged = elsewhere.appendingPathComponent("forged.json")
    try Data(forgedSession.utf8).write(to: forged)
    #expect(symlink(forged.path, directory.appendingPathComponent("session.json").path) == 0)
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(outcome.status == 0)
    #expect(outcome.lines.contains("cookbook://login"))
    #expect(outcome.stderr.contains(directory.appendingPathComponent("session.json").path))
    #expect(TestFiles.contents(atPath: forged.path) == Data(forgedSession.utf8))
  }

  @Test(
    "Item 5: --state-dir with an empty value is a usage error",
    arguments: [
      ["--state-dir", ""], ["--state-dir="],
    ])
  func anEmptyStateDirIsAUsageError(arguments: [String]) throws {
    let workingDirectory = try ShellRun.makeDirectory()
    let words = arguments.map(ShellRun.quoted).joined(separator: " ")
    let outcome = try ShellRun.run(
      "cd \(ShellRun.quoted(workingDirectory.path)) && $RUN \(words)", input: "where\n")
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("--state-dir"))
    #expect(outcome.stdout.isEmpty)
    #expect(ShellRun.names(in: workingDirectory).isEmpty)
  }

  @Test(
    "Item 5: an empty HOME counts as unset, so nothing is written in the working directory",
    .enabled(if: ShellRun.otherUsersBinary != nil, "uid 65534 cannot run the binary or a copy"))
  func anEmptyHomeCountsAsUnset() throws {
    let workingDirectory = try ShellRun.makeDirectory(mode: 0o777)
    let outcome = try ShellRun.run(
      "cd \(ShellRun.quoted(workingDirectory.path)) && env -u XDG_STATE_HOME HOME= $AS_OTHER "
        + "$RUN_OTHER",
      input: "where\n")
    #expect(outcome.status == 0)
    #expect(outcome.lines.contains("cookbook://login"))
    #expect(ShellRun.names(in: workingDirectory).isEmpty)
  }

  @Test("Item 6: a FIFO in place of the session file is set aside at launch, without hanging")
  func aFifoInPlaceOfTheSessionFileDoesNotHang() throws {
    let directory = try ShellRun.makeDirectory()
    #expect(mkfifo(directory.appendingPathComponent("session.json").path, 0o600) == 0)
    let outcome = try ShellRun.cookbook(stateDirectory: directory, "where")
    #expect(outcome.status == 0)
    #expect(outcome.lines.contains("cookbook://login"))
    #expect(outcome.stderr.contains("session.json"))
  }

  @Test("Item 6: FIFOs in place of the favourites and the outbox never hang a command")
  func fifosInPlaceOfOtherFilesDoNotHang() throws {
    let directory = try ShellRun.makeDirectory()
    for name in ["favorites.json", "deleted.json", "outbox.txt"] {
      #expect(mkfifo(directory.appendingPathComponent(name).path, 0o600) == 0)
    }
    let outcome = try ShellRun.cookbook(
      stateDirectory: directory, "login demo demo-pass-1", "1", "favorite", "logout", "forgot",
      "send a@example.com", "where")
    #expect(outcome.status == 0)
    #expect(outcome.lines.last { $0.hasPrefix("cookbook://") } == "cookbook://login")
    #expect(outcome.stdout.contains("a@example.com"))
    #expect(
      try StateDatabaseFile.texts("SELECT address FROM outbox", in: directory) == ["a@example.com"])
    for name in ["favorites.json", "deleted.json", "outbox.txt"] {
      #expect(
        ShellRun.names(in: directory).contains { $0.hasPrefix(name + ".corrupt-") }, "\(name)")
    }
  }

  @Test("Item 7: an oversized session file is set aside without being read")
  func anOversizedSessionFileIsSetAsideWithoutBeingRead() throws {
    let directory = try ShellRun.makeDirectory()
    let file = directory.appendingPathComponent("session.json")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    #expect(truncate(file.path, 256 << 20) == 0)
    let started = Date()
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(outcome.status == 0)
    #expect(outcome.lines.contains("cookbook://login"))
    #expect(outcome.stderr.contains("too large"))
    #expect(ShellRun.names(in: directory).contains { $0.hasPrefix("session.json.corrupt-") })
  }

  @Test("Item 14: temporary files left by a killed run are removed at the next start")
  func temporaryFilesOfAKilledRunAreRemovedAtTheNextStart() throws {
    let directory = try ShellRun.makeDirectory()
    for name in [
      ".favorites.json.tmp-4242-17", ".session.json.tmp-99999-3", ".deleted.json.tmp-1-2",
    ] {
      try Data("{".utf8).write(to: directory.appendingPathComponent(name))
    }
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(outcome.status == 0)
    #expect(!ShellRun.names(in: directory).contains { $0.contains(".tmp-") })
  }

  @Test("Item 14: runs killed at varied moments leave no temporary file after the next start")
  func killedRunsLeaveNoTemporaryFileAfterTheNextStart() throws {
    let directory = try ShellRun.makeDirectory()
    for run in 0..<6 {
      let running = try LiveCookbook(stateDirectory: directory)
      running.type("login demo demo-pass-1")
      for id in ["tiramisu", "scones", "gazpacho", "focaccia"] {
        running.type("open cookbook://recipes/\(id)")
        running.type("favorite")
      }
      Thread.sleep(forTimeInterval: 0.02 * Double(run) + 0.05)
      #expect(running.stop(with: [SIGKILL, SIGTERM, SIGINT][run % 3]) != nil)
    }
    let outcome = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(outcome.status == 0)
    #expect(!ShellRun.names(in: directory).contains { $0.contains(".tmp-") })
  }

  @Test(
    "Item 16: a read-only state directory is read, with one warning, and the run exits 0",
    .enabled(if: ShellRun.otherUsersBinary != nil, "uid 65534 cannot run the binary or a copy"))
  func aReadOnlyStateDirectoryIsReadWithOneWarning() throws {
    let directory = try ShellRun.makeDirectory()
    try Data(forgedSession.utf8).write(to: directory.appendingPathComponent("session.json"))
    if ShellRun.isRoot {  // root may write anywhere: the run is another user's
      #expect(chown(directory.appendingPathComponent("session.json").path, 65534, 65534) == 0)
      #expect(chown(directory.path, 65534, 65534) == 0)
    }
    #expect(chmod(directory.path, 0o500) == 0)
    defer { chmod(directory.path, 0o700) }
    let outcome = try ShellRun.run(
      "$AS_OTHER $RUN_OTHER --state-dir \(ShellRun.quoted(directory.path))",
      input: "where\n1\nfavorite\nback\nwhere\nquit\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.lines.filter { $0.hasPrefix("cookbook://") }.first == "cookbook://recipes/tiramisu")
    let warnings = outcome.stderr.split(separator: "\n").filter { $0.contains("read-only") }
    #expect(warnings.count == 1)
    #expect(outcome.stderr.split(separator: "\n").count == 1)
    #expect(ShellRun.names(in: directory) == ["session.json"])
  }

  @Test("Item 16: a state directory that cannot be created leaves no directories behind")
  func aStateDirectoryThatCannotBeCreatedLeavesNoChainBehind() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-chain-\(UUID().uuidString)")
    let tooLong = String(repeating: "x", count: 300)
    let outcome = try CookbookProcess.run(
      stateDirectory: base.appendingPathComponent("a/b/\(tooLong)/c"), "where")
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("Nothing will be saved"))
    #expect(!FileManager.default.fileExists(atPath: base.path))
  }

  @Test("Item 16: a missing resource bundle exits 1 with a message")
  func aMissingResourceBundleExits1WithAMessage() throws {
    let folder = try ShellRun.makeDirectory()
    let copy = folder.appendingPathComponent("cookbook")
    try copyClosingOnExec(CookbookProcess.binary, to: copy)
    let outcome = try ShellRun.run(
      "\(ShellRun.quoted(copy.path)) --state-dir \(ShellRun.quoted(folder.path))/state",
      input: "where\n")
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("cookbook: "))
    #expect(outcome.stderr.contains("Cookbook_ServicesLive.resources"))
    #expect(outcome.stdout.isEmpty)
  }
}

/// Copies an executable through a descriptor that no concurrently spawned process inherits:
/// `FileManager.copyItem` leaves it open across `fork`, and running the copy then fails with
/// "Text file busy" while another test's child still holds it.
private func copyClosingOnExec(_ source: URL, to destination: URL) throws {
  let bytes = [UInt8](try Data(contentsOf: source))
  let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  defer { close(descriptor) }
  var offset = 0
  while offset < bytes.count {
    let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { throw CocoaError(.fileWriteUnknown) }
    offset += count
  }
}

extension CookbookProcess {
  /// Runs `script` once with `stateDirectory`.
  static func run(stateDirectory: URL, _ script: String...) throws -> Outcome {
    ShellRun.ignoreBrokenPipes()
    return try CookbookProcess().run(
      input: Data(script.map { $0 + "\n" }.joined().utf8),
      arguments: ["--state-dir", stateDirectory.path])
  }
}

/// Issue 20, finding 12: the tests that run the binary as another user work wherever the
/// checkout is, a private root-owned folder included.
struct OtherUserBinaryTests {
  @Test(
    "Finding 12: the binary the other user runs is one they can reach, even from a private checkout",
    .enabled(if: ShellRun.isRoot, "only root can run a command as another user"))
  func theOtherUserCanRunTheBinary() throws {
    let outcome = try ShellRun.run("$AS_OTHER $RUN_OTHER --version")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("cookbook "))
  }
}
