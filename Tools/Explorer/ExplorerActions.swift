/// The actions the explorer tries from a state: each command the screen on top offers, with
/// representative arguments, the commands every screen takes, a set of links (good, bad and
/// signed-in only), expiry and a relaunch.
enum ExplorerActions {
  static func from(_ state: ExplorerState) -> [ExplorerAction] {
    var lines = ["back"] + screenLines(state.commands)
    if state.user != nil, !state.isExpired {
      lines += ["tab recipes", "tab favorites", "tab pantry", "tab profile", "logout"]
    }
    lines += links(signedIn: state.user != nil).map { "open " + $0 }
    var actions = lines.map(ExplorerAction.line)
    if state.user != nil, !state.isExpired { actions.append(.expire) }
    if state.depth > 1 { actions.append(.backMenuToRoot) }
    actions.append(.relaunch)
    return actions
  }

  /// The commands a screen offers, from its help's examples, with the demo accounts' names
  /// and passwords (and a wrong one) where a command asks for a user and a password: the app
  /// holds no password, the explorer does, as a person at the keyboard would.
  static func screenLines(_ commands: [String]) -> [String] {
    commands.flatMap { command in
      guard command.hasSuffix(" USER PASSWORD") else { return [command] }
      let word = command.dropLast(" USER PASSWORD".count)
      return ["demo demo-pass-1", "chef chef-pass-2", "demo nope"].map { "\(word) \($0)" }
    }
  }

  /// The inputs a host could deliver while an intent waits, on the screen of that
  /// moment: its own commands, back, the next tab, sign-out, expiry and another link.
  static func interruptions(_ commands: [String], nextTab: String?, signedIn: Bool)
    -> [[Interleaving.Input]]
  {
    var singles: [Interleaving.Input] = [.line("back")]
    if let nextTab { singles.append(.line("tab \(nextTab)")) }
    if signedIn { singles += [.line("logout"), .expire] }
    singles.append(.line("open cookbook://recipes/gazpacho"))
    let keys = screenLines(commands).map(Interleaving.Input.line)
    var sequences = (singles + keys).map { [$0] }
    if let nextTab {
      sequences += keys.map { [$0, .line("tab \(nextTab)")] }
    }
    sequences.append([.line("back"), .line("back")])
    return sequences
  }

  private static func links(signedIn: Bool) -> [String] {
    let always = ["cookbook://nowhere", "cookbook://recipes/tiramisu/@giulia-romano"]
    return signedIn
      ? always + [
        "cookbook://favorites/spaghetti-carbonara?sheet=share",
        "cookbook://recipes/cacio-e-pepe?alert=delete", "cookbook://recipes?q=soup&modal=welcome",
        "cookbook://recipes/no-such-recipe", "cookbook://login", "cookbook://pantry?sheet=add",
        "cookbook://profile/settings", "cookbook://pantry?alert=delete&item=nope",
      ]
      : always + ["cookbook://login/forgot-password"]
  }
}
