import Navigation
import PantryFeature
import Services

/// The confirmation before deleting a pantry item, an alert over the pantry. It performs
/// nothing: "yes" is reported, and the Pantry tab deletes and then closes it; "no" finishes
/// it; a dismissal ends it.
@MainActor
public final class DeletePantryItemCoordinator: FlowCoordinator<
  Void, DeletePantryItemCoordinator.Event
>, Coordinator
{
  /// What the alert tells the Pantry tab while it stays open.
  public enum Event: Hashable, Sendable {
    /// The user answered yes for the item with the id.
    case confirmed(id: String)
  }

  /// The alert's model.
  public let viewModel: DeletePantryItemViewModel

  private let stack: PantryStack

  /// Creates the alert for `item`, presented on `stack`.
  public init(item: PantryItem, stack: PantryStack) {
    self.stack = stack
    viewModel = DeletePantryItemViewModel(item: item)
    super.init()
    viewModel.navigation = self
  }

  /// The delete alert.
  public override var screens: [String] { ["pantryDeleteAlert(\(viewModel.item.id))"] }

  /// Presents the alert over the pantry; when it is dismissed, the flow ends.
  public func start() {
    let alert = PantryPresentation.deleteAlert(itemID: viewModel.item.id)
    if stack.present(alert, over: nil, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if it is this alert's.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .pantryDeleteAlert(viewModel) : nil
  }
}

extension DeletePantryItemCoordinator: DeletePantryItemNavigating {
  /// The user answered yes: the alert stays while the Pantry tab deletes.
  public func pantryDeletionConfirmed(id: String) {
    decide(
      FlowEvent.deletionConfirmed, cause: .viewModel("DeletePantryItemViewModel"),
      FlowDecision.passToThePantry)
    report(.confirmed(id: id))
  }

  /// The user kept the item.
  public func pantryDeletionCancelled() {
    decide(
      FlowEvent.deletionCancelled, cause: .viewModel("DeletePantryItemViewModel"),
      FlowDecision.finishWithKept)
    finish(with: ())
  }
}
