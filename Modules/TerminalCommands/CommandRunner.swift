import AuthFeature
import Coordinators
import Navigation

/// Runs commands against the app core, the same way for every terminal host: the screen on
/// top of the router's state takes its own commands, as work that screen owns (cancelled if the
/// screen leaves meanwhile), the router takes `back`, a screen's way on takes its word, and the
/// app's flows take `open`, `tab` and `logout`. It returns what to tell the user, phrased for
/// its host; it reads and writes no terminal.
@MainActor
public final class CommandRunner {
  private let app: AppCoordinator
  private let router: AppRouter
  private let phrasing: HostPhrasing
  /// Whether the last line was a `login` without its password, so the next may be the password.
  private var passwordWasMissing = false
  /// Whether the line being run may be a password, and so is never quoted back.
  private var lineMayBeAPassword = false

  /// Creates a runner for an app coordinator that has been started on `router`, whose
  /// sentences that say how to do something are worded for the host's `phrasing`.
  public init(app: AppCoordinator, router: AppRouter, phrasing: HostPhrasing) {
    self.app = app
    self.router = router
    self.phrasing = phrasing
  }

  /// The screen on top of the router's state: the modal, else the presentation, else the top
  /// of the stack on screen, else its root.
  public var topScreen: (any ScreenModel)? { app.topScreen?.screen }

  /// Runs a parsed line. An expiry noticed first drops the command, unless it only describes
  /// the app (`where`, `help`, `tree`), since it was meant for a screen that is gone.
  /// - Parameters:
  ///   - parsed: a line as ``CommandParser`` understood it, or why it is no command.
  ///   - canAskForCredentials: whether the host can ask for a missing user name and password;
  ///     otherwise an incomplete `login` gets its usage.
  public func run(
    _ parsed: Result<Command, CommandError>, canAskForCredentials: Bool = false
  ) async -> CommandOutcome {
    if case .success(.quit) = parsed { return .quit }
    lineMayBeAPassword = passwordWasMissing
    passwordWasMissing = false
    let expired = await app.expireSessionIfNeeded()
    switch parsed {
    case .failure(.unknown(let word)) where !expired:
      return .done([.problem(phrasing.sentence(unknown(word)))])
    case .failure(let error) where !expired:
      return .done([.problem(phrasing.sentence(error))])
    case .success(let command) where !expired || command.isHarmlessAfterExpiry:
      return await execute(command, canAskForCredentials: canAskForCredentials)
    default:
      return .done([])
    }
  }

  /// Runs `command`; see ``run(_:canAskForCredentials:)``.
  public func run(_ command: Command, canAskForCredentials: Bool = false) async -> CommandOutcome {
    await run(.success(command), canAskForCredentials: canAskForCredentials)
  }

  /// The app's notice, phrased, if it has one; the app then forgets it.
  public func takeNotice() -> [CommandFeedback] {
    guard let notice = app.notice else { return [] }
    app.noticeShown()
    return [.problem(Phrases.notice(notice, phrasing: phrasing))]
  }

  /// The words the screen on top takes, its own and its ways on, for Tab to complete.
  public var screenWords: [String] {
    guard let screen = topScreen else { return [] }
    let own = screen.commands.commands.compactMap { $0.usage.split(separator: " ").first }
    return own.map { String($0) }.filter { $0 == $0.lowercased() } + app.entries.map(\.word)
  }

  /// Each command of the screen on top typed out with representative arguments, then each of
  /// its ways on: what a tool that tries every command types.
  public var screenExamples: [String] {
    guard let screen = topScreen else { return [] }
    return screen.commands.commands.flatMap(\.examples) + app.entries.map(\.word)
  }

  /// The live coordinator tree, one coordinator per line, as `tree` prints it.
  public var treeLines: [String] { CoordinatorTree.lines(of: app, router: router) }

  /// Loads what `screen` shows, as a view's `.task` does when it appears.
  public func prepare(_ screen: any ScreenModel) async {
    await screen.commands.prepare()
  }

  /// The commands that work on the screen on top, with its ways on, those of the tab bar while
  /// it can be used and those that work anywhere.
  public var commandsOnScreen: [CommandHelp] {
    let tabBar = app.session != nil && !router.isInterrupted
    let entries = app.entries.map {
      CommandHelp(usage: $0.word, summary: "open \($0.title.lowercased())")
    }
    return currentScreen().screen.commands.commands + entries
      + (tabBar ? CommandHelp.signedIn : []) + CommandHelp.global
  }

