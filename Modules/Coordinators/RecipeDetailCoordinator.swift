import DetailFeature
import Foundation
import Navigation
import Services

/// One recipe detail pushed on a browsing tab's stack, with its share sheet or delete alert
/// as a child. Reports a chosen related recipe, the author and a confirmed deletion to its
/// tab, which owns the stack and decides; ends when its screen leaves the stack.
///
/// It performs the share sheet's export itself, as work of its own screen: the sheet only
/// reports where to, so an export that finishes after the sheet was dismissed still says
/// where the file went.
@MainActor
public final class RecipeDetailCoordinator: FlowCoordinator<Never, RecipeDetailCoordinator.Event>,
  Coordinator
{
  /// What the detail tells its tab while it goes on.
  public enum Event: Hashable, Sendable {
    /// The user picked a related recipe; the tab decides whether to push it.
    case relatedRecipeSelected(id: String)
    /// The user asked for the recipe's author; the tab decides whether to push them.
    case authorSelected(id: String)
    /// The user confirmed deleting the recipe; the tab deletes it.
    case deletionConfirmed(id: String)
  }

  /// The flow presented over the detail, kept in a typed place.
  public enum Presented {
    /// The share sheet.
    case share(ShareSheetCoordinator)
    /// The delete confirmation.
    case delete(DeleteAlertCoordinator)
  }

  /// The detail screen's model.
  public let viewModel: RecipeDetailViewModel
  /// The sheet or alert flow presented over the detail, if any.
  public private(set) var presented: Presented?

  private let stack: BrowseStack
  private let services: AppServices

  /// Creates the flow for `recipeID`, as seen by `user`, on `stack`.
  public init(recipeID: String, user: User, stack: BrowseStack, services: AppServices) {
    self.stack = stack
    self.services = services
    viewModel = RecipeDetailViewModel(
      recipeID: recipeID, user: user, catalog: services.cookbook(of: user),
      favorites: services.favorites)
    super.init()
    viewModel.navigation = self
  }

  /// A trace name that says which recipe the flow shows.
  public override var name: String { "RecipeDetailCoordinator(\(viewModel.recipeID))" }

  /// The detail screen.
  public override var screens: [String] { ["recipeDetail(\(viewModel.recipeID))"] }

  /// The identity of the detail's element on the stack, while it is there.
  public var route: RouteID? { routes.first }

  /// Pushes the detail screen; when it leaves the stack, the flow ends.
  public func start() {
    if stack.push(.recipeDetail(id: viewModel.recipeID), owner: self) == nil { end() }
  }

  /// The screen of route `id`: the detail, or the sheet or alert over it.
  public func screen(for id: RouteID) -> Screen? {
    if id == route { return .recipeDetail(viewModel) }
    switch presented {
    case .share(let sheet): return sheet.screen(for: id)
    case .delete(let alert): return alert.screen(for: id)
    case nil: return nil
    }
  }

  /// Loads the recipe, then presents `presentation` over it for `cause`, as a link asks;
  /// returns whether it is presented.
  public func presentWhenLoaded(_ presentation: RecipePresentation, cause: TraceCause) async
    -> Bool
  {
    await viewModel.loadIfNeeded()
    return present(presentation, cause: cause)
  }

  /// Presents `presentation` over the detail for `cause`; the recipe must be loaded.
  /// - Returns: whether it is presented.
  @discardableResult
  public func present(_ presentation: RecipePresentation, cause: TraceCause) -> Bool {
    switch presentation {
    case .shareSheet: startShareSheet(cause: cause)
    case .deleteAlert: startDeleteAlert(cause: cause)
    }
  }

  /// The tab could not delete the recipe: the alert over it, if still shown, says why.
  /// - Returns: whether an alert was there to say it.
  public func deletionFailed(reason: String) -> Bool {
    guard case .delete(let alert) = presented else { return false }
    alert.viewModel.deletionFailed(reason: reason)
    return true
  }

  /// Lets go of the presented flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    switch presented {
    case .share(let sheet) where sheet === child: presented = nil
    case .delete(let alert) where alert === child: presented = nil
    default: break
    }
  }

  /// The view model's request when it caused the presentation, else the presentation asked
  /// for by a link or a restore.
  private func event(
    _ request: FlowEvent, or presentation: RecipePresentation, _ cause: TraceCause
  ) -> FlowEvent {
    if case .viewModel = cause { request } else { .presentationRequested("\(presentation)") }
  }

  private var loadedRecipe: Recipe? {
    if case .loaded(let recipe, _) = viewModel.content { recipe } else { nil }
  }

  @discardableResult
  private func startShareSheet(cause: TraceCause) -> Bool {
    guard mayAct, let recipe = loadedRecipe, let route else { return false }
    decide(
      event(.shareRequested, or: .shareSheet, cause), cause: cause, FlowDecision.startShareSheet)
    let link = AppState.recipes([.recipeDetail(id: recipe.id)])
    let sheet = ShareSheetCoordinator(
      recipe: recipe, link: link.canonicalURL, over: route, stack: stack)
    let source = TraceCause.child(sheet.name)
    let started = startChild(
      sheet,
      onEvent: { [weak self, weak sheet] event in
        guard let self, let sheet else { return }
        switch event {
        case .exportRequested(let destination):
          export(recipe, to: destination, asked: sheet, cause: source)
        }
      },
      onFinish: { [weak self] outcome in
        self?.viewModel.shareEnded(with: outcome)
      })
    if started { presented = .share(sheet) }
    return started
  }

  /// Exports as work of the detail's screen; then the sheet closes and the detail says where
  /// the file went, or the sheet, if still shown, says why it failed.
  private func export(
    _ recipe: Recipe, to destination: URL, asked sheet: ShareSheetCoordinator, cause: TraceCause
  ) {
    decide(FlowEvent.exportRequested, cause: cause, FlowDecision.exportThenCloseTheSheet)
    perform(for: route) { [weak self, weak sheet, services] in
      do throws(ServiceError) {
        try await services.exporter.export(RecipeMarkdown.document(for: recipe), to: destination)
      } catch {
        sheet?.viewModel.exportFailed(reason: error.message)
        return
      }
      self?.viewModel.shareEnded(with: .exported(to: destination))
      sheet?.end()
    }
  }

  @discardableResult
  private func startDeleteAlert(cause: TraceCause) -> Bool {
    guard mayAct, let recipe = loadedRecipe, let route else { return false }
    decide(
      event(.deleteRequested, or: .deleteAlert, cause), cause: cause, FlowDecision.startDeleteAlert)
    let alert = DeleteAlertCoordinator(recipe: recipe, over: route, stack: stack)
    let source = TraceCause.child(alert.name)
    let started = startChild(
      alert,
      onEvent: { [weak self] event in
        guard let self else { return }
        switch event {
        case .confirmed:
          decide(FlowEvent.deletionConfirmed, cause: source, FlowDecision.passToTab)
          report(.deletionConfirmed(id: recipe.id))
        }
      })
    if started { presented = .delete(alert) }
    return started
  }
}

extension RecipeDetailCoordinator: RecipeDetailNavigating {
  /// Passes the choice up: the tab owns the stack and decides.
  public func relatedRecipeSelected(id: String) {
    decide(
      FlowEvent.relatedRecipeSelected(id: id), cause: .viewModel("RecipeDetailViewModel"),
      FlowDecision.passToTab)
    report(.relatedRecipeSelected(id: id))
  }

  /// Passes the choice up: the tab owns the stack and decides.
  public func authorSelected(id: String) {
    decide(
      FlowEvent.authorSelected(id: id), cause: .viewModel("RecipeDetailViewModel"),
      FlowDecision.passToTab)
    report(.authorSelected(id: id))
  }

  /// Presents the share sheet; its exit comes back as a notice on the detail.
  public func shareRequested() {
    startShareSheet(cause: .viewModel("RecipeDetailViewModel"))
  }

  /// Presents the delete alert; "yes" goes up to the tab, which deletes.
  public func deleteRequested() {
    startDeleteAlert(cause: .viewModel("RecipeDetailViewModel"))
  }
}
