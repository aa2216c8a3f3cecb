import AdwaitaKit
import DetailFeature
import Phrasebook
import Services

/// A recipe: its author, the favourite mark, Share…, Delete…, what it takes, how to make it,
/// and related recipes.
@MainActor
final class RecipeDetailPage: Page {
  private let viewModel: RecipeDetailViewModel
  private let layout = PageLayout()
  private let title = heading("", style: "title-1")
  private let author = Button("Author")
  private let facts = Label()
  private let favorite = Button("Mark as favourite")
  private let share = Button("Share…")
  private let delete = Button("Delete…")
  private let status = StatusLine()
  private let problem = StatusLine(isProblem: true)
  private let ingredients = Label()
  private let steps = Label()
  private let relatedHeading = heading("Related recipes", style: "heading")
  private let related: RecipeRows
  private var shownRecipe: Recipe?

  init(viewModel: RecipeDetailViewModel, context: PageContext) {
    self.viewModel = viewModel
    related = RecipeRows { id in context.send { viewModel.relatedRecipeTapped(id: id) } }
    delete.addStyleClass("destructive-action")
    author.alignStart()
    let actions = Box(.horizontal, spacing: 6)
    for button in [favorite, share, delete] { actions.append(button) }
    for label in [facts, ingredients, steps] {
      label.wrap()
      label.alignToStart()
    }
    layout.append(title, author, facts, actions, status.label, problem.label, ingredients, steps)
    layout.append(relatedHeading, related.list)
    author.onClicked { context.send { viewModel.authorTapped() } }
    favorite.onClicked { context.send { await viewModel.favoriteTapped() } }
    share.onClicked { context.send { viewModel.shareTapped() } }
    delete.onClicked { context.send { viewModel.deleteTapped() } }
    observing { [weak self] in self?.update() }
    context.load { await viewModel.loadIfNeeded() }
  }

  var content: PageContent { .page(layout.root, title: title.text) }

  private func update() {
    let recipe: Recipe?
    switch viewModel.content {
    case .loading:
      recipe = nil
      status.show("Loading the recipe…")
    case .loaded(let loaded, _):
      recipe = loaded
      status.show(viewModel.notice.flatMap(DesktopPhrases.shared))
    case .notFound(let id):
      recipe = nil
      status.show(Phrasebook.recipeNotFound(id: id))
    case .failed(let error):
      recipe = nil
      status.show(Phrasebook.recipeNotLoaded(error))
    case .deleted(let title):
      recipe = nil
      status.show(Phrasebook.recipeDeleted(title: title))
    }
    favorite.label = viewModel.isFavorite ? "Remove from favourites" : "Mark as favourite"
    problem.show(viewModel.favoriteError.map(Phrasebook.favoriteProblem))
    for widget: Widget in [author, facts, favorite, share, delete, ingredients, steps] {
      widget.isVisible = recipe != nil
    }
    related.show(viewModel.relatedRecipes)
    relatedHeading.isVisible = !viewModel.relatedRecipes.isEmpty
    guard let recipe, recipe != shownRecipe else { return }
    shownRecipe = recipe
    title.text = recipe.title
    author.label = "Author: \(recipe.author)"
    facts.text = "\(recipe.minutes) min · serves \(recipe.servings)"
    ingredients.text = recipe.ingredients.map { "• \($0)" }.joined(separator: "\n")
    steps.text = recipe.steps.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: "\n")
  }
}

extension ScreenPages {
  func recipeDetail(_ model: RecipeDetailViewModel) -> Output {
    RecipeDetailPage(viewModel: model, context: context)
  }
}
