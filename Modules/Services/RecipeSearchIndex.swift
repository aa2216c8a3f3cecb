import Foundation

/// Recipes ready to be searched: each with the folded UTF-8 text a search looks in (title,
/// author and ingredients, without case or diacritics, so `crème` finds `Creme Brulee`),
/// worked out once.
public struct RecipeSearchIndex: Sendable {
  /// The recipes, in the order given.
  public let recipes: [Recipe]
  private let texts: [[UInt8]]

  /// Indexes `recipes`.
  public init(_ recipes: [Recipe]) {
    self.recipes = recipes
    texts = recipes.map { recipe in
      let words = [recipe.title, recipe.author] + recipe.ingredients
      return SearchText.folded(words.joined(separator: "\n"))
    }
  }

  /// The recipes whose text contains `query`, ignoring case and diacritics, in their order;
  /// all of them for an empty query.
  public func matching(_ query: String) -> [Recipe] {
    guard !query.isEmpty else { return recipes }
    let needle = SearchText.folded(query)
    var found: [Recipe] = []
    for (recipe, text) in zip(recipes, texts) where Self.contains(text, needle) {
      found.append(recipe)
    }
    return found
  }

  /// Whether `needle` occurs in `text`: `memchr` finds each candidate first byte and `memcmp`
  /// compares the rest, on the arrays' own storage.
  static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= text.count else { return false }
    return text.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return false }
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
          guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
          let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + offset, wanted, needle.count) == 0 { return true }
          start = offset + 1
        }
        return false
      }
    }
  }
}
