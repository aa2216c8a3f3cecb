import Foundation
import Testing

/// Issue 13, item 10: every state a user can reach is one the next launch restores. Before the
/// stack cap, 600 pushes made a 10,138-byte URL that the relaunch refused; a search with an
/// escape character made a link that `open` and the relaunch refused.
@Suite(.serialized)
struct RestorableStatesEndToEndTests {
  private let cookbook = CookbookProcess()

  @Test("Item 10: 600 pushes stop at 64 screens, and the relaunch opens the deepest one")
  func sixHundredPushesStopAt64ScreensAndTheRelaunchRestoresThem() throws {
    var script = ["login demo demo-pass-1", "1"]
    for _ in 0..<300 { script += ["author", "1"] }
    script.append("where")
    let pushed = try cookbook.run(script, arguments: [])
    let url = try #require(pushed.recipeURLs.last)
    #expect(url.split(separator: "/").count - 2 == 64)
    #expect(url.utf8.count < 8192)
    #expect(
      pushed.lines.contains(
        "! A stack holds at most 64 screens; type back before opening another."))
    let relaunched = try cookbook.run("where")
    #expect(relaunched.recipeURLs == [url])
    #expect(relaunched.stderr.isEmpty)
  }

  @Test("Item 10: a search with a control character is refused, so the relaunch restores")
  func aSearchWithAControlCharacterIsRefusedAndTheStateStillRestores() throws {
    let typed = try cookbook.run(["login demo demo-pass-1", "search a\u{1B}b", "where"])
    #expect(typed.lines.contains("! A search has no control characters."))
    #expect(typed.recipeURLs == ["cookbook://recipes"])
    let linked = try cookbook.run("open cookbook://recipes?q=a%1Bb", "where")
    #expect(linked.lines.contains { $0.hasPrefix("! ") && $0.contains("control characters") })
    let relaunched = try cookbook.run("where")
    #expect(relaunched.recipeURLs == ["cookbook://recipes"])
    #expect(relaunched.stderr.isEmpty)
  }
}
