import Observation
import Services

/// The user's favourite recipes, loaded again whenever the tab is shown, in the order the user
/// chose.
@MainActor
@Observable
public final class FavoritesViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    /// The favourites are being loaded.
    case loading
    /// The favourite recipes, in the order in force, without those deleted.
    case recipes([Recipe])
    /// There are none yet.
    case empty
    /// They could not be loaded.
    case failed(ServiceError)
  }

  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any FavoritesNavigating)?

  /// The content in catalogue order.
  private var loaded: Content = .loading
  private let user: User
  private let catalog: any RecipeCatalog
  private let favorites: any FavoritesStore
  private let listing: RecipeListing

  /// Creates the list of `user`'s favourites, looked up in `catalog`, listed as `listing` says.
  public init(
    user: User, catalog: any RecipeCatalog, favorites: any FavoritesStore,
    listing: RecipeListing
  ) {
    self.user = user
    self.catalog = catalog
    self.favorites = favorites
    self.listing = listing
  }

  /// What the screen shows now, listed as `listing` says at the moment it is read, so an
  /// observer hears when the favourites, the order or a deletion change it.
  public var content: Content {
    guard case .recipes(let recipes) = loaded else { return loaded }
    let listed = listing.listed(recipes)
    return listed.isEmpty ? .empty : .recipes(listed)
  }

  /// The recipes on screen, in order; empty while loading or after a failure.
  public var visibleRecipes: [Recipe] {
    if case .recipes(let recipes) = content { recipes } else { [] }
  }

  /// Loads the favourites again, so marks changed on a detail screen show. The content is
  /// replaced only when it differs, so observers hear of real changes only.
  public func reload() async {
    let reloaded: Content
    do {
      let ids = try await favorites.favorites(of: user)
      let all = try await catalog.allRecipes()
      // The catalogue is still read with no favourites, so that a failure to read it shows.
      let recipes = ids.isEmpty ? [] : all.filter { ids.contains($0.id) }
      reloaded = recipes.isEmpty ? .empty : .recipes(recipes)
    } catch {
      reloaded = .failed(error)
    }
    if reloaded != loaded { loaded = reloaded }
  }

  /// The user picked a visible recipe.
  public func recipeTapped(id: String) {
    guard visibleRecipes.contains(where: { $0.id == id }) else { return }
    navigation?.favoriteSelected(id: id)
  }
}
