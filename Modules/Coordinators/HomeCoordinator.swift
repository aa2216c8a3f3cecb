import HomeFeature
import Navigation
import Services

/// The signed-in flow: the recipe list as root, with recipe details pushed over it, each
/// detail able to lead to another. Finishes with `.signedOut` when the user signs out.
@MainActor
public final class HomeCoordinator: FlowCoordinator<HomeCoordinator.Outcome> {
  /// How the signed-in flow ended.
  public enum Outcome: Hashable, Sendable {
    case signedOut
  }

  /// The session the flow runs under.
  public let session: Session
  /// The recipe list's model, alive as long as the flow.
  public let listViewModel: RecipeListViewModel
  /// The detail flows on the stack, bottom first: one per pushed detail screen.
  public var detailFlows: [RecipeDetailCoordinator] {
    children.compactMap { $0 as? RecipeDetailCoordinator }
  }

  private let router: any Router<AppRoute>
  private let services: AppServices

  /// Creates the flow for `session`.
  public init(session: Session, router: any Router<AppRoute>, services: AppServices) {
    self.session = session
    self.router = router
    self.services = services
    listViewModel = RecipeListViewModel(catalog: services.catalog)
    super.init()
    listViewModel.navigation = self
  }

  /// Shows the recipe list as the new root.
  public override func start() {
    router.setRoot(.recipeList(query: listViewModel.query))
  }

  /// Shows `state`, a signed-in state whose recipes exist, keeping the screens it shares
  /// with the current state.
  public func show(_ state: NavigationState<AppRoute>) {
    if case .recipeList(let query) = state.root, router.state.root != state.root {
      listViewModel.setQuery(query)
      replaceRoot(with: state.root)
    }
    while !state.stack.starts(with: router.state.stack) {
      router.pop()
    }
    for case .recipeDetail(let id) in state.stack.dropFirst(router.state.stack.count) {
      showDetail(id)
    }
  }

  /// The screen model behind the top of the router's stack.
  public var visibleScreen: Screen {
    detailFlows.last.map { .recipeDetail($0.viewModel) } ?? .recipeList(listViewModel)
  }

  private func replaceRoot(with root: AppRoute) {
    if !router.state.stack.isEmpty { router.popToRoot() }
    router.setRoot(root)
  }

  private func showDetail(_ recipeID: String) {
    let detail = RecipeDetailCoordinator(
      recipeID: recipeID, session: session, router: router, services: services,
      onRelatedRecipeSelected: { [weak self] id in self?.showDetail(id) })
    startChild(detail) { _ in }
  }
}

extension HomeCoordinator: RecipeListNavigating {
  /// Pushes the chosen recipe's detail.
  public func recipeSelected(id: String) {
    showDetail(id)
  }

  /// Records the filter in the root route, so that it is part of the canonical URL.
  public func searchChanged(to query: String) {
    guard router.state.root != .recipeList(query: query) else { return }
    replaceRoot(with: .recipeList(query: query))
  }

  /// Ends the signed-in flow.
  public func signOutRequested() {
    finish(with: .signedOut)
  }
}
