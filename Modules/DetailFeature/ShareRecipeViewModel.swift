import Foundation
import Observation
import Services

/// The share sheet of a recipe. Its exits are fixed: show the link, export, or cancel; a
/// failed export keeps the sheet open with the reason. Where a file goes is the host's to
/// find out, as a platform's file exporter does: the sheet receives a URL.
@MainActor
@Observable
public final class ShareRecipeViewModel {
  /// The recipe being shared.
  public let recipe: Recipe
  /// The recipe's canonical link.
  public let link: String
  /// Why the last export failed, if it did.
  public private(set) var problem: String?
  /// Receives the sheet's events; the coordinator sets it.
  public weak var navigation: (any ShareRecipeNavigating)?

  private let exporter: any DocumentExporter

  /// Creates the sheet for `recipe`, whose link is `link`.
  public init(recipe: Recipe, link: String, exporter: any DocumentExporter) {
    self.recipe = recipe
    self.link = link
    self.exporter = exporter
  }

  /// A file name for the exported document, such as `tiramisu.md`.
  public var suggestedFileName: String { "\(recipe.id).md" }

  /// The user chose to see the link.
  public func linkTapped() async {
    await navigation?.shareEnded(with: .linkShown(link))
  }

  /// The user chose to export the recipe as Markdown to a new file at `destination`.
  public func exportTapped(to destination: URL) async {
    do {
      try await exporter.export(RecipeMarkdown.document(for: recipe), to: destination)
      problem = nil
      await navigation?.shareEnded(with: .exported(to: destination))
    } catch {
      problem = error.message
    }
  }

  /// The user closed the sheet.
  public func cancelTapped() async {
    await navigation?.shareEnded(with: .cancelled)
  }
}
