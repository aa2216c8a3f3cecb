import HomeFeature
import Navigation
import Services

/// One tab of the signed-in context: a list at its root and recipe details pushed over it,
/// one detail flow per pushed screen. The Recipes and Favourites tabs differ only in their
/// list; both open the same detail flow.
@MainActor
public final class TabCoordinator: FlowCoordinator<Never> {
  /// The list at the root of a tab.
  public enum List {
    /// The Recipes tab's searchable catalogue.
    case recipes(RecipeListViewModel)
    /// The Favourites tab's list.
    case favorites(FavoritesViewModel)
  }

  /// Which tab this is.
  public let tab: AppTab
  /// The list screen's model, alive as long as the tab.
  public let list: List
  /// The detail flows on this tab's stack, bottom first.
  public var detailFlows: [RecipeDetailCoordinator] {
    children.compactMap { $0 as? RecipeDetailCoordinator }
  }

  private let user: User
  private let router: any AppRouter
  private let services: AppServices
  private let onRecipeDeleted: @MainActor (String) -> Void

  /// Creates `tab` for `user`; a deletion confirmed in one of its details is reported up.
  public init(
    tab: AppTab, user: User, router: any AppRouter, services: AppServices,
    onRecipeDeleted: @escaping @MainActor (String) -> Void
  ) {
    self.tab = tab
    self.user = user
    self.router = router
    self.services = services
    self.onRecipeDeleted = onRecipeDeleted
    let cookbook = services.cookbook(of: user)
    switch tab {
    case .recipes: list = .recipes(RecipeListViewModel(catalog: cookbook))
    case .favorites:
      list = .favorites(
        FavoritesViewModel(user: user, catalog: cookbook, favorites: services.favorites))
    }
    super.init()
    switch list {
    case .recipes(let viewModel): viewModel.navigation = self
    case .favorites(let viewModel): viewModel.navigation = self
    }
  }

  /// A trace name that says which tab this is.
  public override var name: String { "TabCoordinator(\(tab.rawValue))" }

  /// The list at the root of the tab.
  public override var screens: [String] {
    switch list {
    case .recipes: ["recipe list"]
    case .favorites: ["favourites list"]
    }
  }

  /// The root this tab shows now.
  public var root: RootDestination {
    switch list {
    case .recipes(let viewModel): .recipes(query: viewModel.query)
    case .favorites: .favorites
    }
  }

  /// The screen model on top of this tab.
  public var visibleScreen: Screen {
    if let top = children.last as? RecipeDetailCoordinator { return top.visibleScreen }
    switch list {
    case .recipes(let viewModel): return .recipeList(viewModel)
    case .favorites(let viewModel): return .favorites(viewModel)
    }
  }

  /// Shows `state`, a state of this tab whose recipes exist, keeping the screens it shares
  /// with what is shown; a presentation waits for its recipe to load.
  public func show(_ state: AppState) async {
    if case .recipes(let viewModel) = list, state.root != router.state.root,
      case .recipes(let query) = state.root
    {
      viewModel.setQuery(query)
      replaceRoot(with: state.root)
    }
    if router.state.presented != nil, router.state.presented != state.presented {
      router.dismiss()
    }
    while !state.stack.starts(with: router.state.stack) { router.pop() }
    for case .recipeDetail(let id) in state.stack.dropFirst(router.state.stack.count) {
      showDetail(id)
    }
    guard let presentation = state.presented, router.state.presented == nil,
      let top = detailFlows.last
    else { return }
    await top.viewModel.loadIfNeeded()
    top.present(presentation)
  }

  /// Stops showing a recipe the user deleted, in whichever tab it happened: the list drops
  /// it and every detail on this tab's stack forgets it.
  public func recipeDeleted(id: String) {
    switch list {
    case .recipes(let viewModel): viewModel.recipeDeleted(id: id)
    case .favorites(let viewModel): viewModel.recipeDeleted(id: id)
    }
    for detail in detailFlows { detail.viewModel.recipeDeleted(id: id) }
  }

  private func replaceRoot(with root: RootDestination) {
    if !router.state.stack.isEmpty { router.popToRoot() }
    router.setRoot(root)
  }

  private func showDetail(_ recipeID: String) {
    let detail = RecipeDetailCoordinator(
      recipeID: recipeID, user: user, router: router, services: services,
      onRelatedRecipeSelected: { [weak self] id in self?.showDetail(id) })
    startChild(detail) { [weak self] outcome in
      guard case .deleted(let id) = outcome, let self else { return }
      decide(
        "deleted(\(id))", from: "RecipeDetailCoordinator", "tell both tabs to stop showing it")
      onRecipeDeleted(id)
    }
  }
}

extension TabCoordinator: RecipeListNavigating {
  /// Pushes the chosen recipe's detail.
  public func recipeSelected(id: String) {
    decide("recipeSelected(\(id))", from: "RecipeListViewModel", "start a detail flow")
    showDetail(id)
  }

  /// Records the filter in the root, so that it is part of the canonical URL.
  public func searchChanged(to query: String) {
    guard router.state.root != .recipes(query: query) else { return }
    decide("searchChanged", from: "RecipeListViewModel", "record the filter in the root")
    replaceRoot(with: .recipes(query: query))
  }
}

extension TabCoordinator: FavoritesNavigating {
  /// Pushes the chosen favourite's detail.
  public func favoriteSelected(id: String) {
    decide("favoriteSelected(\(id))", from: "FavoritesViewModel", "start a detail flow")
    showDetail(id)
  }
}
