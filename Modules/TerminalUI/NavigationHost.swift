import Coordinators
import Navigation

/// Runs the app in a terminal, one command at a time: reads a command, sends it to the
/// screen on top of the router's state (or to the router, for back), awaits the intent with
/// all the work it starts, and renders the screen that the router's state now has on top.
@MainActor
public final class NavigationHost {
  private enum Feedback {
    case info(String)
    case problem(String)
  }

  /// Called after each command's screen is drawn, as when the app keeps a copy of the state
  /// for a signal handler.
  public var afterEachCommand: (@MainActor () -> Void)?

  private let renderCache = RenderCache()
  private lazy var tabBars = Dictionary(
    uniqueKeysWithValues: AppTab.allCases.map { ($0, tabBar(selected: $0, style)) })
  private let app: AppCoordinator
  private let router: any AppRouter
  private let io: any TerminalIO
  private let style: TerminalStyle

  /// Creates a host for an app coordinator that has been started on `router`.
  public init(
    app: AppCoordinator, router: any AppRouter, io: any TerminalIO, style: TerminalStyle
  ) {
    self.app = app
    self.router = router
    self.io = io
    self.style = style
  }

  /// Follows `url` if given, then reads and runs commands until `quit` or the end of input,
  /// then saves the state.
  /// - Returns: why the final save failed, if it did.
  public func run(openingAtLaunch url: String? = nil) async -> String? {
    var launchFeedback = takeNotice()
    if let url, case .refused(let refusal) = await app.open(url) {
      launchFeedback.append(.problem(Phrases.refusal(refusal)))
    }
    await draw(launchFeedback)
    afterEachCommand?()
    while let line = io.readLine(prompt: io.isInteractive ? "› " : "") {
      guard let parsed = CommandParser.parse(line) else {
        if io.isInteractive { await draw([]) }
        continue
      }
      if case .success(.quit) = parsed { return await finish() }
      var feedback: [Feedback] = []
      let expired = await app.expireSessionIfNeeded()
      switch parsed {
      case .failure(let error) where !expired: feedback = [.problem(error.description)]
      case .success(let command) where !expired || command.isHarmlessAfterExpiry:
        feedback = await execute(command)
      default: break
      }
      feedback += takeNotice()
      assert(app.consistencyViolations.isEmpty, "\(app.consistencyViolations)")
      await draw(feedback)
      afterEachCommand?()
    }
    return await finish()
  }

  private func finish() async -> String? {
    do {
      try await app.saveState()
      io.write(io.isInteractive ? "Saved. Goodbye.\n" : "")
      return nil
    } catch {
      return error.message
    }
  }

  private func takeNotice() -> [Feedback] {
    guard let notice = app.notice else { return [] }
    app.noticeShown()
    return [.problem(Phrases.notice(notice))]
  }

  private func execute(_ command: Command) async -> [Feedback] {
    let view = currentView()
    switch command {
    case .help:
      let tabBar: Bool =
        if case .signedIn(let home) = app.flow { !home.isInterrupted } else { false }
      let commands = view.commands + (tabBar ? CommandHelp.signedIn : []) + CommandHelp.global
      return [.info("Commands on this screen:")]
        + commands.map { .info("  \($0.usage.padding(to: 22))\($0.summary)") }
    case .whereAmI:
      return [.info(router.state.canonicalURL)]
    case .tree:
      return CoordinatorTree.lines(of: app).map(Feedback.info)
    case .open(let url):
      guard case .refused(let refusal) = await app.open(url) else { return [] }
      return [.problem(Phrases.refusal(refusal))]
    case .back:
      switch await view.back() {
      case .done?: return []
      case .message(let message)?: return [.problem(message)]
      case .notHere?, nil:
        return router.back() ? [] : [.problem("There is nothing to go back to.")]
      }
    case .logout:
      guard case .signedIn(let home) = app.flow else { return [.problem("You are not signed in.")] }
      guard !home.isInterrupted else { return [.problem(Self.finishPresentedFirst)] }
      await home.profile?.viewModel.signOutTapped()
      return []
    case .tab(let name):
      return selectTab(named: name)
    case .login(let user, let password) where io.isInteractive && view is SignInView:
      let user = user ?? io.readLine(prompt: "User: ") ?? ""
      let password = password ?? io.readSecret(prompt: "Password: ") ?? ""
      return await respond(to: .login(user: user, password: password), in: view)
    case .login(_, nil) where view is SignInView:
      return [.problem(CommandError.usage("login USER PASSWORD").description)]
    default:
      return await respond(to: command, in: view)
    }
  }

