/// The actions the explorer tries from a state: each command the screen on top offers, with
/// representative arguments, the commands every screen takes, a set of links (good, bad and
/// signed-in only), expiry and a relaunch.
enum ExplorerActions {
  static func from(_ state: ExplorerState) -> [ExplorerAction] {
    var lines = ["back"] + screenLines(state.top)
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

  /// The commands the screen `top` offers, with representative arguments.
  static func screenLines(_ top: ExplorerState.Top) -> [String] {
    switch top {
    case .signIn: ["login demo demo-pass-1", "login chef chef-pass-2", "login demo nope", "forgot"]
    case .signInAgain: ["login demo demo-pass-1", "login chef chef-pass-2"]
    case .welcome: ["continue"]
    case .forgotPassword: ["send cook@example.com", "send nope"]
    case .recipeList: ["1", "2", "search soup", "search"]
    case .favorites: ["1"]
    case .recipeDetail: ["1", "author", "favorite", "share", "delete"]
    case .author: ["1"]
    case .shareSheet: ["link", "export recipe.md", "cancel"]
    case .deleteAlert: ["yes", "no"]
    case .pantry: ["add", "1", "delete 1"]
    case .pantryItemForm: ["name Rye flour", "quantity 2 kg", "name", "save", "cancel"]
    case .pantryDeleteAlert: ["yes", "no"]
    case .profile: ["settings"]
    case .settings: ["sort title", "sort time", "sort default"]
    }
  }

  /// The inputs a host could deliver while an intent waits, on the screen `top` of that
  /// moment: its own commands, back, the next tab, sign-out, expiry and another link.
  static func interruptions(_ top: ExplorerState.Top, nextTab: String?, signedIn: Bool)
    -> [[Interleaving.Input]]
  {
    var singles: [Interleaving.Input] = [.line("back")]
    if let nextTab { singles.append(.line("tab \(nextTab)")) }
    if signedIn { singles += [.line("logout"), .expire] }
    singles.append(.line("open cookbook://recipes/gazpacho"))
    let keys = screenLines(top).map(Interleaving.Input.line)
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
