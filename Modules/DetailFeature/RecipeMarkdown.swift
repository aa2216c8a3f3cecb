import Services

/// A recipe written out as a Markdown document, for export.
public enum RecipeMarkdown {
  /// The Markdown text of `recipe`.
  public static func document(for recipe: Recipe) -> String {
    var lines = [
      "# \(recipe.title)", "",
      "By \(recipe.author) · \(recipe.minutes) min · serves \(recipe.servings)", "",
      "## Ingredients", "",
    ]
    lines += recipe.ingredients.map { "- \($0)" }
    lines += ["", "## Method", ""]
    lines += recipe.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
