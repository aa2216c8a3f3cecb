import DetailFeature
import Foundation
import Navigation
import Services

/// The share sheet presented over a recipe detail. Finishes with the exit the user chose;
/// reports an export, which the detail performs; dismissing it any other way, such as
/// "back", ends it without a result.
@MainActor
public final class ShareSheetCoordinator: FlowCoordinator<
  ShareOutcome, ShareSheetCoordinator.Event
>,
Coordinator
{
  /// What the sheet tells the detail while it stays open.
  public enum Event: Hashable, Sendable {
    /// The user chose to export the recipe to `destination`.
    case exportRequested(URL)
  }

  /// The sheet's model.
  public let viewModel: ShareRecipeViewModel

  private let detail: RouteID
  private let stack: BrowseStack

  /// Creates the sheet for `recipe`, whose link is `link`, over the detail `detail` on `stack`.
  public init(recipe: Recipe, link: String, over detail: RouteID, stack: BrowseStack) {
    self.detail = detail
    self.stack = stack
    viewModel = ShareRecipeViewModel(recipe: recipe, link: link)
    super.init()
    viewModel.navigation = self
  }

  /// The share sheet.
  public override var screens: [String] { ["shareSheet"] }

  /// Presents the sheet over its detail; when it is dismissed, the flow ends.
  public func start() {
    if stack.present(.shareSheet, over: detail, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .shareSheet(viewModel) : nil
  }
}

extension ShareSheetCoordinator: ShareRecipeNavigating {
  /// Finishes with the exit the user chose, which dismisses the sheet.
  public func shareEnded(with outcome: ShareOutcome) {
    let summary: FlowEvent.ShareSummary =
      switch outcome {
      case .linkShown: .link
      case .exported: .export
      case .cancelled: .cancel
      }
    decide(
      FlowEvent.shareEnded(summary), cause: .viewModel("ShareRecipeViewModel"),
      FlowDecision.finishWithShareOutcome)
    finish(with: outcome)
  }

  /// Passes the export up: the detail performs it, then closes the sheet.
  public func exportRequested(to destination: URL) {
    decide(
      FlowEvent.exportRequested, cause: .viewModel("ShareRecipeViewModel"),
      FlowDecision.passToTheDetail)
    report(.exportRequested(destination))
  }
}
