import DetailFeature
import Navigation
import Services

/// One recipe detail pushed on a tab's stack, with its share sheet or delete alert as a
/// child. Reports a chosen related recipe to its tab, which owns the stack; finishes with
/// `.deleted` after a confirmed deletion, and ends when its screen leaves the stack.
@MainActor
public final class RecipeDetailCoordinator: FlowCoordinator<
  RecipeDetailCoordinator.Outcome, RecipeDetailCoordinator.Event
>, Coordinator
{
  /// How a detail flow finished.
  public enum Outcome: Hashable, Sendable {
    /// The user deleted the recipe from their cookbook.
    case deleted(id: String)
  }

  /// What the detail tells its tab while it goes on.
  public enum Event: Hashable, Sendable {
    /// The user picked a related recipe; the tab decides whether to push it.
    case relatedRecipeSelected(id: String)
    /// The user asked for the recipe's author; the tab decides whether to push them.
    case authorSelected(id: String)
  }

  /// The flow presented over the detail, kept in a typed place.
  public enum Presented {
    /// The share sheet.
    case share(ShareSheetCoordinator)
    /// The delete confirmation.
    case delete(DeleteAlertCoordinator)
  }

  /// The detail screen's model.
  public let viewModel: RecipeDetailViewModel
  /// The sheet or alert flow presented over the detail, if any.
  public private(set) var presented: Presented?

  private let user: User
  private let router: any AppRouter
  private let services: AppServices

  /// Creates the flow for `recipeID`, as seen by `user`.
  public init(recipeID: String, user: User, router: any AppRouter, services: AppServices) {
    self.user = user
    self.router = router
    self.services = services
    viewModel = RecipeDetailViewModel(
      recipeID: recipeID, user: user, catalog: services.cookbook(of: user),
      favorites: services.favorites)
    super.init()
    viewModel.navigation = self
  }

  /// A trace name that says which recipe the flow shows.
  public override var name: String { "RecipeDetailCoordinator(\(viewModel.recipeID))" }

  /// The detail screen.
  public override var screens: [String] { ["recipeDetail(\(viewModel.recipeID))"] }

  /// The identity of the detail's element on the stack, while it is there.
  public var route: RouteID? { routes.first }

  /// Pushes the detail screen; when it leaves the stack, the flow ends.
  public func start() {
    router.push(.recipeDetail(id: viewModel.recipeID), owner: self)
  }

  /// The screen of route `id`: the detail, or the sheet or alert over it.
  public func screen(for id: RouteID) -> Screen? {
    if id == route { return .recipeDetail(viewModel) }
    switch presented {
    case .share(let sheet): return sheet.screen(for: id)
    case .delete(let alert): return alert.screen(for: id)
    case nil: return nil
    }
  }

  /// Presents `presentation` over the detail for `cause`; the recipe must be loaded.
  public func present(_ presentation: PresentedDestination, cause: TraceCause) {
    switch presentation {
    case .shareSheet: startShareSheet(cause: cause)
    case .deleteAlert: startDeleteAlert(cause: cause)
    case .pantryItemForm, .pantryDeleteAlert: break
    }
  }

  /// Lets go of the presented flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    switch presented {
    case .share(let sheet) where sheet === child: presented = nil
    case .delete(let alert) where alert === child: presented = nil
    default: break
    }
  }

  /// The view model's request when it caused the presentation, else the presentation asked
  /// for by a link or a restore.
  private func event(
    _ request: FlowEvent, or presentation: PresentedDestination, _ cause: TraceCause
  ) -> FlowEvent {
    if case .viewModel = cause { request } else { .presentationRequested(presentation) }
  }

  private var loadedRecipe: Recipe? {
    if case .loaded(let recipe, _) = viewModel.content { recipe } else { nil }
  }

  private func startShareSheet(cause: TraceCause) {
    guard let recipe = loadedRecipe else { return }
    decide(
      event(.shareRequested, or: .shareSheet, cause), cause: cause, FlowDecision.startShareSheet)
    let link = AppState(root: .recipes(query: ""), stack: [.recipeDetail(id: recipe.id)])
    let sheet = ShareSheetCoordinator(
      recipe: recipe, link: link.canonicalURL, router: router, services: services)
    presented = .share(sheet)
    startChild(
      sheet,
      onFinish: { [weak self] outcome in
        self?.viewModel.shareEnded(with: outcome)
      })
  }

  private func startDeleteAlert(cause: TraceCause) {
    guard let recipe = loadedRecipe else { return }
    decide(
      event(.deleteRequested, or: .deleteAlert, cause), cause: cause, FlowDecision.startDeleteAlert)
    let alert = DeleteAlertCoordinator(
      recipe: recipe, user: user, router: router, services: services)
    presented = .delete(alert)
    let source = TraceCause.child(alert.name)
    startChild(
      alert,
      onFinish: { [weak self] outcome in
        guard let self, outcome == .deleted else { return }
        decide(FlowEvent.deletionConfirmed, cause: source, FlowDecision.finishDetailAsDeleted)
        await finish(with: .deleted(id: recipe.id))
      })
  }
}

extension RecipeDetailCoordinator: RecipeDetailNavigating {
  /// Passes the choice up: the tab owns the stack and decides.
  public func relatedRecipeSelected(id: String) {
    decide(
      FlowEvent.relatedRecipeSelected(id: id), cause: .viewModel("RecipeDetailViewModel"),
      FlowDecision.passToTab)
    report(.relatedRecipeSelected(id: id))
  }

  /// Passes the choice up: the tab owns the stack and decides.
  public func authorSelected(id: String) {
    decide(
      FlowEvent.authorSelected(id: id), cause: .viewModel("RecipeDetailViewModel"),
      FlowDecision.passToTab)
    report(.authorSelected(id: id))
  }

  /// Presents the share sheet; its exit comes back as a notice on the detail.
  public func shareRequested() {
    startShareSheet(cause: .viewModel("RecipeDetailViewModel"))
  }

  /// Presents the delete alert; "yes" finishes this flow with `.deleted`.
  public func deleteRequested() {
    startDeleteAlert(cause: .viewModel("RecipeDetailViewModel"))
  }
}
