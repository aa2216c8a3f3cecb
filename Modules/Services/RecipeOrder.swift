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

/// How every recipe screen of a signed-in user lists recipes: in the order in force, without
/// those deleted in this run. One shared object, so that choosing an order in Settings, or
/// deleting a recipe anywhere, changes Recipes, Favourites, details and authors at once, with
/// no message between coordinators.
@MainActor
@Observable
public final class RecipeListing {
  /// The order in force.
  public var order: RecipeOrder
  /// The recipes the user deleted in this run, which no list shows any more.
  public private(set) var deleted: Set<String> = []

  /// Starts with `order`.
  public init(order: RecipeOrder = .catalogue) {
    self.order = order
  }

  /// `recipes` without those deleted, in the order in force.
  public func listed(_ recipes: [Recipe]) -> [Recipe] {
    order.sorted(deleted.isEmpty ? recipes : recipes.filter { !deleted.contains($0.id) })
  }

  /// The user deleted the recipe `id`: every list drops it.
  public func recipeDeleted(_ id: String) {
    deleted.insert(id)
  }
}
