import Services

/// The last list sorted and the result, so that reading a list's content again costs nothing
/// until its recipes or the order change.
struct SortCache {
  private var last: (order: RecipeOrder, recipes: [Recipe], sorted: [Recipe])?

  /// `recipes` in `order`, sorted again only when either differs from the last call.
  mutating func sorted(_ recipes: [Recipe], by order: RecipeOrder) -> [Recipe] {
    if let last, last.order == order, last.recipes == recipes { return last.sorted }
    let sorted = order.sorted(recipes)
    last = (order, recipes, sorted)
    return sorted
  }
}
