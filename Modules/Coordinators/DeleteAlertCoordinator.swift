import DetailFeature
import Navigation
import Services

/// The alert that confirms deleting a recipe, presented over its detail. Finishes with
/// `.deleted` after "yes" and `.kept` after "no"; dismissing it otherwise ends it.
@MainActor
public final class DeleteAlertCoordinator: FlowCoordinator<DeleteAlertCoordinator.Outcome, Never>,
  Coordinator
{
  /// How the alert closed.
  public enum Outcome: Hashable, Sendable {
    /// The user answered yes and the deletion was saved.
    case deleted
    /// The user answered no.
    case kept
  }

  /// The alert's model.
  public let viewModel: DeleteRecipeViewModel

  private let router: any AppRouter

  /// Creates the alert for `recipe`, deleting from `user`'s cookbook.
  public init(recipe: Recipe, user: User, router: any AppRouter, services: AppServices) {
    self.router = router
    viewModel = DeleteRecipeViewModel(recipe: recipe, user: user, deletions: services.deletions)
    super.init()
    viewModel.navigation = self
  }

  /// The delete alert.
  public override var screens: [String] { ["deleteAlert"] }

  /// Presents the alert; when it is dismissed, the flow ends.
  public func start() {
    router.present(.deleteAlert, owner: self)
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .deleteAlert(viewModel) : nil
  }
}

extension DeleteAlertCoordinator: DeleteRecipeNavigating {
  /// The recipe is deleted: the alert finishes with that answer.
  public func recipeDeleted() async {
    decide(
      FlowEvent.deletionConfirmed, cause: .viewModel("DeleteRecipeViewModel"),
      FlowDecision.finishWithDeletion)
    await finish(with: .deleted)
  }

  /// The user kept the recipe: the alert finishes with that answer.
  public func deletionCancelled() async {
    decide(
      FlowEvent.deletionCancelled, cause: .viewModel("DeleteRecipeViewModel"),
      FlowDecision.finishWithKept)
    await finish(with: .kept)
  }
}
