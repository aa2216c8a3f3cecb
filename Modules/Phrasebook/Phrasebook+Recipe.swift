import DetailFeature
import Foundation
import Services

extension Phrasebook {
  /// That no recipe has the id `id`.
  public static func recipeNotFound(id: String) -> String {
    "There is no recipe '\(id)'."
  }

  /// Why a recipe could not be shown.
  public static func recipeNotLoaded(_ error: ServiceError) -> String {
    "The recipe could not be loaded: \(error.message)"
  }

  /// What a recipe's screen says once the user deleted it.
  public static func recipeDeleted(title: String) -> String {
    "You deleted \(title) from your cookbook."
  }

  /// Why the favourite mark could not be read or changed.
  public static func favoriteProblem(_ problem: RecipeDetailViewModel.FavoriteProblem) -> String {
    switch problem {
    case .notRead(let error): "The favourite mark could not be read: \(error.message)"
    case .notSaved(let error): "The favourite could not be saved: \(error.message)"
    }
  }

  /// That no author has the id `id`.
  public static func authorNotFound(id: String) -> String {
    "There is no author '\(id)'."
  }

  /// Why an author could not be shown.
  public static func authorNotLoaded(_ error: ServiceError) -> String {
    "The author could not be loaded: \(error.message)"
  }

  /// What the recipe says after its share sheet closed with `outcome`; nothing after cancel.
  public static func shareOutcome(_ outcome: ShareOutcome) -> String? {
    switch outcome {
    case .linkShown(let url): "Link: \(url)"
    case .exported(let url): exported(toPath: url.path)
    case .cancelled: nil
    }
  }

  /// Where the recipe was exported, given as a path a host has made fit to show.
  public static func exported(toPath path: String) -> String {
    "Exported to \(path)."
  }
}
