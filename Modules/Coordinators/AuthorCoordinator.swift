import DetailFeature
import Navigation
import Services

/// One author pushed on a tab's stack. Reports a chosen recipe to its tab, which owns the
/// stack; ends when its screen leaves the stack.
@MainActor
public final class AuthorCoordinator: FlowCoordinator<Never, AuthorCoordinator.Event>,
  Coordinator
{
  /// What the author screen tells its tab while it goes on.
  public enum Event: Hashable, Sendable {
    /// The user picked one of the author's recipes; the tab decides whether to push it.
    case recipeSelected(id: String)
  }

  /// The author screen's model.
  public let viewModel: AuthorViewModel

  private let stack: BrowseStack

  /// Creates the flow for `authorID`, as seen by `user`, in the order `sorting` says, on
  /// `stack`.
  public init(
    authorID: String, user: User, sorting: RecipeSorting, stack: BrowseStack,
    services: AppServices
  ) {
    self.stack = stack
    viewModel = AuthorViewModel(
      authorID: authorID, catalog: services.cookbook(of: user), sorting: sorting)
    super.init()
    viewModel.navigation = self
  }

  /// A trace name that says which author the flow shows.
  public override var name: String { "AuthorCoordinator(\(viewModel.authorID))" }

  /// The author screen.
  public override var screens: [String] { ["author(\(viewModel.authorID))"] }

  /// The identity of the author's element on the stack, while it is there.
  public var route: RouteID? { routes.first }

  /// Pushes the author screen; when it leaves the stack, the flow ends.
  public func start() {
    if stack.push(.author(id: viewModel.authorID), owner: self) == nil { end() }
  }

  /// The screen of route `id`, if it is this author's.
  public func screen(for id: RouteID) -> Screen? {
    id == route ? .author(viewModel) : nil
  }
}

extension AuthorCoordinator: AuthorNavigating {
  /// Passes the choice up: the tab owns the stack and decides.
  public func authorRecipeSelected(id: String) {
    decide(
      FlowEvent.recipeSelected(id: id), cause: .viewModel("AuthorViewModel"),
      FlowDecision.passToTab)
    report(.recipeSelected(id: id))
  }
}
