import DetailFeature
import Navigation
import Services

/// One recipe detail pushed on a tab's stack, with its share sheet and delete alert as
/// children. Finishes with `.deleted` after a confirmed deletion, or `.closed` when its
/// screen is popped, by the user's "back" or by the app.
@MainActor
public final class RecipeDetailCoordinator: FlowCoordinator<RecipeDetailCoordinator.Outcome> {
  /// How a detail flow ended.
  public enum Outcome: Hashable, Sendable {
    /// The detail was popped.
    case closed
    /// The user deleted the recipe from their cookbook.
    case deleted(id: String)
  }

  /// The detail screen's model.
  public let viewModel: RecipeDetailViewModel
  /// The sheet or alert flow presented over the detail, if any.
  public var presentedFlow: (any CoordinatorNode)? { children.last }

  private let user: User
  private let router: any AppRouter
  private let services: AppServices
  private let onRelatedRecipeSelected: @MainActor (String) -> Void

  /// Creates the flow for `recipeID`; choosing a related recipe is reported to the parent.
  public init(
    recipeID: String, user: User, router: any AppRouter, services: AppServices,
    onRelatedRecipeSelected: @escaping @MainActor (String) -> Void
  ) {
    self.user = user
    self.router = router
    self.services = services
    self.onRelatedRecipeSelected = onRelatedRecipeSelected
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

  /// Pushes the detail screen; its removal finishes the flow.
  public override func start() {
    router.push(.recipeDetail(id: viewModel.recipeID)) { [weak self] in
      self?.finish(with: .closed)
    }
  }

  /// Presents `presentation` over the detail, as a link asks; the recipe must be loaded.
  public func present(_ presentation: PresentedDestination) {
    switch presentation {
    case .shareSheet: shareRequested()
    case .deleteAlert: deleteRequested()
    }
  }

  /// The screen model on top: the presented sheet or alert, else the detail.
  public var visibleScreen: Screen {
    switch presentedFlow {
    case let share as ShareSheetCoordinator: .shareSheet(share.viewModel)
    case let alert as DeleteAlertCoordinator: .deleteAlert(alert.viewModel)
    default: .recipeDetail(viewModel)
    }
  }

  private var loadedRecipe: Recipe? {
    if case .loaded(let recipe, _) = viewModel.content { recipe } else { nil }
  }
}

extension RecipeDetailCoordinator: RecipeDetailNavigating {
  /// Passes the choice up: the tab owns the stack and decides.
  public func relatedRecipeSelected(id: String) {
    decide(
      "relatedRecipeSelected(\(id))", from: "RecipeDetailViewModel",
      "pass it to the tab, which owns the stack")
    onRelatedRecipeSelected(id)
  }

  /// Presents the share sheet; its exit comes back as a notice on the detail.
  public func shareRequested() {
    guard let recipe = loadedRecipe else { return }
    decide("shareRequested", from: "RecipeDetailViewModel", "start a share-sheet flow")
    let link = AppState(root: .recipes(query: ""), stack: [.recipeDetail(id: recipe.id)])
    let sheet = ShareSheetCoordinator(
      recipe: recipe, link: link.canonicalURL, router: router, services: services)
    startChild(sheet) { [weak self] outcome in
      switch outcome {
      case .linkShown(let url): self?.viewModel.show(notice: "Link: \(url)")
      case .exported(let path): self?.viewModel.show(notice: "Exported to \(path).")
      case .cancelled: break
      }
    }
  }

  /// Presents the delete alert; "yes" ends this flow with `.deleted` and pops the detail.
  public func deleteRequested() {
    guard let recipe = loadedRecipe else { return }
    decide("deleteRequested", from: "RecipeDetailViewModel", "start a delete-alert flow")
    let alert = DeleteAlertCoordinator(
      recipe: recipe, user: user, router: router, services: services)
    startChild(alert) { [weak self] outcome in
      guard let self, outcome == .deleted else { return }
      decide(
        "deleted", from: "DeleteAlertCoordinator", "finish with .deleted and pop the detail")
      finish(with: .deleted(id: recipe.id))
      router.pop()
    }
  }
}
