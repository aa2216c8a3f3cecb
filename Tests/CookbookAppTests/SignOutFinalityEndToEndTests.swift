import Foundation
import Testing

/// Issue 20, finding 1: a sign-out is final whatever `signed-out.json` holds.
@Suite(.serialized)
struct SignOutFinalityEndToEndTests {
  /// 20,000 sign-outs that have not expired, as the app wrote them before this finding, each
  /// about 50 bytes here: the file is read (it is under the 1 MiB limit), but written back
  /// pretty-printed with one more record it would pass the limit.
  private static let plantedSessions: String = {
    let records = (0..<20_000).map { index in
      #"{"expiresAt":\#(2_000_000_000 + index),"user":{"name":"demo"}}"#
    }
    return #"{"version":1,"sessions":["# + records.joined(separator: ",") + "]}"
  }()

  /// 60,000 users' sign-outs, each about 17 bytes here: the same, in the file's present shape.
  private static let plantedUsers: String = {
    let records = (0..<60_000).map { index in #""u\#(index)":\#(index)"# }
    return #"{"version":1,"users":{"# + records.joined(separator: ",") + "}}"
  }()

  @Test(
    "Finding 1: a sign-out stays final when signed-out.json holds 20,000 live records",
    arguments: ["sessions", "users"])
  func aSignOutStaysFinalWhateverTheFileHolds(shape: String) throws {
    let directory = try ShellRun.makeDirectory()
    let planted = shape == "sessions" ? Self.plantedSessions : Self.plantedUsers
    #expect(planted.utf8.count < 1 << 20)
    try Data(planted.utf8).write(to: directory.appendingPathComponent("signed-out.json"))
    for round in 0..<3 {
      let run = try CookbookProcess.run(
        stateDirectory: directory, "login demo demo-pass-1", "logout", "where")
      #expect(run.status == 0, "round \(round): \(run.stderr)")
      #expect(run.recipeURLs.last == "cookbook://login")
      #expect(!run.stdout.contains("Could not"), "round \(round): \(run.stdout)")
      let relaunch = try CookbookProcess.run(stateDirectory: directory, "where")
      #expect(relaunch.recipeURLs == ["cookbook://login"], "round \(round) came back signed in")
    }
    #expect(ShellRun.names(in: directory).contains("signed-out.json.imported"))
    let ended = "SELECT ended = issued FROM sign_ins WHERE user = 'demo'"
    #expect(try StateDatabaseFile.number(ended, in: directory) == 1)
  }
}
