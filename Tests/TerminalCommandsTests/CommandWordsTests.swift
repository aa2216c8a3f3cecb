import Testing

@testable import TerminalCommands

/// The words Tab completes at the command prompt are the parser's, and every command the help
/// listing names is among them.
struct CommandWordsTests {
  @Test(arguments: CommandWords.all)
  func everyCompletedWordIsACommand(word: String) {
    if case .failure(.unknown) = CommandParser.parse(word) {
      Issue.record("\(word) is no command the parser knows")
    }
  }

  @Test func everyCommandInTheHelpListingIsCompleted() {
    for help in CommandHelp.global + CommandHelp.signedIn {
      let word = String(help.usage.split(separator: " ")[0])
      #expect(CommandWords.all.contains(word), "\(word)")
    }
  }

  @Test func aLoginLineNeverEntersTheHistoryWhateverItsCase() {
    #expect(!CommandWords.mayEnterHistory("login demo pw"))
    #expect(!CommandWords.mayEnterHistory("  LOGIN"))
    #expect(CommandWords.mayEnterHistory("where"))
  }
}
