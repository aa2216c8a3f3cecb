import AdwaitaKit
import Composition
import Coordinators
import DesktopUI
import Foundation
import Navigation
import Services
import ServicesLive

/// The composition root: one GApplication per session bus. The instance that runs builds the
/// live services, the router, the app coordinator and the window at `startup`; a later launch
/// hands it its command line: the running window opens its URL and that launch exits 0, or, when
/// it asks for what the window cannot apply (`--reset`, another `--state-dir`), it is told why
/// and exits 1, the window left as it is.
@MainActor
final class DesktopApp {
  static let applicationID = "dev.cookbook.Desktop"

  private let options: DesktopOptions
  private let stateDirectory: URL
  private let application = Application(id: applicationID, takesCommandLines: true)
  private var running: Running?
  private var saveFailed = false

  /// What the running instance builds at startup.
  private struct Running {
    let live: LiveServices
    let app: AppCoordinator
    let window: MainWindow
    let binding: RouterBinding
    let launched: Task<Void, Never>
    /// The state directory, as ``realPath(_:)`` names it.
    let directory: String
  }

  /// Runs with `options`, keeping its state in `stateDirectory`.
  init(options: DesktopOptions, stateDirectory: URL) {
    self.options = options
    self.stateDirectory = stateDirectory
  }

  /// Runs until the window is closed, or hands the command line to the running instance.
  /// - Returns: the exit status: 1 when the last save failed, or the running instance's answer.
  func run() -> Int32 {
    application.onStartup { [weak self] in self?.startUp() }
    application.onActivate { [weak self] in self?.presentWindow() }
    application.onCommandLine { [weak self] launch in self?.answer(launch) ?? 1 }
    let status = application.run(programName: "cookbook-desktop", arguments: handedOn)
    return saveFailed && status == 0 ? 1 : status
  }

  /// This launch's command line as the running instance reads it: the options it must refuse,
  /// the state directory as the path it really is, and the URL.
  private var handedOn: [String] {
    var arguments = options.shared.reset ? ["--reset"] : []
    if let directory = options.shared.stateDirectory {
      arguments.append("--state-dir=" + Self.realPath(directory))
    }
    return arguments + (options.openURL.map { [$0] } ?? [])
  }

  /// Answers a launch, this one or a later one: shows the window and opens the launch's URL;
  /// a later launch that asks for what the window cannot apply is told why, with status 1.
  private func answer(_ launch: Application.Launch) -> Int32 {
    guard let running, let asked = try? DesktopOptions.parse(launch.arguments) else { return 1 }
    var refusals: [String] = []
    if launch.isRemote, asked.shared.reset {
      refusals.append("The running window cannot apply --reset: close it, then start again.")
    }
    if launch.isRemote, let directory = asked.shared.stateDirectory, directory != running.directory
    {
      refusals.append(
        "The running window keeps its state in \(running.directory): close it to use \(directory).")
    }
    guard refusals.isEmpty else {
      for refusal in refusals { launch.printError("cookbook-desktop: \(refusal)") }
      return 1
    }
    presentWindow()
    if let url = asked.openURL {
      Task {
        await running.launched.value
        await running.binding.open(url)
      }
    }
    return 0
  }

  /// `path` made absolute, without `.`, `..` or links where it exists, as two launches compare
  /// their state directories.
  private static func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  private func presentWindow() {
    guard let running else { return }
    running.window.present()
    FrameReport.follow(running.window.applicationWindow, launched: running.launched)
  }

  private func startUp() {
    let live: LiveServices
    let directory = stateDirectory
    do {
      live = try LiveServices.make(
        stateDirectory: directory,
        sessionLifetime: options.shared.sessionLifetime, clock: SystemWallClock(),
        warn: StandardError.write)
    } catch {
      StandardError.write("cookbook-desktop: \(error.message)")
      exit(1)
    }
    let router = AppRouter()
    let app = AppCoordinator(router: router, services: live.services, welcome: .atFirstSignIn)
    app.warn = StandardError.write
    app.snapshotDidChange = Self.forgetSignedOutSessions(in: live.sessionFile)
    let window = MainWindow(application: application)
    let binding = RouterBinding(app: app, router: router, window: window)
    let reset = options.shared.reset
    let launched = Task {
      if reset { await Self.forgetSession(in: live.services.sessions) }
      await binding.launch()
    }
    running = Running(
      live: live, app: app, window: window, binding: binding, launched: launched,
      directory: Self.realPath(directory.path))
    window.applicationWindow.onCloseRequest { [weak self] in self?.closeRequested() ?? false }
    UnixSignalSource.watch(Self.endingSignals) { [weak self] signal in self?.end(by: signal) }
  }

  /// The signals the terminal app saves on (`InterruptSaver.signals`): every one whose default
  /// action ends a process and that a process may catch, but those of a crash, of resource
  /// limits, of profilers and the real-time ones.
  static let endingSignals: [Int32] = {
    var signals = [
      SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
    ]
    #if os(Linux)
      signals += [SIGPOLL, SIGPWR]
    #endif
    return signals
  }()

  /// Saves, then closes the window; the first request waits for the events under way (a
  /// form's last change and its draft) and the save.
  private var closing = false
  private func closeRequested() -> Bool {
    guard !closing, let running else { return false }
    closing = true
    Task {
      await running.launched.value
      await running.binding.settle()
      do throws(ServiceError) {
        try await running.app.saveState()
      } catch {
        StandardError.write("cookbook-desktop: The state could not be saved: \(error.message)")
        saveFailed = true
      }
      running.window.applicationWindow.destroy()
    }
    return true
  }

  /// Saves the location as it is when the signal arrives, on the main thread where it can be
  /// read, then lets the events under way end (a form's last change writes its draft) for at
  /// most a second, and ends with 128 + N.
  private func end(by signal: Int32) {
    guard let running else { _exit(128 + signal) }
    let snapshot = running.app.snapshot
    let finish = { @MainActor in
      if let snapshot, let file = running.live.sessionFile {
        do throws(ServiceError) {
          try file.saveNow(snapshot)
        } catch {
          StandardError.write("cookbook-desktop: could not save before exiting: \(error.message)")
        }
      }
      running.live.directory?.holdLockUntilExit()
      _exit(128 + signal)
    }
    Timeout.after(milliseconds: 1000, finish)
    Task {
      await running.binding.settle()
      finish()
    }
  }

  /// Makes a sign-out durable at once, before the sign-in page shows, as the terminal app's
  /// session journal does; a fresh launch's sign-in leaves another instance's session alone.
  /// - Returns: why a sign-out could not be recorded; the app then keeps the user signed in
  ///   and says so.
  private static func forgetSignedOutSessions(
    in file: SQLiteSessionStore?
  ) -> @MainActor (SavedSession?) -> ServiceError? {
    var sawSession = false
    return { snapshot in
      guard snapshot == nil else {
        sawSession = true
        return nil
      }
      guard sawSession else { return nil }
      do throws(ServiceError) {
        try file?.clearNow()
        return nil
      } catch {
        return error
      }
    }
  }

  private static func forgetSession(in sessions: any SessionStore) async {
    do {
      try await sessions.clear()
    } catch {
      StandardError.write(
        "cookbook-desktop: --reset could not forget the session: \(error.message)")
    }
  }
}
