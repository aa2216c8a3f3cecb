import Foundation
import Observation
import Services

/// The recipe list: loads the catalogue, filters it by a search text, shows it in the order the
/// user chose, and reports choices.
@MainActor
@Observable
public final class RecipeListViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    /// The catalogue is being loaded.
    case loading
    /// The recipes that match the filter, in the order in force, without those deleted.
    case recipes([Recipe])
    /// Nothing to show, and why.
    case empty(EmptyReason)
    /// The catalogue could not be loaded.
    case failed(ServiceError)
  }

  /// Why the list is empty.
  public enum EmptyReason: Hashable, Sendable {
    /// The user's cookbook has no recipes.
    case noRecipes
    /// No recipe matches the search `query`.
    case noMatch(query: String)
  }

  /// Why a search text was refused.
  public enum SearchProblem: Hashable, Sendable {
    /// It has more than `maximum` characters.
    case tooLong(maximum: Int)
    /// Percent-encoded, it would not fit in the list's link.
    case tooLongForLink
    /// It has a control character.
    case controlCharacters
  }

  /// The longest search text accepted, in characters.
  public nonisolated static let maximumQueryLength = 100
  /// The most bytes a search takes once percent-encoded in a link: what is left of the link
  /// cap (8,192 bytes) after `cookbook://recipes?q=` and `&modal=signin`, so that the list's
  /// URL can always be opened again, whatever the search is made of.
  public nonisolated static let maximumEncodedQueryLength = 8_150

  /// The current search text; empty shows every recipe.
  public private(set) var query: String {
    didSet { refresh() }
  }
  /// Why the last search text was refused, if it was.
  public private(set) var searchProblem: SearchProblem?
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any RecipeListNavigating)?

  private var loaded: Result<RecipeSearchIndex, ServiceError>? {
    didSet { refresh() }
  }
  /// The content in catalogue order; worked out again only when the recipes or the filter
  /// change.
  private var filtered: Content = .loading
  private let catalog: any RecipeCatalog
  private let listing: RecipeListing

  /// Creates the list, reading from `catalog`, listed as `listing` says, filtered by `query`.
  public init(catalog: any RecipeCatalog, listing: RecipeListing, query: String = "") {
    self.catalog = catalog
    self.listing = listing
    self.query = query
  }

  /// What the screen shows now, listed as `listing` says at the moment it is read, so an
  /// observer hears when the recipes, the filter, the order or a deletion change it.
  public var content: Content {
    guard case .recipes(let recipes) = filtered else { return filtered }
    let listed = listing.listed(recipes)
    guard listed.isEmpty else { return .recipes(listed) }
    return .empty(query.isEmpty ? .noRecipes : .noMatch(query: query))
  }

  /// The recipes on screen, in order; empty while loading or after a failure.
  public var visibleRecipes: [Recipe] {
    if case .recipes(let recipes) = content { recipes } else { [] }
  }

  /// Loads the catalogue unless it is already loaded.
  public func loadIfNeeded() async {
    if case .success = loaded { return }
    do {
      loaded = .success(RecipeSearchIndex(try await catalog.allRecipes()))
    } catch {
      loaded = .failure(error)
    }
  }

  /// The user searched for `text`; an empty text clears the filter.
  public func searchSubmitted(_ text: String) {
    let trimmed = SearchText.trimmed(text).precomposedStringWithCanonicalMapping
    guard trimmed.count <= Self.maximumQueryLength else {
      searchProblem = .tooLong(maximum: Self.maximumQueryLength)
      return
    }
    guard Self.encodedLength(of: trimmed) <= Self.maximumEncodedQueryLength else {
      searchProblem = .tooLongForLink
      return
    }
    guard !PlainText.containsUnsafeCharacters(trimmed) else {
      searchProblem = .controlCharacters
      return
    }
    // Only a real change is set, so observers of a screen without a problem hear nothing.
    if searchProblem != nil { searchProblem = nil }
    query = trimmed
    navigation?.searchChanged(to: query)
  }

  /// How many bytes `text` takes percent-encoded in a link: letters, digits, `-._~@` one each,
  /// every other UTF-8 byte three.
  nonisolated static func encodedLength(of text: String) -> Int {
    text.utf8.reduce(0) { total, byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"):
        total + 1
      default: total + 3
      }
    }
  }

  /// Shows the results for `query` without reporting it, as when a link sets the filter.
  public func setQuery(_ query: String) {
    self.query = query
  }

  /// The user picked a visible recipe.
  public func recipeTapped(id: String) {
    guard visibleRecipes.contains(where: { $0.id == id }) else { return }
    navigation?.recipeSelected(id: id)
  }

  private func refresh() {
    switch loaded {
    case nil: filtered = .loading
    case .failure(let error): filtered = .failed(error)
    case .success(let all):
      let visible = all.matching(query)
      filtered =
        visible.isEmpty
        ? .empty(all.recipes.isEmpty ? .noRecipes : .noMatch(query: query))
        : .recipes(visible)
    }
  }
}
