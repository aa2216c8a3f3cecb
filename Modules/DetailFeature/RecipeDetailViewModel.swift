import Observation
import Services

/// One recipe: its details, its related recipes, and a favourite toggle that persists.
@MainActor
@Observable
public final class RecipeDetailViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    /// The recipe is being loaded.
    case loading
    /// The recipe and those of its related recipes that exist.
    case loaded(recipe: Recipe, related: [Recipe])
    /// There is no recipe with the id `id`.
    case notFound(id: String)
    /// The recipe could not be loaded.
    case failed(ServiceError)
    /// The user deleted the recipe, titled `title`, from their cookbook.
    case deleted(title: String)
  }

  /// Why the favourite mark could not be read or changed.
  public enum FavoriteProblem: Hashable, Sendable {
    /// The mark could not be read, so it shows as not set.
    case notRead(ServiceError)
    /// The change could not be saved, so the mark stays as it was.
    case notSaved(ServiceError)
  }

  /// The id of the recipe shown.
  public let recipeID: String
  /// What the screen shows.
  public private(set) var content: Content = .loading
  /// Whether the recipe is one of the user's favourites.
  public private(set) var isFavorite = false
  /// Why the last favourite change failed, if it did.
  public private(set) var favoriteError: FavoriteProblem?
  /// What a sheet over the detail just did, such as where the recipe was exported.
  public private(set) var notice: ShareOutcome?
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
        content = .notFound(id: recipeID)
        return
      }
      var related: [Recipe] = []
      for id in recipe.relatedIDs {
        if let found = try await catalog.recipe(id: id) { related.append(found) }
      }
      content = .loaded(recipe: recipe, related: related)
      do {
        isFavorite = try await favorites.favorites(of: user).contains(recipeID)
      } catch {
        favoriteError = .notRead(error)
      }
    } catch {
      content = .failed(error)
    }
  }

  /// Toggles the favourite mark and saves it; on failure the mark stays as it was.
  public func favoriteTapped() async {
    guard case .loaded = content else { return }
    do {
      try await favorites.setFavorite(!isFavorite, recipeID: recipeID, for: user)
      isFavorite.toggle()
      notice = nil
      favoriteError = nil
    } catch {
      favoriteError = .notSaved(error)
    }
  }

  /// The user asked to share the recipe; only a loaded recipe can be shared.
  public func shareTapped() {
    guard case .loaded = content else { return }
    notice = nil
    navigation?.shareRequested()
  }

  /// The user asked to delete the recipe; only a loaded recipe can be deleted.
  public func deleteTapped() {
    guard case .loaded = content else { return }
    notice = nil
    navigation?.deleteRequested()
  }

  /// Forgets a recipe the user deleted elsewhere: a related one leaves the list, and this
  /// recipe itself shows as deleted.
  public func recipeDeleted(id: String) {
    guard case .loaded(let recipe, let related) = content else { return }
    if id == recipeID {
      content = .deleted(title: recipe.title)
    } else {
      content = .loaded(recipe: recipe, related: related.filter { $0.id != id })
    }
  }

  /// Shows what the share sheet over the detail did.
  public func shareEnded(with outcome: ShareOutcome) {
    notice = outcome == .cancelled ? nil : outcome
  }

  /// The user asked to see the author of the loaded recipe.
  public func authorTapped() {
    guard case .loaded(let recipe, _) = content else { return }
    navigation?.authorSelected(id: recipe.authorID)
  }

  /// The user picked a related recipe on screen.
  public func relatedRecipeTapped(id: String) {
    guard relatedRecipes.contains(where: { $0.id == id }) else { return }
    navigation?.relatedRecipeSelected(id: id)
  }
}
