import Navigation
import PantryFeature
import Services

/// The Pantry tab: the user's items at its root, and over them the item form as a sheet and the
/// delete confirmation as an alert (seed 003's Despensa), on the Pantry's own stack, which
/// takes no push. It owns every effect they ask for: the form reports what the user entered,
/// and the pantry keeps its draft, saves it, updates the list and closes the form, as SyncUps'
/// parent does; "yes" on the confirmation reaches the pantry, which deletes. So a result that
/// has happened reaches the list whatever closed the sheet meanwhile.
@MainActor
public final class PantryCoordinator: FlowCoordinator<Never, TabEvent>, TabFlow {
  /// The pantry list's model, alive as long as the tab.
  public let list: PantryListViewModel
  /// The tab's own stack.
  public let stack: PantryStack

  private let user: User
  private let store: any PantryStore
  private let draftWrites = WriteQueue()

  /// Creates the Pantry tab of `context`, with a stack of its own.
  public init(_ context: TabContext) {
    user = context.session.user
    stack = context.makeStack()
    store = context.services.pantry
    list = PantryListViewModel(user: user, store: store)
    super.init()
    list.navigation = self
  }

  /// The list is the stack's root; nothing is presented at the start.
  public func start() {}

  /// The pantry list.
  public var rootScreen: any ScreenModel { list }

  /// Nothing is pushed on the Pantry.
  public func model(for destination: Never) -> AnyObject {}

  /// Shows `state`, a pantry state, presenting the form or confirmation it names once the items
  /// are loaded, in place of whatever is presented; refuses an item that does not exist.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    guard state.tab == .pantry else { return .refused(.superseded) }
    let presentation = target(of: state).presented
    guard presentation != stack.presented?.destination else { return .opened }
    stack.dismiss()
    guard let presentation else { return .opened }
    await list.reload()
    switch presentation {
    case .itemForm(nil):
      return await presentForm(for: nil, cause: cause) ? .opened : .refused(.superseded)
    case .itemForm(let id?), .deleteAlert(let id):
      guard let item = list.visibleItems.first(where: { $0.id == id }) else {
        return .refused(.missingPantryItem(id: id))
      }
      let shown =
        presentation == .deleteAlert(itemID: id)
        ? askToDelete(item, cause: cause) : await presentForm(for: item, cause: cause)
      return shown ? .opened : .refused(.superseded)
    }
  }

  /// The item the form or confirmation of `state` names, when the user has none such.
  public func firstMissingScreen(in state: AppState) async -> (index: Int, refusal: LinkRefusal)? {
    let id: String
    switch target(of: state).presented {
    case .itemForm(let item?)?, .deleteAlert(let item)?: id = item
    case .itemForm(nil)?, nil: return nil
    }
    do {
      let items = try await store.items(of: user)
      return items.contains { $0.id == id } ? nil : (0, .missingPantryItem(id: id))
    } catch {
      return (0, .recipeUnavailable(id: id, reason: error.message))
    }
  }

  /// Presents the form for `item` (`nil`: a new item) with the draft left in it, if any.
  private func presentForm(for item: PantryItem?, cause: TraceCause) async -> Bool {
    let form: PantryFormViewModel
    do throws(ServiceError) {
      form = PantryFormViewModel(
        editing: item, draft: try await store.draft(for: item?.id, of: user))
    } catch {
      form = PantryFormViewModel(editing: item)
      form.failed(.draftNotRead(error))
    }
    form.navigation = self
    return present(.itemForm(itemID: item?.id), form, cause: cause)
  }

  @discardableResult
  private func askToDelete(_ item: PantryItem, cause: TraceCause) -> Bool {
    let question = ConfirmationAlert(.deletePantryItem(item), on: stack) { [weak self] in
      self?.delete(item)
    }
    return present(.deleteAlert(itemID: item.id), question, cause: cause)
  }

  /// Presents `presentation`, showing `model`, over the pantry.
  private func present(_ presentation: PantryPresentation, _ model: AnyObject, cause: TraceCause)
    -> Bool
  {
    decide(presentation, cause: cause, Decision.present)
    return stack.present(presentation, from: nil, model: model, owner: self) != nil
  }

  /// Deletes the item as the tab's own work; the list drops it, or a notice says why not.
  private func delete(_ item: PantryItem) {
    decide("deletionConfirmed(\(item.id))", cause: .user, Decision.deleteThenUpdateTheList)
    perform { [weak self] in
      guard let self else { return }
      do throws(ServiceError) {
        try await store.deleteItem(id: item.id, for: user)
        list.itemDeleted(id: item.id)
      } catch {
        report(.notice(.pantryItemNotDeleted(reason: error.message)))
      }
    }
  }

  /// Closes `form`, if it is still shown.
  private func close(_ form: PantryFormViewModel) {
    if let route = stack.route(showing: form) { stack.remove(route) }
  }
}

