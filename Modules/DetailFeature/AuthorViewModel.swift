import Observation
import Services

/// An author: their biography and their recipes, in the order every recipe list follows.
@MainActor
@Observable
public final class AuthorViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    /// The author is being loaded.
    case loading
    /// The author and, in catalogue order, the recipes of theirs this user still has.
    case loaded(author: Author, recipes: [Recipe])
    /// There is no author with the id `id`.
    case notFound(id: String)
    /// The author could not be loaded.
    case failed(ServiceError)
  }

  /// The id of the author shown.
  public let authorID: String
  /// What the screen shows, with the recipes in catalogue order.
  public private(set) var content: Content = .loading
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any AuthorNavigating)?

  private let catalog: any RecipeCatalog
  private let listing: RecipeListing

  /// Creates the screen for `authorID`, reading `catalog`, listed as `listing` says.
  public init(authorID: String, catalog: any RecipeCatalog, listing: RecipeListing) {
    self.authorID = authorID
    self.catalog = catalog
    self.listing = listing
  }

  /// The author's recipes on screen, in the order the user chose, without those deleted.
  public var recipes: [Recipe] {
    if case .loaded(_, let recipes) = content { listing.listed(recipes) } else { [] }
  }

  /// Loads the author and their recipes, unless already loaded.
  public func loadIfNeeded() async {
    if case .loaded = content { return }
    do {
      guard let author = try await catalog.author(id: authorID) else {
        content = .notFound(id: authorID)
        return
      }
      let recipes = try await catalog.allRecipes().filter { $0.authorID == authorID }
      content = .loaded(author: author, recipes: recipes)
    } catch {
      content = .failed(error)
    }
  }

  /// The user picked one of the author's recipes on screen.
  public func recipeTapped(id: String) {
    guard recipes.contains(where: { $0.id == id }) else { return }
    navigation?.authorRecipeSelected(id: id, on: self)
  }
}
