import Coordinators
import Navigation
import TerminalCommands

/// Runs the app in a terminal, one command at a time: reads a command, has the shared
/// `CommandRunner` send it to the screen on top of the router's state (or to the router, for
/// back), awaits the intent with all the work it starts, and renders the screen that the
/// router's state now has on top.
@MainActor
public final class NavigationHost {
  /// Called after each command's screen is drawn, as when the app keeps a copy of the state
  /// for a signal handler.
  public var afterEachCommand: (@MainActor () -> Void)?

  private let renderCache = RenderCache()
  private lazy var tabBars = Dictionary(
    uniqueKeysWithValues: AppTab.allCases.map { ($0, tabBar(selected: $0, style)) })
  private let app: AppCoordinator
  private let router: AppRouter
  private let runner: CommandRunner
  private let io: any TerminalIO
  private let style: TerminalStyle

  /// Creates a host for an app coordinator that has been started on `router`.
  public init(
    app: AppCoordinator, router: AppRouter, io: any TerminalIO, style: TerminalStyle
  ) {
    self.app = app
    self.router = router
    self.runner = CommandRunner(app: app, router: router, phrasing: .line)
    self.io = io
    self.style = style
  }

  /// Follows `url` if given, then reads and runs commands until `quit` or the end of input,
  /// then saves the state.
  /// - Returns: why the final save failed, if it did.
  public func run(openingAtLaunch url: String? = nil) async -> String? {
    var launchFeedback = runner.takeNotice()
    if let url, case .refused(let refusal) = await app.open(url) {
      launchFeedback.append(.problem(Phrases.refusal(refusal, phrasing: .line)))
    }
    await app.idle()
    await draw(launchFeedback)
    afterEachCommand?()
    while let line = io.readCommand(
      prompt: io.isInteractive ? StandardTerminal.commandPrompt : "",
      screenWords: io.isInteractive ? runner.screenWords : [])
    {
      guard let parsed = CommandParser.parse(line) else {
        if io.isInteractive { await draw([]) }
        continue
      }
      var outcome = await runner.run(parsed, canAskForCredentials: io.isInteractive)
      if case .needsCredentials(let user) = outcome {
        let user = user ?? io.readLine(prompt: "User: ") ?? ""
        let password = io.readSecret(prompt: "Password: ") ?? ""
        outcome = await runner.run(.login(user: user, password: password))
      }
      await app.idle()
      guard case .done(var feedback) = outcome else { return await finish() }
      feedback += runner.takeNotice()
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

  private func currentView() -> (screen: any ScreenModel, view: any ScreenRendering) {
    guard let screen = runner.topScreen else {
      preconditionFailure("No screen for \(router.canonicalURL)")
    }
    return (screen, screen.lineView)
  }

  private func draw(_ feedback: [CommandFeedback]) async {
    var style = style
    style.columns = io.columns
    let (screen, view) = currentView()
    await runner.prepare(screen)
    var output = ScreenText(style: style, capacity: 4096)
    if io.isInteractive { output.line("\u{1B}[H\u{1B}[2J" + style.dim(headerLine())) }
    for item in feedback {
      switch item {
      case .info(let text): output.plain(text)
      case .problem(let text): output.styled(.problem, text)
      }
      output.newline()
    }
    output.newline()
    if let tab = router.tab, router.modal.presented == nil {
      output.line(tabBars[tab] ?? tabBar(selected: tab, style))
      output.newline()
    }
    output.append(renderCache.bytes(of: view, style: style))
    if io.isInteractive {
      output.newline()
      output.line(style.dim("Type help for commands."))
    }
    io.write(utf8: output.bytes)
  }

  private func tabBar(selected: AppTab, _ style: TerminalStyle) -> String {
    let cells = AppTab.allCases.map { tab in
      tab == selected ? style.emphasis("[\(tab.title)]") : tab.title
    }
    return style.dim("Tabs: ") + cells.joined(separator: "  ")
  }

  private func headerLine() -> String {
    let user = app.session.map { "signed in as \($0.user.name)" } ?? "signed out"
    return "Cookbook · \(user) · \(router.canonicalURL)"
  }
}
