/// The actions the explorer tries from a state: each command the screen on top offers, with
/// representative arguments, the commands every screen takes, a set of links (good, bad and
/// signed-in only), expiry and a relaunch.
enum ExplorerActions {
  static func from(_ state: ExplorerState) -> [ExplorerAction] {
    var lines = ["back"]
    switch state.top {
    case .signIn:
      lines += ["login demo demo-pass-1", "login chef chef-pass-2", "login demo nope", "forgot"]
    case .signInAgain: lines += ["login demo demo-pass-1", "login chef chef-pass-2"]
    case .welcome: lines += ["continue"]
    case .forgotPassword: lines += ["send cook@example.com", "send nope"]
    case .recipeList: lines += ["1", "2", "search soup", "search"]
    case .favorites: lines += ["1"]
    case .recipeDetail: lines += ["1", "author", "favorite", "share", "delete"]
    case .author: lines += ["1"]
    case .shareSheet: lines += ["link", "cancel"]
    case .deleteAlert: lines += ["yes", "no"]
    case .pantry: lines += ["add", "1", "delete 1"]
    case .pantryItemForm: lines += ["name Rye flour", "quantity 2 kg", "name", "save", "cancel"]
    case .pantryDeleteAlert: lines += ["yes", "no"]
    case .profile: lines += ["settings"]
    case .settings: lines += ["sort title", "sort time", "sort default"]
    }
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
