import TerminalCommands
import Testing

struct CommandParserTests {
  @Test(arguments: [
    ("help", Command.help),
    ("HELP", .help),
    ("  where  ", .whereAmI),
    ("Back", .back),
    ("quit", .quit),
    ("open cookbook://recipes", .open("cookbook://recipes")),
    ("login demo demo-pass-1", .login(user: "demo", password: "demo-pass-1")),
    ("LOGIN demo", .login(user: "demo", password: nil)),
    ("login", .login(user: nil, password: nil)),
    ("forgot", .forgot),
    ("forgot-password", .named("forgot-password", argument: "")),
    ("send cook@example.com", .send(email: "cook@example.com")),
    ("send", .send(email: "")),
    ("12", .row(12)),
    ("search green\tcurry", .search("green curry")),
    ("search", .search("")),
    ("favourite", .favorite),
    ("logout", .logout),
    ("share", .share),
    ("delete", .delete(nil)), ("delete 2", .delete(2)), ("add", .add), ("edit 3", .edit(3)),
    ("name  Rye flour ", .name("Rye flour")), ("quantity 2 kg", .quantity("2 kg")),
    ("save", .save), ("Settings", .named("settings", argument: "")),
    ("done  now ", .named("done", argument: "now")), ("sort TIME", .sort("time")),
    ("tab pantry", .tab("pantry")),
    ("yes", .yes),
    ("Y", .yes),
    ("no", .no),
    ("n", .no),
    ("link", .link),
    ("cancel", .cancel),
    ("export  my recipes/carbonara.md  ", .export(path: "my recipes/carbonara.md")),
    ("export", .export(path: "")),
    ("tab Favorites", .tab("favorites")),
    ("tree", .tree),
  ])
  func understandsEveryCommandOfTheContract(line: String, command: Command) {
    #expect(CommandParser.parse(line) == .success(command))
  }

  @Test(arguments: [
    ("where now", CommandError.usage("where")),
    ("open", .usage("open URL")),
    ("open a b", .spaceInLink),
    ("open cookbook://recipes?q=green curry", .spaceInLink),
    ("login a b c", .usage("login USER PASSWORD")),
    ("3 4", .oneRowAtATime),
    ("tab", .usage("tab recipes|favorites|pantry|profile")),
    ("tab a b", .usage("tab recipes|favorites|pantry|profile")),
    ("yes please", .usage("yes")),
    ("tree now", .usage("tree")),
    ("forgot now", .usage("forgot")),
  ])
  func explainsLinesThatAreNotCommands(line: String, error: CommandError) {
    #expect(CommandParser.parse(line) == .failure(error))
  }

  @Test(arguments: ["", "   ", "\t"])
  func blankLinesAreNotCommands(line: String) {
    #expect(CommandParser.parse(line) == nil)
  }

  @Test func theMessagesSayWhatToTypeInstead() {
    #expect(
      CommandError.oneRowAtATime.description
        == "A row is one number, such as 1; open one row at a time.")
    #expect(
      CommandError.spaceInLink.description
        == "A link has no spaces; write each space as %20 or +.")
  }

  @Test func unknownWordsAreShownBackWithoutControlCharacters() {
    let error = CommandError.unknown("\u{1B}[2Jboom\u{0}")
    #expect(
      error.description == "Unknown command '?[2Jboom?'. Type help for the commands on this screen."
    )
  }
}
