import Navigation
import PantryFeature
import Services

/// The Pantry tab: the user's items at its root, the item form as a sheet and the delete
/// confirmation as an alert over it (seed 003's Despensa), on the Pantry's own stack, which
/// takes no push. It deletes an item itself when its alert reports "yes", as work of the tab,
/// so a deletion cannot be saved and then lost because the alert went away meanwhile.
@MainActor
public final class PantryCoordinator: FlowCoordinator<Never, Never>, Coordinator {
  /// The flow presented over the pantry, kept in a typed place.
  public enum Presented {
    /// The item form.
    case form(PantryFormCoordinator)
    /// The delete confirmation.
    case delete(DeletePantryItemCoordinator)
  }

  /// The pantry list's model, alive as long as the tab.
  public let list: PantryListViewModel
  /// The form or alert over the pantry, if any.
  public private(set) var presented: Presented?

  private let user: User
  private let stack: PantryStack
  private let services: AppServices

  /// Creates the tab for `user`, presenting on `stack`.
  public init(user: User, stack: PantryStack, services: AppServices) {
    self.user = user
    self.stack = stack
    self.services = services
    list = PantryListViewModel(user: user, store: services.pantry)
    super.init()
    list.navigation = self
  }

  /// The pantry list.
  public override var screens: [String] { ["pantry list"] }

  /// The tab's own stack.
  public override var stackName: String? { stack.name }

  /// The list is the stack's root; nothing is presented at the start.
  public func start() {}

  /// The screen of route `id`, if the form or alert over the pantry is its owner.
  public func screen(for id: RouteID) -> Screen? {
    switch presented {
    case .form(let form): form.screen(for: id)
    case .delete(let alert): alert.screen(for: id)
    case nil: nil
    }
  }

  /// Shows `state`, a pantry state, presenting the form or alert it names once the items are
  /// loaded; refuses an item that does not exist.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    guard case .pantry(let presentation) = state.place else { return .refused(.superseded) }
    if let shown = stack.presented, shown.destination != presentation { stack.dismiss() }
    guard let presentation, stack.presented == nil else { return .opened }
    await list.reload()
    let started: Bool
    switch presentation {
    case .itemForm(nil): started = startForm(nil, cause: cause)
    case .itemForm(let id?):
      guard let item = list.visibleItems.first(where: { $0.id == id }) else {
        return .refused(.missingPantryItem(id: id))
      }
      started = startForm(item, cause: cause)
    case .deleteAlert(let id):
      guard let item = list.visibleItems.first(where: { $0.id == id }) else {
        return .refused(.missingPantryItem(id: id))
      }
      started = startDeleteAlert(item, cause: cause)
    }
    return started ? .opened : .refused(.superseded)
  }

  /// Lets go of the presented flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    switch presented {
    case .form(let form) where form === child: presented = nil
    case .delete(let alert) where alert === child: presented = nil
    default: break
    }
  }

  @discardableResult
  private func startForm(_ item: PantryItem?, cause: TraceCause) -> Bool {
    guard mayAct else { return false }
    decide(
      FlowEvent.pantryFormRequested(id: item?.id), cause: cause, FlowDecision.startPantryForm)
    let form = PantryFormCoordinator(item: item, user: user, stack: stack, services: services)
    let started = startChild(
      form,
      onFinish: { [weak self] outcome in
        guard case .saved(let item) = outcome else { return }
        self?.list.itemSaved(item)
      })
    if started { presented = .form(form) }
    return started
  }

  @discardableResult
  private func startDeleteAlert(_ item: PantryItem, cause: TraceCause) -> Bool {
    guard mayAct else { return false }
    decide(FlowEvent.deleteRequested, cause: cause, FlowDecision.startDeleteAlert)
    let alert = DeletePantryItemCoordinator(item: item, stack: stack)
    let source = TraceCause.child(alert.name)
    let started = startChild(
      alert,
      onEvent: { [weak self, weak alert] event in
        guard let self, let alert else { return }
        switch event {
        case .confirmed(let id): delete(id, asked: alert, cause: source)
        }
      })
    if started { presented = .delete(alert) }
    return started
  }

  /// Deletes the item as the tab's own work, which the alert's leaving does not cancel; then
  /// the list drops it and the alert closes, or the alert, if still shown, says why not.
  private func delete(_ id: String, asked alert: DeletePantryItemCoordinator, cause: TraceCause) {
    decide(FlowEvent.deletionConfirmed, cause: cause, FlowDecision.deleteThenCloseTheAlert)
    perform { [weak self, weak alert] in
      guard let self else { return }
      do throws(ServiceError) {
        try await services.pantry.deleteItem(id: id, for: user)
      } catch {
        alert?.viewModel.deletionFailed(reason: error.message)
        return
      }
      list.itemDeleted(id: id)
      alert?.end()
    }
  }
}

extension PantryCoordinator: PantryNavigating {
  /// Presents an empty form, or the draft left in it.
  public func addItemRequested() {
    startForm(nil, cause: .viewModel("PantryListViewModel"))
  }

  /// Presents the form for the item.
  public func editItemRequested(id: String) {
    guard let item = list.visibleItems.first(where: { $0.id == id }) else { return }
    startForm(item, cause: .viewModel("PantryListViewModel"))
  }

  /// Asks before deleting the item.
  public func deleteItemRequested(id: String) {
    guard let item = list.visibleItems.first(where: { $0.id == id }) else { return }
    startDeleteAlert(item, cause: .viewModel("PantryListViewModel"))
  }
}
