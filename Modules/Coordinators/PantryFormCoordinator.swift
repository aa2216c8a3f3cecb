import Navigation
import PantryFeature
import Services

/// The pantry's item form, a sheet over the pantry: adds a new item or edits one. Finishes
/// with the saved item, or `.cancelled` when the user discards it; a dismissal ends it, and
/// the draft stays for next time.
@MainActor
public final class PantryFormCoordinator: FlowCoordinator<PantryFormCoordinator.Outcome, Never>,
  Coordinator
{
  /// How the form closed.
  public enum Outcome: Hashable, Sendable {
    /// The item was saved as it is now.
    case saved(PantryItem)
    /// The user discarded the form and its draft.
    case cancelled
  }

  /// The form's model.
  public let viewModel: PantryFormViewModel

  private let stack: PantryStack

  /// Creates the form for `user`: a new item, or `item`, presented on `stack`.
  public init(item: PantryItem?, user: User, stack: PantryStack, services: AppServices) {
    self.stack = stack
    viewModel = PantryFormViewModel(user: user, store: services.pantry, editing: item)
    super.init()
    viewModel.navigation = self
  }

  /// The item form.
  public override var screens: [String] { ["pantryItemForm(\(viewModel.editing?.id ?? "new"))"] }

  /// Presents the form; when it is dismissed, the flow ends.
  public func start() {
    let form = PantryPresentation.itemForm(itemID: viewModel.editing?.id)
    if stack.present(form, over: nil, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if it is this form's.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .pantryItemForm(viewModel) : nil
  }
}

extension PantryFormCoordinator: PantryFormNavigating {
  /// The item is saved: the form finishes with it, which dismisses the sheet.
  public func pantryFormSaved(_ item: PantryItem) {
    decide(
      FlowEvent.pantryItemSaved(id: item.id), cause: .viewModel("PantryFormViewModel"),
      FlowDecision.finishWithTheItem)
    finish(with: .saved(item))
  }

  /// The user discarded the form: it finishes with `.cancelled`.
  public func pantryFormCancelled() {
    decide(
      FlowEvent.pantryFormCancelled, cause: .viewModel("PantryFormViewModel"),
      FlowDecision.finishDiscarded)
    finish(with: .cancelled)
  }
}
