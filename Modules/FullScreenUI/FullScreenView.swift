import Coordinators
import TerminalCommands

/// The full-screen counterpart of a SwiftUI view: it declares a view model's screen as lines,
/// some of them selectable, and the host draws, scrolls and selects them. A view reads its
/// model and nothing else; what a line does goes through the shared ``CommandRunner``.
/// Adding a screen is one file here and one case in ``Screen/fullScreenView``; the buttons
/// of screens added under it come from their ``ScreenEntry``, with no edit here.
@MainActor
protocol FullScreenView {
  /// The view model, by which the host keeps the screen's selection and fields.
  var model: AnyObject { get }
  /// The screen's name in the breadcrumb and the back menu.
  var title: String { get }
  /// The screen's content, top to bottom.
  var lines: [Line] { get }
  /// The commands a form sends, in order, with its fields' values.
  func submit(_ values: [String: String]) -> [Command]
  /// Places the buttons of the screens added under this one among its lines; by default they
  /// come last.
  func place(entries: [Line], in lines: [Line]) -> [Line]
}

extension FullScreenView {
  func submit(_ values: [String: String]) -> [Command] { [] }

  func place(entries: [Line], in lines: [Line]) -> [Line] { lines + entries }
}

/// A view with the entries that screens added under it declare, as buttons that run their
/// command word.
struct WithEntries: FullScreenView {
  let view: any FullScreenView
  let entries: [ScreenEntry]

  var model: AnyObject { view.model }
  var title: String { view.title }
  var lines: [Line] {
    let buttons = entries.map { Line.button($0.title, .named($0.word, argument: "")) }
    return view.place(entries: buttons, in: view.lines)
  }

  func submit(_ values: [String: String]) -> [Command] { view.submit(values) }
}

extension Screen {
  /// The full-screen view of this screen.
  var fullScreenView: any FullScreenView {
    let entries = self.entries
    return entries.isEmpty ? view : WithEntries(view: view, entries: entries)
  }

  /// The view registered for this screen, in the one switch the compiler points to.
  private var view: any FullScreenView {
    switch self {
    case .signIn(let viewModel): SignInScreen(viewModel: viewModel)
    case .forgotPassword(let viewModel): ForgotPasswordScreen(viewModel: viewModel)
    case .recipeList(let viewModel): RecipeListScreen(viewModel: viewModel)
    case .favorites(let viewModel): FavoritesScreen(viewModel: viewModel)
    case .recipeDetail(let viewModel): RecipeDetailScreen(viewModel: viewModel)
    case .author(let viewModel): AuthorScreen(viewModel: viewModel)
    case .welcome(let viewModel): WelcomeScreen(viewModel: viewModel)
    case .pantry(let viewModel): PantryScreen(viewModel: viewModel)
    case .pantryItemForm(let viewModel): PantryFormScreen(viewModel: viewModel)
    case .pantryDeleteAlert(let viewModel): PantryDeleteScreen(viewModel: viewModel)
    case .profile(let viewModel): ProfileScreen(viewModel: viewModel)
    case .settings(let viewModel): SettingsScreen(viewModel: viewModel)
    case .shareSheet(let viewModel): ShareSheetScreen(viewModel: viewModel)
    case .deleteAlert(let viewModel): DeleteAlertScreen(viewModel: viewModel)
    }
  }
}
