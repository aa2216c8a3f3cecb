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
    /// The change could not be saved, so the mark shows what was saved.
    case notSaved(ServiceError)
  }

  /// The id of the recipe shown.
  public let recipeID: String
  /// Whether the recipe is one of the user's favourites, as the user last asked.
  public private(set) var isFavorite = false
  /// Why the last favourite change failed, if it did.
  public private(set) var favoriteError: FavoriteProblem?
  /// What a sheet over the detail just did, such as where the recipe was exported.
  public private(set) var notice: ShareOutcome?
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any RecipeDetailNavigating)?

  private var loaded: Content = .loading
  @ObservationIgnored private var savedFavorite = false
  @ObservationIgnored private var favoriteTaps = 0
  private let user: User
  private let catalog: any RecipeCatalog
  private let favorites: any FavoritesStore
  private let favoriteWrites = WriteQueue()
  private let listing: RecipeListing

  /// Creates the screen for `recipeID`, as seen by `user`, its related recipes listed as
  /// `listing` says.
  public init(
    recipeID: String, user: User, catalog: any RecipeCatalog, favorites: any FavoritesStore,
    listing: RecipeListing
  ) {
    self.recipeID = recipeID
    self.user = user
    self.catalog = catalog
    self.favorites = favorites
    self.listing = listing
  }

  /// What the screen shows: the recipe shows as deleted once the user deleted it, and a
  /// related recipe they deleted is gone from its list.
  public var content: Content {
    guard case .loaded(let recipe, let related) = loaded else { return loaded }
    if listing.deleted.contains(recipeID) { return .deleted(title: recipe.title) }
    return .loaded(recipe: recipe, related: related.filter { !listing.deleted.contains($0.id) })
  }

  /// The related recipes on screen, in order.
  public var relatedRecipes: [Recipe] {
    if case .loaded(_, let related) = content { related } else { [] }
  }

  /// Loads the recipe, its related recipes and the favourite mark, unless already loaded.
  public func loadIfNeeded() async {
    if case .loaded = loaded { return }
    do {
      guard let recipe = try await catalog.recipe(id: recipeID) else {
        loaded = .notFound(id: recipeID)
        return
      }
      var related: [Recipe] = []
      for id in recipe.relatedIDs {
        if let found = try await catalog.recipe(id: id) { related.append(found) }
      }
      do {
        savedFavorite = try await favorites.favorites(of: user).contains(recipeID)
        isFavorite = savedFavorite
      } catch {
        favoriteError = .notRead(error)
      }
      loaded = .loaded(recipe: recipe, related: related)
    } catch {
      loaded = .failed(error)
    }
  }

  /// Marks or unmarks the recipe at once, as the user asks, and saves the mark asked for. The
  /// saves run in the order of the taps, so after quick taps the mark saved is the last one
  /// asked, as the mark shown is; a save that fails puts back the mark last saved, unless a
  /// later tap has asked again.
  public func favoriteTapped() async {
    guard case .loaded = content else { return }
    favoriteTaps += 1
    let (tap, wanted) = (favoriteTaps, !isFavorite)
    isFavorite = wanted
    notice = nil
    do {
      try await favoriteWrites.run { [favorites, recipeID, user] () throws(ServiceError) in
        try await favorites.setFavorite(wanted, recipeID: recipeID, for: user)
      }
      savedFavorite = wanted
      favoriteError = nil
    } catch {
      if tap == favoriteTaps { isFavorite = savedFavorite }
      favoriteError = .notSaved(error)
    }
  }

  /// The user asked to share the recipe; only a loaded recipe can be shared.
  public func shareTapped() {
    guard case .loaded = content else { return }
    notice = nil
    navigation?.shareRequested(on: self)
  }

  /// The user asked to delete the recipe; only a loaded recipe can be deleted.
  public func deleteTapped() {
    guard case .loaded = content else { return }
    notice = nil
    navigation?.deleteRequested(on: self)
  }

  /// Shows what the share sheet over the detail did.
  public func shareEnded(with outcome: ShareOutcome) {
    notice = outcome == .cancelled ? nil : outcome
  }

  /// The user asked to see the author of the loaded recipe.
  public func authorTapped() {
    guard case .loaded(let recipe, _) = content else { return }
    navigation?.authorSelected(id: recipe.authorID, on: self)
  }

  /// The user picked a related recipe on screen.
  public func relatedRecipeTapped(id: String) {
    guard relatedRecipes.contains(where: { $0.id == id }) else { return }
    navigation?.relatedRecipeSelected(id: id, on: self)
  }
}
