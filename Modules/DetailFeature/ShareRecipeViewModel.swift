import Observation
import Services

/// The share sheet of a recipe. Its exits are fixed: show the link, export, or cancel; a
/// failed export keeps the sheet open with the reason.
@MainActor
@Observable
public final class ShareRecipeViewModel {
  /// The longest export path accepted, in bytes.
  public static let maximumPathLength = 1024

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

  /// The user chose to see the link.
  public func linkTapped() {
    navigation?.shareEnded(with: .linkShown(link))
  }

  /// The user chose to export the recipe as Markdown to `path`.
  public func exportTapped(path: String) {
    guard !path.isEmpty else {
      problem = "Say where to export, such as: export carbonara.md"
      return
    }
    guard path.utf8.count <= Self.maximumPathLength,
      !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      problem = "That path is too long or contains control characters."
      return
    }
    do {
      try exporter.export(RecipeMarkdown.document(for: recipe), to: path)
      navigation?.shareEnded(with: .exported(path: path))
    } catch {
      problem = error.message
    }
  }

  /// The user closed the sheet.
  public func cancelTapped() {
    navigation?.shareEnded(with: .cancelled)
  }
}
