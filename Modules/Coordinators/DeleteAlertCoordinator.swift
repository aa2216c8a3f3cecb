import DetailFeature
import Navigation
import Services

/// The alert that confirms deleting a recipe, presented over its detail. It performs
/// nothing: "yes" is reported, and the tab that owns the stack deletes, after which the
/// recipe's screens leave with the alert; "no" finishes it; a dismissal ends it.
@MainActor
public final class DeleteAlertCoordinator: FlowCoordinator<Void, DeleteAlertCoordinator.Event>,
  Coordinator
{
  /// What the alert tells the detail while it stays open.
  public enum Event: Hashable, Sendable {
    /// The user answered yes.
    case confirmed
  }

  /// The alert's model.
  public let viewModel: DeleteRecipeViewModel

  private let detail: RouteID
  private let stack: BrowseStack

  /// Creates the alert for `recipe` over the detail `detail` on `stack`.
  public init(recipe: Recipe, over detail: RouteID, stack: BrowseStack) {
    self.detail = detail
    self.stack = stack
    viewModel = DeleteRecipeViewModel(recipe: recipe)
    super.init()
    viewModel.navigation = self
  }

  /// The delete alert.
  public override var screens: [String] { ["deleteAlert"] }

  /// Presents the alert over its detail; when it is dismissed, the flow ends.
  public func start() {
    if stack.present(.deleteAlert, over: detail, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .deleteAlert(viewModel) : nil
  }
}

extension DeleteAlertCoordinator: DeleteRecipeNavigating {
  /// The user answered yes: the alert stays while its owner deletes.
  public func deletionConfirmed() {
    decide(
      FlowEvent.deletionConfirmed, cause: .viewModel("DeleteRecipeViewModel"),
      FlowDecision.passToTheDetail)
    report(.confirmed)
  }

  /// The user kept the recipe: the alert finishes.
  public func deletionCancelled() {
    decide(
      FlowEvent.deletionCancelled, cause: .viewModel("DeleteRecipeViewModel"),
      FlowDecision.finishWithKept)
    finish(with: ())
  }
}
