import DetailFeature
import Navigation
import Services

/// The share sheet presented over a recipe detail. Finishes with the exit the user chose;
/// dismissing it any other way, such as "back", ends it without a result.
@MainActor
public final class ShareSheetCoordinator: FlowCoordinator<ShareOutcome, Never>, Coordinator {
  /// The sheet's model.
  public let viewModel: ShareRecipeViewModel

  private let router: any AppRouter

  /// Creates the sheet for `recipe`, whose link is `link`.
  public init(recipe: Recipe, link: String, router: any AppRouter, services: AppServices) {
    self.router = router
    viewModel = ShareRecipeViewModel(recipe: recipe, link: link, exporter: services.exporter)
    super.init()
    viewModel.navigation = self
  }

  /// The share sheet.
  public override var screens: [String] { ["shareSheet"] }

  /// Presents the sheet; when it is dismissed, the flow ends.
  public func start() {
    router.present(.shareSheet, owner: self)
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .shareSheet(viewModel) : nil
  }
}

extension ShareSheetCoordinator: ShareRecipeNavigating {
  /// Finishes with the exit the user chose, which dismisses the sheet.
  public func shareEnded(with outcome: ShareOutcome) async {
    let summary: FlowEvent.ShareSummary =
      switch outcome {
      case .linkShown: .link
      case .exported: .export
      case .cancelled: .cancel
      }
    decide(
      FlowEvent.shareEnded(summary), cause: .viewModel("ShareRecipeViewModel"),
      FlowDecision.finishWithShareOutcome)
    await finish(with: outcome)
  }
}
