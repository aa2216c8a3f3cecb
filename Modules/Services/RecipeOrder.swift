import Observation

/// How recipe lists are ordered.
public enum RecipeOrder: String, CaseIterable, Hashable, Sendable, Codable {
  /// The catalogue's own order, which row numbers in scripts rely on.
  case catalogue = "default"
  /// By title, A to Z.
  case title
  /// Shortest first; ties by title.
  case time

  /// `recipes` in this order; the catalogue order is kept for equal keys.
  public func sorted(_ recipes: [Recipe]) -> [Recipe] {
    switch self {
    case .catalogue: recipes
    case .title:
      recipes.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
    case .time:
      recipes.sorted {
        $0.minutes != $1.minutes
          ? $0.minutes < $1.minutes
          : $0.title.localizedStandardCompare($1.title) == .orderedAscending
      }
    }
  }
}

/// The order every recipe list of a signed-in user follows: one shared object, so that
/// changing it in Settings reorders Recipes, Favourites and author screens at once, with no
/// message between coordinators.
@MainActor
@Observable
public final class RecipeSorting {
  /// The order in force.
  public var order: RecipeOrder

  /// Starts with `order`.
  public init(order: RecipeOrder = .catalogue) {
    self.order = order
  }

  /// `recipes` in the order in force.
  public func sorted(_ recipes: [Recipe]) -> [Recipe] { order.sorted(recipes) }
}
