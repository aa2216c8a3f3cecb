import Foundation
import Observation
import Services

/// The share sheet of a recipe. Its exits are fixed: show the link, export, or cancel. It
/// holds no exporter: an export is reported, and whoever presented the sheet writes the file
/// and then closes the sheet, or tells it why it could not, and the sheet stays open with the
/// reason. Where a file goes is the host's to find out, as a platform's file exporter does:
/// the sheet receives a URL.
@MainActor
@Observable
public final class ShareRecipeViewModel {
  /// The recipe being shared.
  public let recipe: Recipe
  /// The recipe's canonical link.
  public let link: String
  /// Whether an export is under way; the sheet takes no other exit meanwhile.
  public private(set) var isExporting = false
  /// Why the last export failed, if it did.
  public private(set) var problem: String?
  /// Receives the sheet's events; the coordinator sets it.
  public weak var navigation: (any ShareRecipeNavigating)?

  /// Creates the sheet for `recipe`, whose link is `link`.
  public init(recipe: Recipe, link: String) {
    self.recipe = recipe
    self.link = link
  }

  /// A file name for the exported document, such as `tiramisu.md`.
  public var suggestedFileName: String { "\(recipe.id).md" }

  /// The user chose to see the link.
  public func linkTapped() async {
    guard !isExporting else { return }
    navigation?.shareEnded(with: .linkShown(link), on: self)
  }

  /// The user chose to export the recipe as Markdown to a new file at `destination`.
  public func exportTapped(to destination: URL) async {
    guard !isExporting else { return }
    isExporting = true
    problem = nil
    navigation?.exportRequested(to: destination, on: self)
  }

  /// The export failed for `reason`: the sheet says so and takes an exit again.
  public func exportFailed(reason: String) {
    isExporting = false
    problem = reason
  }

  /// The user closed the sheet.
  public func cancelTapped() async {
    guard !isExporting else { return }
    navigation?.shareEnded(with: .cancelled, on: self)
  }
}
