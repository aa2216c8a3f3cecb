import Foundation
import TestSupport
import Testing

/// Issue 13, items 11 and 12: text with control characters never signs anyone in and never
/// reaches a file raw.
@Suite(.serialized)
struct InputHygieneEndToEndTests {
  private let cookbook = CookbookProcess()

  @Test("Item 11: a password cut at a NUL byte does not sign in")
  func aPasswordCutAtANulByteDoesNotSignIn() throws {
    var input = Data("login demo demo-pass-1".utf8)
    input.append(contentsOf: [0x00])
    input.append(Data("anything\nwhere\nlogin de".utf8))
    input.append(contentsOf: [0x00])
    input.append(Data("mo demo-pass-1\nwhere\n".utf8))
    let outcome = try cookbook.run(
      input: input, arguments: ["--state-dir", cookbook.stateDirectory.path])
    #expect(outcome.status == 0)
    #expect(outcome.recipeURLs == ["cookbook://login", "cookbook://login"])
    #expect(outcome.lines.contains("! A password has no control characters."))
    #expect(outcome.lines.contains("! A user name has no control characters."))
  }

  @Test("Item 12: the outbox stores only sanitised text")
  func theOutboxStoresOnlySanitisedText() throws {
    let outcome = try cookbook.run(
      "forgot", "send a\u{1B}]0;owned\u{07}\u{1B}[2J@example.com", "forgot",
      "send b@\u{202E}moc.elpmaxe", "where")
    #expect(outcome.status == 0)
    let addresses = try StateDatabaseFile.texts(
      "SELECT address FROM outbox ORDER BY id", in: cookbook.stateDirectory)
    #expect(addresses.count == 2)
    #expect(!addresses.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(!addresses.joined().contains("\u{202E}"))
    #expect(addresses.first == "a?]0;owned??[2J@example.com")
  }

  /// Found by an attack on the release binary: a path with U+202E made a file whose name reads
  /// backwards in a listing (`invoice<RLO>dm.exe` shows as `invoiceexe.md`).
  @Test("Item 12: an export path with a bidirectional override is refused")
  func anExportPathWithABidiOverrideIsRefused() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "1", "share", "export invoice\u{202E}dm.exe", "where")
    #expect(
      outcome.lines.contains(
        "! That path is too long or contains control or bidirectional characters."))
    #expect(outcome.recipeURLs.last?.hasSuffix("?sheet=share") == true)
  }
}
