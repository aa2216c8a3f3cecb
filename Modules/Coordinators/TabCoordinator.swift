import HomeFeature
import Navigation
import Services

/// One tab of the signed-in context: a list at its root, and recipes and authors pushed over
/// it, one flow per pushed screen, kept bottom first. The Recipes and Favourites tabs differ
/// only in their list; both open the same detail and author flows, recursively.
@MainActor
public final class TabCoordinator: FlowCoordinator<Never, TabCoordinator.Event>, Coordinator {
  /// The list at the root of a tab.
  public enum List {
    /// The Recipes tab's searchable catalogue.
    case recipes(RecipeListViewModel)
    /// The Favourites tab's list.
    case favorites(FavoritesViewModel)
  }

  /// What a tab tells the signed-in flow while it goes on.
  public enum Event: Hashable, Sendable {
    /// The user deleted a recipe from their cookbook in one of this tab's details.
    case recipeDeleted(id: String)
    /// A screen was not pushed because the stack is full.
    case stackFull(limit: Int)
  }

  /// A flow on the tab's stack, kept in a typed place.
  public enum StackFlow {
    /// A recipe's detail.
    case recipe(RecipeDetailCoordinator)
    /// An author.
    case author(AuthorCoordinator)

    fileprivate var node: any CoordinatorNode {
      switch self {
      case .recipe(let flow): flow
      case .author(let flow): flow
      }
    }
  }

  /// Which list a tab shows at its root.
  public enum Kind: Hashable, Sendable {
    /// The searchable catalogue.
    case recipes
    /// The user's favourites.
    case favorites
  }

  /// Which tab this is.
  public let tab: AppTab
  /// The list screen's model, alive as long as the tab.
  public let list: List
  /// The flows on this tab's stack, bottom first.
  public private(set) var stack: [StackFlow] = []

  /// The recipe detail flows on this tab's stack, bottom first.
  public var details: [RecipeDetailCoordinator] {
    stack.compactMap { if case .recipe(let flow) = $0 { flow } else { nil } }
  }

  private let user: User
  private let sorting: RecipeSorting
  private let router: any AppRouter
  private let services: AppServices

