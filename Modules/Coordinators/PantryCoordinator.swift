import Navigation
import PantryFeature
import Services

/// The Pantry tab: the user's items at its root, the item form as a sheet and the delete
/// confirmation as an alert over it (seed 003's Despensa).
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
  private let router: any AppRouter
  private let services: AppServices

  /// Creates the tab for `user`.
  public init(user: User, router: any AppRouter, services: AppServices) {
    self.user = user
    self.router = router
    self.services = services
    list = PantryListViewModel(user: user, store: services.pantry)
    super.init()
    list.navigation = self
  }

  /// The pantry list.
  public override var screens: [String] { ["pantry list"] }

  /// The list is the root the signed-in flow shows; nothing is presented at the start.
  public func start() {}

  /// The screen of route `id`, if the form or alert over the pantry is its owner.
  public func screen(for id: RouteID) -> Screen? {
    switch presented {
    case .form(let form): form.screen(for: id)
    case .delete(let alert): alert.screen(for: id)
    case nil: nil
    }
  }

  /// Shows `state`, a pantry state, presenting the form or alert it names once the items
  /// are loaded; refuses an item that does not exist.
  public func show(_ state: AppState, cause: TraceCause, attempt: LinkAttempt) async -> LinkOutcome
  {
    if router.presentation != nil, router.state.presented != state.presented { router.dismiss() }
    guard let presentation = state.presented, router.presentation == nil else { return .opened }
    attempt.willWait()
    await list.reload()
    guard attempt.stillWanted else { return .refused(.superseded) }
    switch presentation {
    case .pantryItemForm(nil): startForm(nil, cause: cause)
    case .pantryItemForm(let id?):
      guard let item = list.visibleItems.first(where: { $0.id == id }) else {
        return .refused(.missingPantryItem(id: id))
      }
      startForm(item, cause: cause)
    case .pantryDeleteAlert(let id):
      guard let item = list.visibleItems.first(where: { $0.id == id }) else {
        return .refused(.missingPantryItem(id: id))
      }
      startDeleteAlert(item, cause: cause)
    case .shareSheet, .deleteAlert: return .refused(.superseded)
    }
    return .opened
  }

  /// Lets go of the presented flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    switch presented {
    case .form(let form) where form === child: presented = nil
    case .delete(let alert) where alert === child: presented = nil
    default: break
    }
  }

  private func startForm(_ item: PantryItem?, cause: TraceCause) {
    decide(
      FlowEvent.pantryFormRequested(id: item?.id), cause: cause, FlowDecision.startPantryForm)
    let form = PantryFormCoordinator(item: item, user: user, router: router, services: services)
    presented = .form(form)
    startChild(
      form,
      onFinish: { [weak self] outcome in
        guard case .saved(let item) = outcome else { return }
        self?.list.itemSaved(item)
      })
  }

  private func startDeleteAlert(_ item: PantryItem, cause: TraceCause) {
    decide(FlowEvent.deleteRequested, cause: cause, FlowDecision.startDeleteAlert)
    let alert = DeletePantryItemCoordinator(
      item: item, user: user, router: router, services: services)
    presented = .delete(alert)
    startChild(
      alert,
      onFinish: { [weak self] outcome in
        guard case .deleted(let id) = outcome else { return }
        self?.list.itemDeleted(id: id)
      })
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
