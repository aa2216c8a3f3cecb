import DetailFeature
import Navigation
import Services

/// The alert that confirms deleting a recipe, presented over its detail. Finishes with
/// `.deleted` after "yes", and `.kept` after "no" or "back".
@MainActor
public final class DeleteAlertCoordinator: FlowCoordinator<DeleteAlertCoordinator.Outcome> {
  /// How the alert closed.
  public enum Outcome: Hashable, Sendable {
    /// The user answered yes and the deletion was saved.
    case deleted
    /// The user answered no or went back.
    case kept
  }

  /// The alert's model.
  public let viewModel: DeleteRecipeViewModel

  private let router: any AppRouter
  private var outcome = Outcome.kept

  /// Creates the alert for `recipe`, deleting from `user`'s cookbook.
  public init(recipe: Recipe, user: User, router: any AppRouter, services: AppServices) {
    self.router = router
    viewModel = DeleteRecipeViewModel(recipe: recipe, user: user, deletions: services.deletions)
    super.init()
    viewModel.navigation = self
  }

  /// The delete alert.
  public override var screens: [String] { ["deleteAlert"] }

  /// Presents the alert; its removal finishes the flow with the answer given.
  public override func start() {
    router.present(.deleteAlert) { [weak self] in
      guard let self else { return }
      finish(with: outcome)
    }
  }
}

extension DeleteAlertCoordinator: DeleteRecipeNavigating {
  /// The recipe is deleted: the alert closes with that answer.
  public func recipeDeleted() {
    decide("recipeDeleted", from: "DeleteRecipeViewModel", "dismiss and finish with .deleted")
    outcome = .deleted
    router.dismiss()
  }

  /// The user kept the recipe: the alert closes.
  public func deletionCancelled() {
    decide("deletionCancelled", from: "DeleteRecipeViewModel", "dismiss and finish with .kept")
    router.dismiss()
  }
}
