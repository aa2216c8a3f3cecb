import Observation
import Services

/// The user's favourite recipes, loaded again whenever the tab is shown.
@MainActor
@Observable
public final class FavoritesViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    /// The favourites are being loaded.
    case loading
    /// The favourite recipes, in catalogue order.
    case recipes([Recipe])
    /// There are none yet.
    case empty
    /// They could not be loaded, with the reason.
    case failed(String)
  }

  /// What the screen shows now.
  public private(set) var content: Content = .loading
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any FavoritesNavigating)?

  private let user: User
  private let catalog: any RecipeCatalog
  private let favorites: any FavoritesStore

  /// Creates the list of `user`'s favourites, looked up in `catalog`.
  public init(user: User, catalog: any RecipeCatalog, favorites: any FavoritesStore) {
    self.user = user
    self.catalog = catalog
    self.favorites = favorites
  }

  /// The recipes on screen, in catalogue order; empty while loading or after a failure.
  public var visibleRecipes: [Recipe] {
    if case .recipes(let recipes) = content { recipes } else { [] }
  }

  /// Loads the favourites again, so marks changed on a detail screen show. The content is
  /// replaced only when it differs, so observers hear of real changes only.
  public func reload() async {
    let loaded: Content
    do {
      let ids = try await favorites.favorites(of: user)
      let recipes = try await catalog.allRecipes().filter { ids.contains($0.id) }
      loaded =
        recipes.isEmpty ? .empty : .recipes(recipes)
    } catch {
      loaded = .failed("The favourites could not be loaded: \(error.message)")
    }
    if loaded != content { content = loaded }
  }

  /// The user picked a visible recipe.
  public func recipeTapped(id: String) {
    guard visibleRecipes.contains(where: { $0.id == id }) else { return }
    navigation?.favoriteSelected(id: id)
  }

  /// Stops showing a recipe the user deleted elsewhere, without loading again.
  public func recipeDeleted(id: String) {
    guard case .recipes(let recipes) = content else { return }
    let remaining = recipes.filter { $0.id != id }
    content =
      remaining.isEmpty ? .empty : .recipes(remaining)
  }
}
