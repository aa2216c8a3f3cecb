import AdwaitaKit
import Services

/// A list of recipes: each row named by the recipe's title, and a button in it, with its author
/// and time under it; the row's own activation (its accessible action) opens it too. The rows are rebuilt only when the recipes or their order change.
@MainActor
final class RecipeRows {
  let list = ListBox()
  private var shown: [String]?
  private let chosen: @MainActor (String) -> Void

  /// Creates an empty list that calls `chosen` with the id of the recipe a person picks.
  init(chosen: @escaping @MainActor (String) -> Void) {
    self.chosen = chosen
    list.addStyleClass("boxed-list")
  }

  /// Shows `recipes`, in order.
  func show(_ recipes: [Recipe]) {
    let ids = recipes.map(\.id)
    guard ids != shown else { return }
    shown = ids
    list.setRows(recipes.map(row))
    list.isVisible = !recipes.isEmpty
  }

  private func row(for recipe: Recipe) -> ListRow {
    let title = Label(recipe.title)
    title.alignToStart()
    let detail = Label("\(recipe.author) · \(recipe.minutes) min")
    detail.alignToStart()
    detail.addStyleClass("dim-label")
    let lines = Box(.vertical, spacing: 2)
    lines.append(title)
    lines.append(detail)
    let button = Button(child: lines, label: recipe.title)
    button.addStyleClass("flat")
    button.onClicked { [chosen] in chosen(recipe.id) }
    return ListRow(button, label: recipe.title, takesFocus: false) { [chosen] in chosen(recipe.id) }
  }
}
