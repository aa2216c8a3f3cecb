import Coordinators
import FullScreenUI
import Navigation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the app full-screen. The host owns the terminal and the signals that end the app
/// (it saves, gives the terminal back and ends with 128 plus the signal's number), so the
/// line mode's interrupt saver is not installed. When standard error is the same terminal,
/// trace lines and warnings go to the host's pane and status line instead of through it.
@MainActor
enum FullScreenLaunch {
  static func run(
    app: AppCoordinator, router: AppRouter, openURL: String?, colorEnabled: Bool,
    tracing: Tracing?
  ) async -> Int32 {
    let errorsOnScreen = standardErrorIsTheTerminal
    let host = FullScreenHost(
      app: app, router: router, terminal: StandardFullScreenTerminal(), colorEnabled: colorEnabled,
      showsTracePane: tracing != nil && errorsOnScreen)
    if errorsOnScreen {
      tracing?.write = { [weak host] in host?.trace($0) }
      app.warn = { [weak host] in host?.warn($0) }
    }
    host.afterEachEvent = { tracing?.commandEnded(at: router.state.canonicalURL) }
    await app.launch()
    do {
      let exit = try await host.run(openingAtLaunch: openURL)
      guard let failedSave = exit.failedSave else { return exit.status }
      StandardError.write("cookbook: The state could not be saved: \(failedSave)")
      return exit.status == 0 ? 1 : exit.status
    } catch {
      StandardError.write("cookbook: the terminal could not be used full-screen: \(error)")
      return 1
    }
  }

  /// Whether standard error is the terminal that standard output draws on.
  private static var standardErrorIsTheTerminal: Bool {
    var output = stat()
    var error = stat()
    guard isatty(STDERR_FILENO) == 1, fstat(STDOUT_FILENO, &output) == 0,
      fstat(STDERR_FILENO, &error) == 0
    else { return false }
    return output.st_rdev == error.st_rdev
  }
}
