import Coordinators
import Navigation
import TerminalCommands

/// What the explorer remembers of a state it reached: enough to choose the actions to try
/// from it and to tell it from every other state.
struct ExplorerState: Hashable {
  let url: String
  let user: String?
  /// The commands the screen on top offers, typed out as its help's examples say.
  let commands: [String]
  let depth: Int
  let isExpired: Bool
  /// The coordinator tree, drawn; hidden tabs' stacks included.
  let tree: [String]

  /// What makes two states the same for the explorer: the canonical URL, who is signed in,
  /// and the coordinator tree's shape.
  var key: String { ([user ?? "-", url] + tree).joined(separator: "\n") }

  @MainActor
  init(_ run: ExplorerRun) {
    let router = run.router
    let app = run.app
    url = router.canonicalURL
    user = app.session?.user.name
    isExpired = app.isSigningInAgain
    let stack = router.shownStack
    depth =
      stack.pathIDs.count + (stack.presentedID == nil ? 0 : 1)
      + (router.modal.presentedID == nil ? 0 : 1)
    tree = CommandRunner(app: app, router: router, phrasing: .line).treeLines
    commands = CommandRunner(app: app, router: router, phrasing: .line).screenExamples
  }
}
