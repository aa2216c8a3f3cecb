import Coordinators
import TerminalCommands

/// Where an intent stopped, and what the app looked like then.
struct Suspension {
  /// The service call it stopped at.
  let service: String
  /// The commands the screen on top offered at that moment.
  let commands: [String]
  /// The tab after the one on screen, if signed in.
  let nextTab: String?
  /// Whether a user was signed in, and not asked to sign in again.
  let signedIn: Bool
}

extension ExplorerRun {
  /// Runs `interleaving` on this run's app as a host that does not wait would: the intent's
  /// command goes through the shared runner, and while it waits at the chosen service call,
  /// each input is delivered in turn (each until it is done or waits too); then every wait
  /// ends and all the work the app owns is let finish.
  /// - Returns: where the intent stopped, or `nil` when it made fewer service calls, and then
  ///   no input was delivered.
  func perform(_ interleaving: Interleaving) async -> Suspension? {
    let runner = CommandRunner(app: app, router: router, phrasing: .line)
    let gate = world.gate
    gate.arm(skip: interleaving.suspension)
    let intent = deliver(.line(interleaving.intent), with: runner)
    // The intent is done when its command and the work it started are: a confirmation that
    // reports, and whose owner then deletes as its own work, stops at the owner's call.
    let settled = Delivery()
    settled.task = Task { [app] in
      await intent.task?.value
      await app.idle()
      settled.isDone = true
    }
    var running = [intent, settled]
    await until { gate.waiting > 0 || settled.isDone }
    guard gate.waiting > 0, let service = gate.firstHeld else {
      gate.open()
      await finish(running)
      return nil
    }
    let suspension = Suspension(
      service: service, commands: runner.screenExamples, nextTab: nextTab,
      signedIn: app.session != nil && !app.isSigningInAgain)
    for input in interleaving.inputs {
      let waitingBefore = gate.waiting
      let delivered = deliver(input, with: runner)
      running.append(delivered)
      await until { gate.waiting > waitingBefore || delivered.isDone }
    }
    gate.open()
    await finish(running)
    return suspension
  }

  private var nextTab: String? {
    guard let tab = router.tab, let index = AppTab.allCases.firstIndex(of: tab) else {
      return nil
    }
    return AppTab.allCases[(index + 1) % AppTab.allCases.count].name
  }

  /// Delivers `input` as a host would: a command through the runner, then the screen that is
  /// now on top is loaded, as a view's `.task` does when it appears.
  private func deliver(_ input: Interleaving.Input, with runner: CommandRunner) -> Delivery {
    let delivery = Delivery()
    delivery.task = Task { [world, app] in
      switch input {
      case .line(let text):
        if let parsed = CommandParser.parse(text) { _ = await runner.run(parsed) }
        if let top = runner.topScreen { await runner.prepare(top) }
      case .expire:
        world.clock.advance(by: ExplorerAuth.lifetime + 1)
        await app.expireSessionIfNeeded()
      }
      delivery.isDone = true
    }
    return delivery
  }

  private func finish(_ running: [Delivery]) async {
    for delivery in running { await delivery.task?.value }
    await app.idle()
    collect()
  }

  /// Yields until `condition` holds, a bounded number of turns of the main actor.
  private func until(_ condition: () -> Bool) async {
    var turns = 0
    while !condition(), turns < 10_000 {
      turns += 1
      await Task.yield()
    }
  }
}

/// One input on its way.
@MainActor
final class Delivery {
  var task: Task<Void, Never>?
  var isDone = false
}