  /// ``commandsOnScreen`` under a heading, aligned in two columns.
  public var help: [CommandFeedback] {
    let commands = commandsOnScreen
    let width = (commands.map(\.usage.count).max() ?? 0) + 2
    return [.info("Commands on this screen:")]
      + commands.map { command in
        let gap = String(repeating: " ", count: max(1, width - command.usage.count))
        return .info("  " + command.usage + gap + command.summary)
      }
  }

  private func execute(_ command: Command, canAskForCredentials: Bool) async -> CommandOutcome {
    let (screen, route) = currentScreen()
    let commands = screen.commands
    let isSignIn = screen is SignInViewModel
    switch command {
    case .help:
      return .done(help)
    case .whereAmI:
      return .done([.info(router.canonicalURL)])
    case .tree:
      return .done(treeLines.map(CommandFeedback.info))
    case .open(let url):
      guard case .refused(let refusal) = await app.open(url) else { return .done([]) }
      return .done([.problem(Phrases.refusal(refusal, phrasing: phrasing))])
    case .back:
      switch await app.perform(on: route, { await commands.back() }) ?? nil {
      case .done?: return .done([])
      case .message(let message)?: return .done([.problem(message)])
      case .phrase(let phrase)?: return .done([.problem(phrasing.sentence(phrase))])
      case .notHere?, nil:
        return .done(router.back() ? [] : [.problem("There is nothing to go back to.")])
      }
    case .logout:
      guard case .signedIn(let home) = app.flow else {
        return .done([.problem("You are not signed in.")])
      }
      guard !router.isInterrupted else { return .done([.problem(interruptedMessage)]) }
      home.signOutRequested()
      return .done([])
    case .tab(let name):
      return .done(selectTab(named: name))
    case .login(let user, nil) where isSignIn && canAskForCredentials:
      return .needsCredentials(user: user)
    case .login(_, nil) where isSignIn:
      passwordWasMissing = true
      return .done([.problem(CommandError.usage("login USER PASSWORD").description)])
    case .login where !isSignIn && app.session != nil:
      let user = app.session?.user.name ?? ""
      return .done([.problem(phrasing.sentence(.alreadySignedIn(user: user)))])
    case .forgot:
      let word = SignedOutDestination.forgotPassword.segment
      guard app.openEntry(word) else {
        return .done([.problem(phrasing.sentence(.notOnThisScreen))])
      }
      return .done([])
    case .named(let word, let argument) where app.entries.contains(where: { $0.word == word }):
      guard argument.isEmpty else { return .done([.problem(CommandError.usage(word).description)]) }
      _ = app.openEntry(word)
      return .done([])
    default:
      let response = await app.perform(on: route) {
        await self.respond(to: command, with: commands)
      }
      return .done(response ?? [])
    }
  }

  private func selectTab(named name: String) -> [CommandFeedback] {
    guard case .signedIn(let home) = app.flow else {
      return [.problem("Tabs appear once you are signed in.")]
    }
    guard
      let tab = AppTab.allCases.first(where: { $0.name == name || $0.title.lowercased() == name })
    else {
      let names = AppTab.allCases.map(\.name)
      let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      return [.problem("There is no tab '\(SafeText.display(name))'; try \(list).")]
    }
    guard !router.isInterrupted else { return [.problem(interruptedMessage)] }
    home.select(tab)
    return []
  }

  private func respond(to command: Command, with commands: any ScreenCommands) async
    -> [CommandFeedback]
  {
    await commands.prepare()
    switch await commands.handle(command) {
    case .done: return []
    case .message(let message): return [.problem(message)]
    case .phrase(let phrase): return [.problem(phrasing.sentence(phrase))]
    case .notHere:
      guard case .named(let word, _) = command else {
        return [.problem(phrasing.sentence(.notOnThisScreen))]
      }
      return [.problem(phrasing.sentence(unknown(word)))]
    }
  }

  private func unknown(_ word: String) -> HostPhrase {
    lineMayBeAPassword ? .unknownLineAfterLogin : .unknownCommand(word)
  }

  /// Why the tab bar and sign-out wait: what is open must close first; over the sign-in
  /// slot, back would sign out and drop what the slot keeps, so the way on is to sign in.
  private var interruptedMessage: String {
    phrasing.sentence(app.isSigningInAgain ? .signInAgainFirst : .finishWhatIsOpen)
  }

  private func currentScreen() -> (screen: any ScreenModel, route: RouteID?) {
    guard let top = app.topScreen else {
      preconditionFailure("No screen for \(router.canonicalURL)")
    }
    return top
  }
}

extension Command {
  /// Whether the command still makes sense on the sign-in screen that an expiry just showed;
  /// any other command was meant for the screen that is gone, so it is dropped.
  fileprivate var isHarmlessAfterExpiry: Bool { [.whereAmI, .help, .tree].contains(self) }
}
