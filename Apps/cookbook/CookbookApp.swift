import Composition
import Coordinators
import DestinationMap
import Foundation
import Navigation
import Services
import ServicesLive
import TerminalUI

/// The composition root: reads the command line, builds the live services, the router, the
/// app coordinator and the terminal host, and runs them.
@main
@MainActor
enum CookbookApp {
  /// Ends the app on a signal, from the first moment: what it saves is attached at launch.
  static let saver = InterruptSaver()

  static func main() async {
    StandardStreams.prepare()
    saver.install()
    do throws(UsageError) {
      exit(await run(arguments: try ArgumentReader.processArguments()))
    } catch {
      StandardError.write("cookbook: \(error.message)")
      StandardError.write("Try 'cookbook --help' for the options.")
      exit(64)
    }
  }

  static func run(arguments: [String]) async -> Int32 {
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(arguments)
    } catch {
      StandardError.write("cookbook: \(error.message)")
      StandardError.write("Try 'cookbook --help' for the options.")
      return 64
    }
    if options.showHelp {
      print(LaunchOptions.usage)
      return 0
    }
    if options.showVersion {
      print(LaunchOptions.version)
      return 0
    }
    if options.showMap {
      print(DestinationMapDocument.markdown, terminator: "")
      return 0
    }
    let directory: URL
    do {
      directory = try options.shared.stateDirectoryURL()
    } catch {
      StandardError.write("cookbook: \(error.message)")
      StandardError.write("Try 'cookbook --help' for the options.")
      return 64
    }
    do {
      return try await launch(options, stateDirectory: directory)
    } catch {
      StandardError.write("cookbook: \(error.message)")
      return 1
    }
  }

  /// Runs the app in the host the terminal calls for.
  /// - Returns: the exit status: 1 when the last save of the session failed (it was reported).
  private static func launch(
    _ options: LaunchOptions, stateDirectory: URL
  ) async throws(ServiceError) -> Int32 {
    let environment = LaunchEnvironment.read()
    let clock = SystemWallClock()
    let live = try LiveServices.make(
      stateDirectory: stateDirectory,
      sessionLifetime: options.shared.sessionLifetime, clock: clock, warn: StandardError.write)
    if options.shared.reset {
      do {
        try await live.services.sessions.clear()
      } catch {
        StandardError.write("cookbook: --reset could not forget the session: \(error.message)")
      }
    }
    let saver = Self.saver
    if let sessionFile = live.sessionFile {
      saver.attach(to: sessionFile) { live.directory?.holdLockUntilExit() }
    }
    let journal = SessionJournal(
      store: live.services.sessions, file: live.sessionFile, saver: saver)
    var services = live.services
    services.sessions = journal

    let choice = HostChoice(
      forcingLine: options.line, inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1, term: environment["TERM"])
    let router = AppRouter()
    let app = AppCoordinator(
      router: router, services: services,
      welcome: choice == .fullScreen ? .atFirstSignIn : .onlyWhenLinked)
    app.warn = StandardError.write
    let tracing = options.trace ? Tracing.attach(to: router, app: app) : nil
    let colorAllowed = !options.noColor && environment["NO_COLOR"].map(\.isEmpty) ?? true
    app.snapshotDidChange = { snapshot in journal.follow(snapshot) }
    if choice == .fullScreen {
      return await FullScreenLaunch.run(
        app: app, router: router, openURL: options.openURL, colorEnabled: colorAllowed,
        tracing: tracing)
    }
    await app.launch()

    let terminal = GuardedTerminal(StandardTerminal())
    terminal.readerGone = { [weak app] in
      if let snapshot = app?.snapshot { saver.record(.saved(snapshot)) }
      saver.end(status: 128 + SIGPIPE)
    }
    let host = NavigationHost(
      app: app, router: router, io: terminal,
      style: TerminalStyle(isEnabled: terminal.isInteractive && colorAllowed))
    var recorded: (state: AppState, session: Session?)?
    host.afterEachCommand = {
      let state = router.state
      if recorded?.state != state || recorded?.session != app.session {
        recorded = (state, app.session)
        if let session = app.session { saver.record(.savedAt(session, state)) }
      }
      tracing?.commandEnded(at: router.state.canonicalURL)
    }
    let failedSave = await host.run(openingAtLaunch: options.openURL)
    terminal.flush()
    if terminal.inputHungUp {
      if let failedSave {
        StandardError.write("cookbook: The state could not be saved: \(failedSave)")
      }
      return 128 + SIGHUP
    }
    if let failedSave { throw ServiceError("The state could not be saved: \(failedSave)") }
    return journal.finalChangeFailed ? 1 : 0
  }
}
