import DetailFeature
import Navigation
import Services

/// The share sheet presented over a recipe detail. Finishes with the exit the user chose;
/// dismissing it any other way, such as "back", is `.cancelled`.
@MainActor
public final class ShareSheetCoordinator: FlowCoordinator<ShareOutcome> {
  /// The sheet's model.
  public let viewModel: ShareRecipeViewModel

  private let router: any AppRouter
  private var outcome = ShareOutcome.cancelled

  /// Creates the sheet for `recipe`, whose link is `link`.
  public init(recipe: Recipe, link: String, router: any AppRouter, services: AppServices) {
    self.router = router
    viewModel = ShareRecipeViewModel(recipe: recipe, link: link, exporter: services.exporter)
    super.init()
    viewModel.navigation = self
  }

  /// The share sheet.
  public override var screens: [String] { ["shareSheet"] }

  /// Presents the sheet; its removal finishes the flow with the exit chosen.
  public override func start() {
    router.present(.shareSheet) { [weak self] in
      guard let self else { return }
      finish(with: outcome)
    }
  }
}

extension ShareSheetCoordinator: ShareRecipeNavigating {
  /// Closes the sheet with the exit the user chose.
  public func shareEnded(with outcome: ShareOutcome) {
    decide("shareEnded(\(outcome))", from: "ShareRecipeViewModel", "dismiss and finish with it")
    self.outcome = outcome
    router.dismiss()
  }
}
