import DetailFeature
import Foundation
import HomeFeature
import Links
import Navigation
import Services

/// One browsing tab, Recipes or Favourites: a list at its root, and recipes and authors pushed
/// over it on the tab's own stack, each with its model, recursively. The tab is every screen's
/// navigation: it decides each push, presents the share sheet and the delete confirmation over
/// a recipe, and performs what they ask (the export, the deletion), so that nothing done is
/// lost because a sheet went away meanwhile.
@MainActor
public final class TabCoordinator: FlowCoordinator<Never, TabEvent>, TabFlow {
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
  /// The tab's own stack.
  public let stack: BrowseStack

  private let user: User
  private let listing: RecipeListing
  private let router: AppRouter
  private let services: AppServices

  /// Creates the Recipes or Favourites tab of `context`, with a stack of its own.
  public init(_ context: TabContext) {
    (tab, user, listing) = (context.tab, context.session.user, context.listing)
    (router, services) = (context.router, context.services)
    stack = context.makeStack()
    let cookbook = services.cookbook(of: user)
    list =
      tab == .favorites
      ? .favorites(
        FavoritesViewModel(
          user: user, catalog: cookbook, favorites: services.favorites, listing: listing))
      : .recipes(RecipeListViewModel(catalog: cookbook, listing: listing))
    super.init()
    switch list {
    case .recipes(let viewModel): viewModel.navigation = self
    case .favorites(let viewModel): viewModel.navigation = self
    }
  }

  /// Only the Recipes tab's links carry a search.
  public nonisolated static func takesSearch(on tab: AppTab) -> Bool { tab == .recipes }

  /// A trace name that says which tab this is.
  public override var name: String { "TabCoordinator(\(tab.name))" }

  /// The list is the stack's root; nothing is pushed at the start.
  public func start() {}

  /// The list at the root of the tab.
  public var rootScreen: any ScreenModel {
    switch list {
    case .recipes(let viewModel): viewModel
    case .favorites(let viewModel): viewModel
    }
  }

  /// Shows `state`, a state of this tab whose recipes exist, keeping the screens it shares with
  /// what is shown. A presentation waits for its recipe to load, as work of that recipe's
  /// screen: it goes if the screen leaves, and is refused if the screen is no longer on top.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    guard state.tab == tab else { return .refused(.superseded) }
    if case .recipes(let viewModel) = list, state.search != router.search {
      viewModel.setQuery(state.search)
      router.setSearch(state.search)
    }
    let (target, presented) = target(of: state)
    guard match(target, presenting: presented, cause: cause) else {
      let full = stack.path.count >= AppState.maximumStackDepth || !fitsInALink(target)
      return .refused(full ? .stackTooDeep(limit: AppState.maximumStackDepth) : .superseded)
    }
    guard let presented, stack.presented == nil, let top = stack.path.last,
      let detail = stack.model(of: top.id, as: RecipeDetailViewModel.self)
    else { return .opened }
    let presenting = perform(for: top.id) { [weak self] in
      await detail.loadIfNeeded()
      return self?.present(presented, on: detail, cause: cause) ?? false
    }
    return await presenting?.value == true ? .opened : .refused(.superseded)
  }

  /// The first recipe or author of `state` the user's cookbook does not have.
  public func firstMissingScreen(in state: AppState) async -> (index: Int, refusal: LinkRefusal)? {
    let cookbook = services.cookbook(of: user)
    for (index, element) in target(of: state).path.enumerated() {
      do {
        switch element {
        case .recipeDetail(let id):
          if try await cookbook.recipe(id: id) == nil { return (index, .missingRecipe(id: id)) }
        case .author(let id):
          if try await cookbook.author(id: id) == nil { return (index, .missingAuthor(id: id)) }
        }
      } catch {
        return (index, .recipeUnavailable(id: "\(element)", reason: error.message))
      }
    }
    return nil
  }

  /// Every screen of the deleted recipe leaves this tab's stack, with whatever was opened
  /// over it; the lists drop it through the shared listing.
  public func recipeDeleted(_ id: String) {
    if let first = stack.path.first(where: { $0.destination == .recipeDetail(id: id) }) {
      stack.remove(first.id)
    }
  }

  /// The model of each screen of a browsing stack.
  public func model(for destination: BrowseDestination) -> AnyObject {
    let cookbook = services.cookbook(of: user)
    switch destination {
    case .recipeDetail(let id):
      let detail = RecipeDetailViewModel(
        recipeID: id, user: user, catalog: cookbook, favorites: services.favorites,
        listing: listing)
      detail.navigation = self
      return detail
    case .author(let id):
      let author = AuthorViewModel(authorID: id, catalog: cookbook, listing: listing)
      author.navigation = self
      return author
    }
  }

  /// Opens `destination` over the screen whose model is `requester`, if the state it leads to
  /// still has a link; a full stack is told as a notice.
  private func navigate(
    to destination: BrowseDestination, from requester: AnyObject?, cause: TraceCause
  ) {
    let full = AppState.maximumStackDepth
    guard fitsInALink(stack.path.map(\.destination) + [destination]),
      push(destination, from: requester, cause: cause) || stack.path.count < full
    else { return report(.notice(.stackFull(limit: full))) }
  }

  /// Whether a state of this tab with `path`, and the longest modal over it, still has a link
  /// that opens it, so that every state the app reaches can be restored.
  private func fitsInALink(_ path: [BrowseDestination]) -> Bool {
    let state = AppState(
      tab: tab, segments: path.map(\.segment),
      search: Self.takesSearch(on: tab) ? router.search : "", modal: .signIn)
    return state.canonicalURL.utf8.count <= DeepLink.maximumLength
  }

  @discardableResult
  private func present(
    _ presentation: RecipePresentation, on detail: RecipeDetailViewModel, cause: TraceCause
  ) -> Bool {
    guard case .loaded(let recipe, _) = detail.content else { return false }
    decide(presentation, cause: cause, Decision.present)
    switch presentation {
    case .shareSheet:
      let link = AppState.recipes([.recipeDetail(id: recipe.id)]).canonicalURL
      let sheet = ShareRecipeViewModel(recipe: recipe, link: link)
      sheet.navigation = self
      return stack.present(.shareSheet, from: detail, model: sheet, owner: self) != nil
    case .deleteAlert:
      let question = ConfirmationAlert(.deleteRecipe(recipe), on: stack) { [weak self] in
        self?.delete(recipe.id, cause: .user)
      }
      return stack.present(.deleteAlert, from: detail, model: question, owner: self) != nil
    }
  }

  /// Deletes the recipe as this tab's own work, which no screen's leaving cancels; then every
  /// tab drops its screens. A failure is told as a notice.
  private func delete(_ recipeID: String, cause: TraceCause) {
    decide("deletionConfirmed(\(recipeID))", cause: cause, Decision.deleteThenRemoveItsScreens)
    perform { [weak self] in
      guard let self else { return }
      do throws(ServiceError) {
        try await services.deletions.markDeleted(recipeID: recipeID, for: user)
        report(.recipeDeleted(id: recipeID))
      } catch {
        report(.notice(.deletionFailed(reason: error.message)))
      }
    }
  }

  /// The recipe screen under the share sheet `sheet`, and the sheet's route.
  private func detail(under sheet: ShareRecipeViewModel) -> (RecipeDetailViewModel, RouteID)? {
    guard let route = stack.presentedID, stack.model(of: route) === sheet,
      let top = stack.path.last,
      let detail = stack.model(of: top.id, as: RecipeDetailViewModel.self)
    else { return nil }
    return (detail, route)
  }
}

