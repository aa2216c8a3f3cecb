import AppTesting
import Coordinators
import TerminalCommands

@testable import TerminalUI

/// The app on fakes (``AppHarness``) driven as the line host drives it: each line is parsed
/// and run by the shared `CommandRunner`, and the screen on top is drawn by its line view.
@MainActor
final class LineHarness {
  let app: AppHarness
  let runner: CommandRunner

  init(_ app: AppHarness) {
    self.app = app
    runner = CommandRunner(app: app.app, router: app.router, phrasing: .line)
  }

  /// A launched app signed in as the demo user, showing `url` when one is given.
  static func signedIn(at url: String? = nil) async -> LineHarness {
    LineHarness(await AppHarness.signedIn(at: url))
  }

  /// Types `line` and waits for the work it started; returns what the host says after it.
  @discardableResult
  func type(_ line: String) async -> [String] {
    let said = await typeWithoutWaiting(line)
    await app.settle()
    return said + runner.takeNotice().map(\.text)
  }

  /// Types `line` and returns once its intent has run, while work it started may still wait.
  func typeWithoutWaiting(_ line: String) async -> [String] {
    guard let parsed = CommandParser.parse(line),
      case .done(let feedback) = await runner.run(parsed)
    else { return [] }
    return feedback.map(\.text)
  }

  /// The screen on top, as line mode draws it once it has loaded, one string a line.
  func screen() async -> [String] {
    guard let top = runner.topScreen else { return [] }
    await runner.prepare(top)
    var text = ScreenText(style: TerminalStyle(isEnabled: false))
    top.lineView.render(into: &text)
    return String(decoding: text.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Waits, a bounded number of turns of the main actor, until the screen on top satisfies
  /// `condition`, as work that was not awaited catches up; returns whether it did.
  func untilScreen(_ condition: ([String]) -> Bool) async -> Bool {
    for _ in 0..<1000 {
      if condition(await screen()) { return true }
      await Task.yield()
    }
    return condition(await screen())
  }

  /// The commands the screen on top lists in its help, each as `usage  summary`.
  var help: [String] { runner.commandsOnScreen.map { "\($0.usage)  \($0.summary)" } }

  /// The canonical URL of where the app is.
  var url: String { app.router.canonicalURL }
}
