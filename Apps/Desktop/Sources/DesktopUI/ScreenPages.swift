import AdwaitaKit
import Coordinators

extension Screen {
  /// The page that shows this screen, with the buttons of the pages added under it.
  func page(in context: PageContext) -> any Page {
    let page = registeredPage(in: context)
    let entries = ScreenPages.entries.compactMap { $0.entry(onAny: viewModel) }
    guard !entries.isEmpty else { return page }
    let buttons = entries.map { entry in
      let button = Button(entry.title)
      button.alignStart()
      button.onClicked { context.send { await entry.open() } }
      return button
    }
    assert(page is any TakesEntries, "\(type(of: page)) cannot show the entries of its pages")
    (page as? any TakesEntries)?.place(buttons)
    return page
  }

  /// The page registered for this screen, in this one switch, so a screen added to `Screen`
  /// does not compile until it has its page. `Scripts/new-feature.sh` adds a line here.
  private func registeredPage(in context: PageContext) -> any Page {
    switch self {
    case .signIn(let viewModel): SignInPage(viewModel: viewModel, context: context)
    case .welcome(let viewModel): WelcomePage(viewModel: viewModel, context: context)
    case .forgotPassword(let viewModel): ForgotPasswordPage(viewModel: viewModel, context: context)
    case .recipeList(let viewModel): RecipeListPage(viewModel: viewModel, context: context)
    case .favorites(let viewModel): FavoritesPage(viewModel: viewModel, context: context)
    case .recipeDetail(let viewModel): RecipeDetailPage(viewModel: viewModel, context: context)
    case .author(let viewModel): AuthorPage(viewModel: viewModel, context: context)
    case .shareSheet(let viewModel): ShareSheetPage(viewModel: viewModel, context: context)
    case .deleteAlert(let viewModel): DeleteRecipePage(viewModel: viewModel, context: context)
    case .pantry(let viewModel): PantryPage(viewModel: viewModel, context: context)
    case .pantryItemForm(let viewModel): PantryFormPage(viewModel: viewModel, context: context)
    case .pantryDeleteAlert(let viewModel):
      DeletePantryItemPage(viewModel: viewModel, context: context)
    case .profile(let viewModel): ProfilePage(viewModel: viewModel, context: context)
    case .settings(let viewModel): SettingsPage(viewModel: viewModel, context: context)
    }
  }
}

/// The desktop's registry beside the switch above: every page that declares its entry on its
/// parent, in the order the buttons show.
@MainActor
enum ScreenPages {
  static let entries: [any EnteredFromParentPage.Type] = [
    SettingsPage.self
  ]
}
