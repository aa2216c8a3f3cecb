import Testing

@testable import TerminalKit

@MainActor
struct LineHistoryTests {
  private func history(_ lines: [String], limit: Int = 500) -> LineHistory {
    var history = LineHistory(limit: limit)
    for line in lines { history.record(line) }
    return history
  }

  @Test func keepsLinesOldestFirstWithoutBlanksOrRepeatsInARow() {
    let history = history(["where", "where", "  ", "", "back", "where", "where"])
    #expect(history.entries == ["where", "back", "where"])
  }

  @Test func dropsTheOldestBeyondTheLimit() {
    #expect(history(["1", "2", "3", "4"], limit: 3).entries == ["2", "3", "4"])
  }

  @Test func upWalksBackAndDownReturnsToTheDraft() {
    var history = history(["one", "two", "three"])
    #expect(history.previous(current: "dra") == "three")
    #expect(history.isBrowsing)
    #expect(history.previous(current: "three") == "two")
    #expect(history.previous(current: "two") == "one")
    #expect(history.previous(current: "one") == nil)
    #expect(history.next(current: "one") == "two")
    #expect(history.next(current: "two") == "three")
    #expect(history.next(current: "three") == "dra")
    #expect(!history.isBrowsing)
    #expect(history.next(current: "") == nil)
  }

  @Test func anEmptyHistoryHasNothingToRecall() {
    var history = LineHistory()
    #expect(history.previous(current: "x") == nil)
    #expect(history.next(current: "dra") == nil)
    #expect(!history.isBrowsing)
  }

  @Test func recordingEndsTheWalk() {
    var history = history(["one", "two"])
    _ = history.previous(current: "")
    history.record("three")
    #expect(!history.isBrowsing)
    #expect(history.previous(current: "") == "three")
  }

  @Test func aLineTheCallerDoesNotRecordIsNeverOffered() {
    var history = history(["where"])
    _ = history.previous(current: "login demo secret")
    history.stopBrowsing()
    #expect(history.entries == ["where"])
    #expect(history.previous(current: "") == "where")
    #expect(history.next(current: "where") == "")
  }

  @Test func anEditedEntryKeepsItsEditsUntilBrowsingStops() {
    var history = history(["one", "two"])
    #expect(history.previous(current: "dra") == "two")
    #expect(history.previous(current: "two!") == "one")
    #expect(history.next(current: "one") == "two!")
    #expect(history.next(current: "two!") == "dra")
    #expect(history.previous(current: "dra") == "two!")
    history.stopBrowsing()
    #expect(history.entries == ["one", "two"])
    #expect(history.previous(current: "") == "two")
  }
}