extension PantryCoordinator: PantryNavigating {
  /// Presents an empty form, or the draft left in it.
  public func addItemRequested() {
    perform { [weak self] in
      _ = await self?.presentForm(for: nil, cause: .viewModel(PantryListViewModel.self))
    }
  }

  /// Presents the form for the item.
  public func editItemRequested(id: String) {
    guard let item = list.visibleItems.first(where: { $0.id == id }) else { return }
    perform { [weak self] in
      _ = await self?.presentForm(for: item, cause: .viewModel(PantryListViewModel.self))
    }
  }

  /// Asks before deleting the item.
  public func deleteItemRequested(id: String) {
    guard let item = list.visibleItems.first(where: { $0.id == id }) else { return }
    askToDelete(item, cause: .viewModel(PantryListViewModel.self))
  }
}

extension PantryCoordinator: PantryFormNavigating {
  /// Keeps the form's draft, or clears it, as the tab's work; drafts are written in the order
  /// the form changed, so the draft ends as the form does.
  public func pantryForm(_ form: PantryFormViewModel, changed draft: PantryDraft?) {
    let itemID = form.editing?.id
    perform { [weak self, weak form] in
      guard let self else { return }
      do throws(ServiceError) {
        try await writeDraft(draft, for: itemID)
      } catch {
        form?.failed(.draftNotSaved(error))
      }
    }
  }

  private func writeDraft(_ draft: PantryDraft?, for itemID: String?) async throws(ServiceError) {
    try await draftWrites.run { [store, user] () throws(ServiceError) in
      if let draft {
        try await store.saveDraft(draft, for: user)
      } else {
        try await store.clearDraft(for: itemID, of: user)
      }
    }
  }

  /// Saves the entry as the tab's work, which no closing of the form cancels: the list shows
  /// the item, the draft is cleared and the form closes; or the form, if still shown, says why
  /// not, else a notice does.
  public func pantryForm(_ form: PantryFormViewModel, saveRequested entry: PantryDraft) {
    decide(
      "saveRequested(\(entry.name))", cause: .viewModel(PantryFormViewModel.self),
      Decision.saveThenClose)
    perform { [weak self, weak form] in
      guard let self else { return }
      do throws(ServiceError) {
        let saved =
          if let original = entry.original {
            try await store.updateItem(
              PantryItem(id: original.id, name: entry.name, quantity: entry.quantity),
              replacing: original, for: user)
          } else {
            try await store.addItem(name: entry.name, quantity: entry.quantity, for: user)
          }
        list.itemSaved(saved)
        try? await writeDraft(nil, for: entry.itemID)
        if let form { close(form) }
      } catch {
        let now = try? await store.items(of: user).first { $0.id == entry.original?.id }
        if let form, stack.route(showing: form) != nil {
          form.saveFailed(error, saved: now)
        } else {
          report(.notice(.pantryItemNotSaved(reason: error.message)))
        }
      }
    }
  }

  /// Discards the form: it closes, and its draft is cleared as the tab's work.
  public func pantryFormCancelled(_ form: PantryFormViewModel) {
    let itemID = form.editing?.id
    close(form)
    perform { [weak self] in
      guard let self else { return }
      try? await writeDraft(nil, for: itemID)
    }
  }
}
