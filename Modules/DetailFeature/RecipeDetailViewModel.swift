import Observation
import Services

/// One recipe: its details, its related recipes, and a favourite toggle that persists.
@MainActor
@Observable
public final class RecipeDetailViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    case loading
    case loaded(recipe: Recipe, related: [Recipe])
    case failed(String)
  }

  /// The id of the recipe shown.
  public let recipeID: String
  /// What the screen shows.
  public private(set) var content: Content = .loading
  /// Whether the recipe is one of the user's favourites.
  public private(set) var isFavorite = false
  /// Why the last favourite change failed, if it did.
  public private(set) var favoriteError: String?
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any RecipeDetailNavigating)?

  private let user: User
  private let catalog: any RecipeCatalog
  private let favorites: any FavoritesStore

  /// Creates the screen for `recipeID`, as seen by `user`.
  public init(
    recipeID: String, user: User, catalog: any RecipeCatalog, favorites: any FavoritesStore
  ) {
    self.recipeID = recipeID
    self.user = user
    self.catalog = catalog
    self.favorites = favorites
  }

  /// The related recipes on screen, in order.
  public var relatedRecipes: [Recipe] {
    if case .loaded(_, let related) = content { related } else { [] }
  }

  /// Loads the recipe, its related recipes and the favourite mark, unless already loaded.
  public func loadIfNeeded() async {
    if case .loaded = content { return }
    do {
      guard let recipe = try await catalog.recipe(id: recipeID) else {
        content = .failed("There is no recipe '\(recipeID)'.")
        return
      }
      var related: [Recipe] = []
      for id in recipe.relatedIDs {
        if let found = try await catalog.recipe(id: id) { related.append(found) }
      }
      content = .loaded(recipe: recipe, related: related)
      isFavorite = (try? favorites.favorites(of: user).contains(recipeID)) ?? false
    } catch {
      content = .failed("The recipe could not be loaded: \(error.message)")
    }
  }

  /// Toggles the favourite mark and saves it; on failure the mark stays as it was.
  public func favoriteTapped() {
    guard case .loaded = content else { return }
    do {
      try favorites.setFavorite(!isFavorite, recipeID: recipeID, for: user)
      isFavorite.toggle()
      favoriteError = nil
    } catch {
      favoriteError = "The favourite could not be saved: \(error.message)"
    }
  }

  /// The user picked a related recipe on screen.
  public func relatedRecipeTapped(id: String) {
    guard relatedRecipes.contains(where: { $0.id == id }) else { return }
    navigation?.relatedRecipeSelected(id: id)
  }
}