  /// Creates the `kind` tab for `user`, its lists in the order `sorting` says.
  public init(
    kind: Kind, user: User, sorting: RecipeSorting, router: any AppRouter, services: AppServices
  ) {
    tab = kind == .recipes ? .recipes : .favorites
    self.user = user
    self.sorting = sorting
    self.router = router
    self.services = services
    let cookbook = services.cookbook(of: user)
    switch kind {
    case .recipes: list = .recipes(RecipeListViewModel(catalog: cookbook, sorting: sorting))
    case .favorites:
      list = .favorites(
        FavoritesViewModel(
          user: user, catalog: cookbook, favorites: services.favorites, sorting: sorting))
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

  /// The tab's list is the root the signed-in flow shows; nothing is pushed at the start.
  public func start() {}

  /// The root this tab shows now.
  public var root: RootDestination {
    switch list {
    case .recipes(let viewModel): .recipes(query: viewModel.query)
    case .favorites: .favorites
    }
  }

  /// The list screen at the root of the tab.
  public var rootScreen: Screen {
    switch list {
    case .recipes(let viewModel): .recipeList(viewModel)
    case .favorites(let viewModel): .favorites(viewModel)
    }
  }

  /// The screen of route `id`, if one of this tab's flows owns it.
  public func screen(for id: RouteID) -> Screen? {
    for flow in stack.reversed() {
      let screen =
        switch flow {
        case .recipe(let detail): detail.screen(for: id)
        case .author(let author): author.screen(for: id)
        }
      if let screen { return screen }
    }
    return nil
  }

  /// Shows `state`, a state of this tab whose recipes exist, keeping the screens it shares
  /// with what is shown. A presentation waits for its recipe to load; after that wait it is
  /// shown only while the attempt is still wanted, which nothing else having moved implies.
  public func show(_ state: AppState, cause: TraceCause, attempt: LinkAttempt) async -> LinkOutcome
  {
    if case .recipes(let viewModel) = list, state.root != router.state.root,
      case .recipes(let query) = state.root
    {
      viewModel.setQuery(query)
      router.setRoot(state.root)
    }
    if router.presentation != nil, router.state.presented != state.presented {
      router.dismiss()
    }
    let shared = zip(router.state.stack, state.stack).prefix { $0 == $1 }.count
    if shared < router.path.count { router.setPath(Array(router.path[..<shared])) }
    for element in state.stack.dropFirst(shared) {
      guard show(element, cause: cause) else {
        return .refused(.stackTooDeep(limit: Self.limit))
      }
    }
    guard let presentation = state.presented, router.presentation == nil,
      case .recipe(let top)? = stack.last
    else { return .opened }
    attempt.willWait()
    await top.viewModel.loadIfNeeded()
    guard attempt.stillWanted, !top.isFinished, router.path.last?.id == top.route else {
      return .refused(.superseded)
    }
    top.present(presentation, cause: cause)
    return .opened
  }

  /// Stops showing a recipe the user deleted, in whichever tab it happened: the list drops
  /// it and every detail on this tab's stack forgets it.
  public func recipeDeleted(id: String) {
    switch list {
    case .recipes(let viewModel): viewModel.recipeDeleted(id: id)
    case .favorites(let viewModel): viewModel.recipeDeleted(id: id)
    }
    for flow in stack {
      switch flow {
      case .recipe(let detail): detail.viewModel.recipeDeleted(id: id)
      case .author(let author): author.viewModel.recipeDeleted(id: id)
      }
    }
  }

  /// Lets go of a stack flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    if let index = stack.lastIndex(where: { $0.node === child }) { stack.remove(at: index) }
  }

  private static let limit = AppDestinations.maximumStackDepth

  private func show(_ element: StackDestination, cause: TraceCause) -> Bool {
    switch element {
    case .recipeDetail(let id): showDetail(id, cause: cause)
    case .author(let id): showAuthor(id, cause: cause)
    case .forgotPassword, .settings: false
    }
  }

  private func hasRoom(for event: FlowEvent, cause: TraceCause) -> Bool {
    guard router.path.count >= Self.limit else { return true }
    decide(event, cause: cause, FlowDecision.refuseFullStack)
    report(.stackFull(limit: Self.limit))
    return false
  }

  @discardableResult
  private func showAuthor(_ authorID: String, cause: TraceCause) -> Bool {
    let event = FlowEvent.authorSelected(id: authorID)
    guard hasRoom(for: event, cause: cause) else { return false }
    decide(event, cause: cause, FlowDecision.startAuthorFlow)
    let author = AuthorCoordinator(
      authorID: authorID, user: user, sorting: sorting, router: router, services: services)
    stack.append(.author(author))
    let source = TraceCause.child(author.name)
    startChild(
      author,
      onEvent: { [weak self] event in
        switch event {
        case .recipeSelected(let id): self?.showDetail(id, cause: source)
        }
      })
    return true
  }

  @discardableResult
  private func showDetail(_ recipeID: String, cause: TraceCause) -> Bool {
    let event = FlowEvent.recipeSelected(id: recipeID)
    guard hasRoom(for: event, cause: cause) else { return false }
    decide(event, cause: cause, FlowDecision.startDetailFlow)
    let detail = RecipeDetailCoordinator(
      recipeID: recipeID, user: user, router: router, services: services)
    stack.append(.recipe(detail))
    let source = TraceCause.child(detail.name)
    startChild(
      detail,
      onEvent: { [weak self] event in
        switch event {
        case .relatedRecipeSelected(let id): self?.showDetail(id, cause: source)
        case .authorSelected(let id): self?.showAuthor(id, cause: source)
        }
      },
      onFinish: { [weak self] outcome in
        guard let self, case .deleted(let id) = outcome else { return }
        decide(FlowEvent.recipeDeleted(id: id), cause: source, FlowDecision.tellEveryTab)
        report(.recipeDeleted(id: id))
      })
    return true
  }
}

extension TabCoordinator: RecipeListNavigating {
  /// Pushes the chosen recipe's detail.
  public func recipeSelected(id: String) {
    showDetail(id, cause: .viewModel("RecipeListViewModel"))
  }

  /// Records the filter in the root, so that it is part of the canonical URL.
  public func searchChanged(to query: String) {
    guard router.state.root != .recipes(query: query) else { return }
    decide(
      FlowEvent.searchChanged(query: query), cause: .viewModel("RecipeListViewModel"),
      FlowDecision.recordFilterInRoot)
    router.setRoot(.recipes(query: query))
  }
}

extension TabCoordinator: FavoritesNavigating {
  /// Pushes the chosen favourite's detail.
  public func favoriteSelected(id: String) {
    showDetail(id, cause: .viewModel("FavoritesViewModel"))
  }
}