extension TabCoordinator: RecipeListNavigating, FavoritesNavigating {
  /// Pushes the chosen recipe's detail.
  public func recipeSelected(id: String) {
    navigate(to: .recipeDetail(id: id), from: nil, cause: .viewModel(RecipeListViewModel.self))
  }

  /// Pushes the chosen favourite's detail.
  public func favoriteSelected(id: String) {
    navigate(to: .recipeDetail(id: id), from: nil, cause: .viewModel(FavoritesViewModel.self))
  }

  /// Records the filter in the root, so that it is part of the canonical URL.
  public func searchChanged(to query: String) {
    guard !isFinished else { return }
    router.setSearch(query)
  }
}

extension TabCoordinator: RecipeDetailNavigating, AuthorNavigating {
  /// Pushes the related recipe over the detail that asked.
  public func relatedRecipeSelected(id: String, on detail: RecipeDetailViewModel) {
    navigate(to: .recipeDetail(id: id), from: detail, cause: .viewModel(RecipeDetailViewModel.self))
  }

  /// Pushes the author over the detail that asked.
  public func authorSelected(id: String, on detail: RecipeDetailViewModel) {
    navigate(to: .author(id: id), from: detail, cause: .viewModel(RecipeDetailViewModel.self))
  }

  /// Presents the share sheet over the detail.
  public func shareRequested(on detail: RecipeDetailViewModel) {
    present(.shareSheet, on: detail, cause: .viewModel(RecipeDetailViewModel.self))
  }

  /// Asks before deleting the recipe.
  public func deleteRequested(on detail: RecipeDetailViewModel) {
    present(.deleteAlert, on: detail, cause: .viewModel(RecipeDetailViewModel.self))
  }

  /// Pushes the author's recipe over the author that asked.
  public func authorRecipeSelected(id: String, on author: AuthorViewModel) {
    navigate(to: .recipeDetail(id: id), from: author, cause: .viewModel(AuthorViewModel.self))
  }
}

extension TabCoordinator: ShareRecipeNavigating {
  /// The sheet closes and the recipe shows what it did.
  public func shareEnded(with outcome: ShareOutcome, on sheet: ShareRecipeViewModel) {
    guard let (detail, route) = detail(under: sheet) else { return }
    stack.remove(route)
    detail.shareEnded(with: outcome)
  }

  /// Exports as work of the recipe's screen; then the sheet closes and the recipe says where
  /// the file went, or the sheet, if still shown, says why it failed.
  public func exportRequested(to destination: URL, on sheet: ShareRecipeViewModel) {
    guard let (detail, _) = detail(under: sheet), let top = stack.path.last else { return }
    decide(
      "exportRequested", cause: .viewModel(ShareRecipeViewModel.self), Decision.exportThenClose)
    let document = RecipeMarkdown.document(for: sheet.recipe)
    perform(for: top.id) { [weak self, exporter = services.exporter] in
      do throws(ServiceError) {
        try await exporter.export(document, to: destination)
      } catch {
        sheet.exportFailed(reason: error.message)
        return
      }
      if let route = self?.stack.route(showing: sheet) { self?.stack.remove(route) }
      detail.shareEnded(with: .exported(to: destination))
    }
  }
}
