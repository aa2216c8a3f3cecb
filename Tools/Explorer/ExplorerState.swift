import Coordinators
import Navigation

/// What the explorer remembers of a state it reached: enough to choose the actions to try
/// from it and to tell it from every other state.
struct ExplorerState: Hashable {
  /// What is on top, as a kind of screen.
  enum Top: Hashable {
    case signIn, signInAgain, welcome, forgotPassword, recipeList, favorites, recipeDetail
    case author, shareSheet, deleteAlert, pantry, pantryItemForm, pantryDeleteAlert, profile
    case settings
  }

  let url: String
  let user: String?
  let top: Top
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
      + (router.modal.current == nil ? 0 : 1)
    tree = CoordinatorTree.lines(of: app)
    top = Self.top(of: app)
  }

  /// What is on top of `app` now, as a kind of screen.
  @MainActor
  static func top(of app: AppCoordinator) -> Top {
    switch app.topScreen?.screen {
    case .signIn(let model)?: model.isCancellable ? .signInAgain : .signIn
    case .welcome?: .welcome
    case .forgotPassword?: .forgotPassword
    case .recipeList?, nil: .recipeList
    case .favorites?: .favorites
    case .recipeDetail?: .recipeDetail
    case .author?: .author
    case .shareSheet?: .shareSheet
    case .deleteAlert?: .deleteAlert
    case .pantry?: .pantry
    case .pantryItemForm?: .pantryItemForm
    case .pantryDeleteAlert?: .pantryDeleteAlert
    case .profile?: .profile
    case .settings?: .settings
    }
  }
}
