import DetailFeature
import Navigation
import Services

/// One recipe detail pushed on the home stack. Finishes with `.closed` when its screen is
/// popped, by the user's "back" or by the app.
@MainActor
public final class RecipeDetailCoordinator: FlowCoordinator<RecipeDetailCoordinator.Outcome> {
  /// How a detail flow ended.
  public enum Outcome: Hashable, Sendable {
    case closed
  }

  /// The detail screen's model.
  public let viewModel: RecipeDetailViewModel

  private let router: any Router<AppRoute>
  private let onRelatedRecipeSelected: @MainActor (String) -> Void

  /// Creates the flow for `recipeID`; choosing a related recipe is reported to the parent.
  public init(
    recipeID: String, session: Session, router: any Router<AppRoute>, services: AppServices,
    onRelatedRecipeSelected: @escaping @MainActor (String) -> Void
  ) {
    self.router = router
    self.onRelatedRecipeSelected = onRelatedRecipeSelected
    viewModel = RecipeDetailViewModel(
      recipeID: recipeID, user: session.user, catalog: services.catalog,
      favorites: services.favorites)
    super.init()
    viewModel.navigation = self
  }

  /// A trace name that says which recipe the flow shows.
  public override var name: String { "RecipeDetailCoordinator(\(viewModel.recipeID))" }

  /// Pushes the detail screen; its removal finishes the flow.
  public override func start() {
    router.push(.recipeDetail(id: viewModel.recipeID)) { [weak self] in
      self?.finish(with: .closed)
    }
  }
}

extension RecipeDetailCoordinator: RecipeDetailNavigating {
  /// Passes the choice up: the home flow owns the stack and decides.
  public func relatedRecipeSelected(id: String) {
    onRelatedRecipeSelected(id)
  }
}
