import HomeFeature
import Navigation
import Services

/// One browsing tab of the signed-in context, Recipes or Favourites: a list at its root, and
/// recipes and authors pushed over it on the tab's own stack, one flow per pushed screen,
/// kept bottom first. Both tabs open the same detail and author flows, recursively; each
/// pushes only onto the stack it was given.
///
/// The tab owns the deletion of a recipe: the alert only reports the user's "yes", and the
/// tab deletes, then every screen of that recipe leaves, so a deletion cannot be saved and
/// then lost because the alert went away meanwhile.
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
    /// A recipe could not be deleted, for the reason given.
    case deletionFailed(reason: String)
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

  /// Which tab this is.
  public let tab: AppTab
  /// The list screen's model, alive as long as the tab.
  public let list: List
  /// The flows on this tab's stack, bottom first.
  public private(set) var flows: [StackFlow] = []

  /// The recipe detail flows on this tab's stack, bottom first.
  public var details: [RecipeDetailCoordinator] {
    flows.compactMap { if case .recipe(let flow) = $0 { flow } else { nil } }
  }

  private let user: User
  private let sorting: RecipeSorting
  private let stack: BrowseStack
  private let router: AppRouter
  private let services: AppServices

  /// Creates the Recipes or Favourites `tab` for `user`, pushing onto `stack`, its lists in
  /// the order `sorting` says; `router` keeps the Recipes tab's search.
  public init(
    tab: AppTab, user: User, sorting: RecipeSorting, stack: BrowseStack, router: AppRouter,
    services: AppServices
  ) {
    self.tab = tab
    self.user = user
    self.sorting = sorting
    self.stack = stack
    self.router = router
    self.services = services
    let cookbook = services.cookbook(of: user)
    if tab == .favorites {
      list = .favorites(
        FavoritesViewModel(
          user: user, catalog: cookbook, favorites: services.favorites, sorting: sorting))
    } else {
      list = .recipes(RecipeListViewModel(catalog: cookbook, sorting: sorting))
    }
    super.init()
    switch list {
    case .recipes(let viewModel): viewModel.navigation = self
    case .favorites(let viewModel): viewModel.navigation = self
    }
  }

  /// A trace name that says which tab this is.
  public override var name: String { "TabCoordinator(\(tab.name))" }

  /// The tab's own stack.
  public override var stackName: String? { stack.name }

  /// The list at the root of the tab.
  public override var screens: [String] {
    switch list {
    case .recipes: ["recipe list"]
    case .favorites: ["favourites list"]
    }
  }

  /// The tab's list is its stack's root; nothing is pushed at the start.
  public func start() {}

  /// The list screen at the root of the tab.
  public var rootScreen: Screen {
    switch list {
    case .recipes(let viewModel): .recipeList(viewModel)
    case .favorites(let viewModel): .favorites(viewModel)
    }
  }

  /// The screen of route `id`, if one of this tab's flows owns it.
  public func screen(for id: RouteID) -> Screen? {
    for flow in flows.reversed() {
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
  /// with what is shown. A presentation waits for its recipe to load, as work of that
  /// recipe's screen: it goes if the screen leaves, and is refused if the screen is no longer
  /// on top or on screen.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    let target: [BrowseDestination]
    let presented: RecipePresentation?
    switch state.place {
    case .recipes(let query, let stack, let presentation) where tab == .recipes:
      if case .recipes(let viewModel) = list, query != router.search {
        viewModel.setQuery(query)
        router.setSearch(query)
      }
      (target, presented) = (stack, presentation)
    case .favorites(let stack, let presentation) where tab == .favorites:
      (target, presented) = (stack, presentation)
    default:
      return .refused(.superseded)
    }
    if let shown = stack.presented, shown.destination != presented { stack.dismiss() }
    let shared = zip(stack.path.map { $0.destination }, target).prefix { $0 == $1 }.count
    if shared < stack.path.count { stack.keep(Array(stack.pathIDs.prefix(shared))) }
    for element in target.dropFirst(shared) {
      guard stack.path.count < Self.limit else {
        report(.stackFull(limit: Self.limit))
        return .refused(.stackTooDeep(limit: Self.limit))
      }
      guard show(element, cause: cause) else { return .refused(.superseded) }
    }
    guard let presented, stack.presented == nil, case .recipe(let top)? = flows.last,
      let route = top.route,
      let presenting = top.perform(
        for: route, { await top.presentWhenLoaded(presented, cause: cause) })
    else { return .opened }
    return await presenting.value ? .opened : .refused(.superseded)
  }

  /// Stops showing a recipe the user deleted, in whichever tab it happened: the list drops
  /// it, every screen of it leaves this tab's stack in one step, and the screens that stay
  /// forget it.
  public func recipeDeleted(id: String) {
    switch list {
    case .recipes(let viewModel): viewModel.recipeDeleted(id: id)
    case .favorites(let viewModel): viewModel.recipeDeleted(id: id)
    }
    let leaving = Set(details.filter { $0.viewModel.recipeID == id }.compactMap(\.route))
    if !leaving.isEmpty { stack.keep(stack.pathIDs.filter { !leaving.contains($0) }) }
    for flow in flows {
      switch flow {
      case .recipe(let detail): detail.viewModel.recipeDeleted(id: id)
      case .author(let author): author.viewModel.recipeDeleted(id: id)
      }
    }
  }

  /// Lets go of a stack flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    if let index = flows.lastIndex(where: { $0.node === child }) { flows.remove(at: index) }
  }

  private static let limit = AppState.maximumStackDepth

  private func show(_ element: BrowseDestination, cause: TraceCause) -> Bool {
    switch element {
    case .recipeDetail(let id): showDetail(id, cause: cause)
    case .author(let id): showAuthor(id, cause: cause)
    }
  }

  private func hasRoom(for event: FlowEvent, cause: TraceCause) -> Bool {
    guard stack.path.count >= Self.limit else { return true }
    decide(event, cause: cause, FlowDecision.refuseFullStack)
    report(.stackFull(limit: Self.limit))
    return false
  }

  @discardableResult
  private func showAuthor(_ authorID: String, cause: TraceCause) -> Bool {
    let event = FlowEvent.authorSelected(id: authorID)
    guard mayAct, hasRoom(for: event, cause: cause) else { return false }
    decide(event, cause: cause, FlowDecision.startAuthorFlow)
    let author = AuthorCoordinator(
      authorID: authorID, user: user, sorting: sorting, stack: stack, services: services)
    let source = TraceCause.child(author.name)
    let started = startChild(
      author,
      onEvent: { [weak self] event in
        switch event {
        case .recipeSelected(let id): self?.showDetail(id, cause: source)
        }
      })
    if started { flows.append(.author(author)) }
    return started
  }

  @discardableResult
  private func showDetail(_ recipeID: String, cause: TraceCause) -> Bool {
    let event = FlowEvent.recipeSelected(id: recipeID)
    guard mayAct, hasRoom(for: event, cause: cause) else { return false }
    decide(event, cause: cause, FlowDecision.startDetailFlow)
    let detail = RecipeDetailCoordinator(
      recipeID: recipeID, user: user, stack: stack, services: services)
    let source = TraceCause.child(detail.name)
    let started = startChild(
      detail,
      onEvent: { [weak self] event in
        switch event {
        case .relatedRecipeSelected(let id): self?.showDetail(id, cause: source)
        case .authorSelected(let id): self?.showAuthor(id, cause: source)
        case .deletionConfirmed(let id): self?.delete(id, cause: source)
        }
      })
    if started { flows.append(.recipe(detail)) }
    return started
  }

  /// Deletes the recipe as this tab's own work, which no screen's leaving cancels; then every
  /// screen of it leaves, its alert with it. A failure is told to its alert, or else as a
  /// notice.
  private func delete(_ recipeID: String, cause: TraceCause) {
    decide(
      FlowEvent.deletionConfirmed, cause: cause, FlowDecision.deleteThenRemoveEveryScreenOfIt)
    perform { [weak self] in
      guard let self else { return }
      do throws(ServiceError) {
        try await services.deletions.markDeleted(recipeID: recipeID, for: user)
      } catch {
        let alerts = details.filter { $0.viewModel.recipeID == recipeID }
        let told = alerts.map { $0.deletionFailed(reason: error.message) }.contains(true)
        if !told { report(.deletionFailed(reason: error.message)) }
        return
      }
      decide(FlowEvent.recipeDeleted(id: recipeID), cause: cause, FlowDecision.tellEveryTab)
      report(.recipeDeleted(id: recipeID))
    }
  }
}

extension TabCoordinator: RecipeListNavigating {
  /// Pushes the chosen recipe's detail.
  public func recipeSelected(id: String) {
    showDetail(id, cause: .viewModel("RecipeListViewModel"))
  }

  /// Records the filter in the root, so that it is part of the canonical URL.
  public func searchChanged(to query: String) {
    guard mayAct, router.search != query else { return }
    decide(
      FlowEvent.searchChanged(query: query), cause: .viewModel("RecipeListViewModel"),
      FlowDecision.recordFilterInRoot)
    router.setSearch(query)
  }
}

extension TabCoordinator: FavoritesNavigating {
  /// Pushes the chosen favourite's detail.
  public func favoriteSelected(id: String) {
    showDetail(id, cause: .viewModel("FavoritesViewModel"))
  }
}
