import Navigation
import PantryFeature
import Services

/// The confirmation before deleting a pantry item, an alert over the pantry. Finishes with
/// `.deleted` after "yes" and `.kept` after "no"; a dismissal ends it.
@MainActor
public final class DeletePantryItemCoordinator: FlowCoordinator<
  DeletePantryItemCoordinator.Outcome, Never
>, Coordinator
{
  /// How the alert closed.
  public enum Outcome: Hashable, Sendable {
    /// The item with the id was deleted.
    case deleted(id: String)
    /// The user kept it.
    case kept
  }

  /// The alert's model.
  public let viewModel: DeletePantryItemViewModel

  private let router: any AppRouter

  /// Creates the alert for `item` of `user`.
  public init(item: PantryItem, user: User, router: any AppRouter, services: AppServices) {
    self.router = router
    viewModel = DeletePantryItemViewModel(item: item, user: user, store: services.pantry)
    super.init()
    viewModel.navigation = self
  }

  /// The delete alert.
  public override var screens: [String] { ["pantryDeleteAlert(\(viewModel.item.id))"] }

  /// Presents the alert; when it is dismissed, the flow ends.
  public func start() {
    router.present(.pantryDeleteAlert(itemID: viewModel.item.id), owner: self)
  }

  /// The screen of route `id`, if it is this alert's.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .pantryDeleteAlert(viewModel) : nil
  }
}

extension DeletePantryItemCoordinator: DeletePantryItemNavigating {
  /// The item is deleted: the alert finishes with that answer.
  public func pantryItemDeleted(id: String) async {
    decide(
      FlowEvent.deletionConfirmed, cause: .viewModel("DeletePantryItemViewModel"),
      FlowDecision.finishWithDeletion)
    await finish(with: .deleted(id: id))
  }

  /// The user kept the item.
  public func pantryDeletionCancelled() async {
    decide(
      FlowEvent.deletionCancelled, cause: .viewModel("DeletePantryItemViewModel"),
      FlowDecision.finishWithKept)
    await finish(with: .kept)
  }
}