  private func selectTab(named name: String) -> [Feedback] {
    guard case .signedIn(let home) = app.flow else {
      return [.problem("Tabs appear once you are signed in.")]
    }
    let tab: AppTab? =
      switch name {
      case "recipes": .recipes
      case "favorites", "favourites": .favorites
      case "pantry": .pantry
      case "profile": .profile
      default: nil
      }
    guard let tab else {
      return [
        .problem(
          "There is no tab '\(SafeText.display(name))'; try recipes, favorites, pantry or profile.")
      ]
    }
    guard !home.isInterrupted else { return [.problem(Self.finishPresentedFirst)] }
    home.select(tab)
    return []
  }

  private func respond(to command: Command, in view: any ScreenView) async -> [Feedback] {
    await view.prepare()
    switch await view.handle(command) {
    case .done: return []
    case .message(let message): return [.problem(message)]
    case .notHere:
      return [
        .problem("That command does not work on this screen. Type help for the ones that do.")
      ]
    }
  }

  private static let finishPresentedFirst =
    "Finish with what is open first, or type back to close it."

  /// The screen on top of the router's state: the presentation, else the top of the stack,
  /// else the root, each asked of the coordinator that owns it by identity.
  private var topScreen: Screen? {
    if let modal = router.modal { return app.screen(for: modal.id) }
    if let presented = router.presentation { return app.screen(for: presented.id) }
    if let top = router.path.last { return app.screen(for: top.id) }
    return app.rootScreen
  }

  private func currentView() -> any ScreenView {
    guard let screen = topScreen else {
      preconditionFailure(
        "No screen for \(router.state.canonicalURL): \(app.consistencyViolations)")
    }
    return switch screen {
    case .signIn(let viewModel): SignInView(viewModel: viewModel)
    case .forgotPassword(let viewModel): ForgotPasswordView(viewModel: viewModel)
    case .recipeList(let viewModel): RecipeListView(viewModel: viewModel)
    case .favorites(let viewModel): FavoritesView(viewModel: viewModel)
    case .recipeDetail(let viewModel): RecipeDetailView(viewModel: viewModel)
    case .author(let viewModel): AuthorView(viewModel: viewModel)
    case .welcome(let viewModel): WelcomeView(viewModel: viewModel)
    case .pantry(let viewModel): PantryView(viewModel: viewModel)
    case .pantryItemForm(let viewModel): PantryFormView(viewModel: viewModel)
    case .pantryDeleteAlert(let viewModel): PantryDeleteView(viewModel: viewModel)
    case .profile(let viewModel): ProfileView(viewModel: viewModel)
    case .settings(let viewModel): SettingsView(viewModel: viewModel)
    case .shareSheet(let viewModel): ShareSheetView(viewModel: viewModel)
    case .deleteAlert(let viewModel): DeleteAlertView(viewModel: viewModel)
    }
  }

  private func draw(_ feedback: [Feedback]) async {
    var style = style
    style.columns = io.columns
    let view = currentView()
    await view.prepare()
    var output = ""
    output.reserveCapacity(4096)
    func add(_ line: String) {
      output += line
      output += "\n"
    }
    if io.isInteractive { add("\u{1B}[H\u{1B}[2J" + style.dim(headerLine())) }
    for item in feedback {
      switch item {
      case .info(let text): add(style.plain(text))
      case .problem(let text): add(style.problem(text))
      }
    }
    add("")
    if let tab = router.state.tab, router.modal == nil {
      add(tabBars[tab] ?? tabBar(selected: tab, style))
      add("")
    }
    output += renderCache.text(of: view, style: style)
    if io.isInteractive {
      add("")
      add(style.dim("Type help for commands."))
    }
    io.write(output)
  }

  private func tabBar(selected: AppTab, _ style: TerminalStyle) -> String {
    let names: [(AppTab, String)] = [
      (.recipes, "Recipes"), (.favorites, "Favourites"), (.pantry, "Pantry"), (.profile, "Profile"),
    ]
    let cells = names.map { tab, name in tab == selected ? style.emphasis("[\(name)]") : name }
    return style.dim("Tabs: ") + cells.joined(separator: "  ")
  }

  private func headerLine() -> String {
    let user = app.session.map { "signed in as \($0.user.name)" } ?? "signed out"
    return "Cookbook · \(user) · \(router.state.canonicalURL)"
  }
}

extension Command {
  /// Whether the command still makes sense on the sign-in screen that an expiry just showed;
  /// any other command was meant for the screen that is gone, so it is dropped.
  fileprivate var isHarmlessAfterExpiry: Bool { [.whereAmI, .help, .tree].contains(self) }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
