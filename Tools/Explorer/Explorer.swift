import AppTesting
import Coordinators
import Navigation
import Services

/// Explores the app breadth-first from a fresh launch: every action the screen on top
/// offers, from every state reached, replayed through the real line host, with the
/// invariants checked at every state. Breadth-first order makes the first path that breaks
/// an invariant a shortest one.
@MainActor
public final class Explorer {
  /// How far to go.
  public struct Limits: Sendable {
    /// The longest path, in actions.
    public var depth: Int
    /// The most transitions to try; each interleaving tried counts as one.
    public var transitions: Int
    /// The deepest state from which intents are interleaved with other input.
    public var interleavingDepth: Int

    /// Creates limits.
    public init(depth: Int, transitions: Int, interleavingDepth: Int = 3) {
      self.depth = depth
      self.transitions = transitions
      self.interleavingDepth = interleavingDepth
    }
  }

  /// A broken invariant with the shortest path that reaches it.
  public struct Violation: Sendable, CustomStringConvertible {
    /// The invariant's name.
    public let invariant: String
    /// What exactly was wrong.
    public let detail: String
    /// The actions from a fresh launch.
    public let path: [ExplorerAction]

    /// A line-mode script that reproduces it, with the invariant named first.
    public var script: String {
      (["# violates: \(invariant): \(detail)"] + path.map(\.description)).joined(separator: "\n")
    }

    /// The invariant, the detail and the script.
    public var description: String { script }
  }

  /// What an exploration found.
  public struct Report: Sendable {
    /// Distinct states reached.
    public var states = 0
    /// Actions tried.
    public var transitions = 0
    /// The longest path explored.
    public var depth = 0
    /// Interleavings run: intents stopped at a service call while other input arrived.
    public var interleavings = 0
    /// The names of the intents that were interrupted while they waited.
    public var interleavedIntents: Set<String> = []
    /// Every invariant broken, each distinct problem once, with its shortest path.
    public private(set) var violations: [Violation] = []

    mutating func add(_ found: [Violation]) {
      for violation in found
      where !violations.contains(where: {
        $0.invariant == violation.invariant && $0.detail == violation.detail
      }) {
        violations.append(violation)
      }
    }

    /// The line before the last: the intents that were interrupted, by name.
    public var interleavedLine: String {
      "interleaved intents: " + interleavedIntents.sorted().joined(separator: ", ")
    }

    /// The one closing line: `explored N states, M transitions, K violations`.
    public var summary: String {
      "explored \(states) states, \(transitions) transitions, \(violations.count) violations"
    }
  }

  private let catalog: any RecipeCatalog
  private let willRun: ([ExplorerAction]) -> Void

  /// Creates an explorer over `catalog`; `willRun` hears each path just before it runs, so a
  /// trap can be reported with the path that caused it.
  public init(catalog: any RecipeCatalog, willRun: @escaping ([ExplorerAction]) -> Void = { _ in })
  {
    self.catalog = catalog
    self.willRun = willRun
  }

  /// Explores within `limits`.
  public func explore(_ limits: Limits) async -> Report {
    var report = Report()
    let start = await run([])
    var visited: Set<String> = [start.key]
    var queue: [(path: [ExplorerAction], state: ExplorerState)] = [([], start)]
    report.states = 1
    report.add(await violations(at: [], state: start))
    var next = 0
    while next < queue.count, report.transitions < limits.transitions {
      let (path, state) = queue[next]
      next += 1
      guard path.count < limits.depth else { continue }
      for action in ExplorerActions.from(state) where report.transitions < limits.transitions {
        report.transitions += 1
        let childPath = path + [action]
        let child = await run(childPath)
        if action == .line("back"), child.depth > state.depth {
          report.add([
            Violation(
              invariant: "back never grows the stack",
              detail: "\(state.url) became \(child.url)", path: childPath)
          ])
        }
        guard visited.insert(child.key).inserted else { continue }
        report.states += 1
        report.depth = max(report.depth, childPath.count)
        report.add(await violations(at: childPath, state: child))
        queue.append((childPath, child))
      }
      guard path.count < limits.interleavingDepth else { continue }
      await interleave(from: path, state: state, limits: limits, into: &report)
    }
    return report
  }

  /// Tries every intent the state offers, stopped at each of its service calls in turn,
  /// with every input a host could deliver meanwhile; each interleaving is a transition.
  private func interleave(
    from path: [ExplorerAction], state: ExplorerState, limits: Limits, into report: inout Report
  ) async {
    for case .line(let intent) in ExplorerActions.from(state) {
      for suspension in 0..<Self.suspensionsPerIntent {
        guard report.transitions < limits.transitions else { return }
        let probe = Interleaving(intent: intent, suspension: suspension, inputs: [])
        willRun(path + [.interleaved(probe)])
        let first = await ExplorerRun.replay(path, catalog: catalog)
        guard let stop = await first.perform(probe) else { break }
        let sequences = ExplorerActions.interruptions(
          stop.commands, nextTab: stop.nextTab, signedIn: stop.signedIn)
        for inputs in sequences where report.transitions < limits.transitions {
          report.transitions += 1
          report.interleavings += 1
          let interleaving = Interleaving(intent: intent, suspension: suspension, inputs: inputs)
          let steps = path + [.interleaved(interleaving)]
          willRun(steps)
          let run = await ExplorerRun.replay(path, catalog: catalog)
          guard await run.perform(interleaving) != nil else { continue }
          report.interleavedIntents.insert(interleaving.intentName)
          report.add(await violations(of: run, at: steps))
        }
      }
    }
  }

  /// How many service calls of one intent are each stopped in turn.
  private static let suspensionsPerIntent = 3

  /// The invariants an interleaving must keep: the checker's, nothing released alive, a URL
  /// that restores the state, and nothing done lost.
  private func violations(of run: ExplorerRun, at path: [ExplorerAction]) async -> [Violation] {
    var found: [Violation] = []
    func record(_ invariant: String, _ detail: String) {
      found.append(Violation(invariant: invariant, detail: detail, path: path))
    }
    let problems = AppInvariants.violations(of: run.app, router: run.router)
    if !problems.isEmpty {
      record("what the types cannot rule out holds", problems.joined(separator: "; "))
    }
    let leaked = run.leaked
    if !leaked.isEmpty { record("nothing released stays alive", leaked.joined(separator: ", ")) }
    if let problem = await run.lostWork { record("nothing done is lost", problem) }
    try? await run.app.saveState()
    if let problem = await Self.restoreProblem(of: run) {
      record("where restores the state", problem)
    }
    return found
  }

  private func run(_ path: [ExplorerAction]) async -> ExplorerState {
    willRun(path)
    return ExplorerState(await ExplorerRun.replay(path, catalog: catalog))
  }

  private func violations(at path: [ExplorerAction], state: ExplorerState) async -> [Violation] {
    willRun(path)
    let run = await ExplorerRun.replay(path, catalog: catalog)
    var found: [Violation] = []
    func record(_ invariant: String, _ detail: String) {
      found.append(Violation(invariant: invariant, detail: detail, path: path))
    }
    let problems = AppInvariants.violations(of: run.app, router: run.router)
    if !problems.isEmpty {
      record("what the types cannot rule out holds", problems.joined(separator: "; "))
    }
    let leaked = run.leaked
    if !leaked.isEmpty { record("nothing released stays alive", leaked.joined(separator: ", ")) }
    if let problem = await Self.restoreProblem(of: run) {
      record("where restores the state", problem)
    }
    if let problem = await run.lostWork { record("nothing done is lost", problem) }
    if let problem = await backProblem(from: path, depth: state.depth) {
      record("back reaches the root", problem)
    }
    return found
  }

  /// Whether a fresh launch on the same stores, then `open` of the printed URL, shows the
  /// same visible state, owned by the same kinds of coordinator.
  private static func restoreProblem(of run: ExplorerRun) async -> String? {
    let url = run.router.canonicalURL
    let expected = run.router.state
    let owners = visibleOwners(run.router)
    let fresh = AppRouter()
    let app = AppCoordinator(router: fresh, services: run.world.services)
    await app.launch()
    let outcome = await app.open(url)
    if case .refused(let refusal) = outcome {
      return "a fresh app refused \(url): \(refusal)"
    }
    if outcome == .parked { return nil }
    if fresh.state != expected {
      return "\(url) was \(expected) and reopened as \(fresh.state)"
    }
    if visibleOwners(fresh) != owners {
      return "\(url) reopened with owners \(visibleOwners(fresh)) instead of \(owners)"
    }
    return nil
  }

  private static func visibleOwners(_ router: AppRouter) -> [String] {
    let stack = router.shownStack
    let ids = stack.pathIDs + [stack.presentedID, router.modal.presentedID].compactMap { $0 }
    return ids.map { id in
      router.ledger.owner(of: id).map { ($0 as? any CoordinatorNode)?.name ?? "\(type(of: $0))" }
        ?? "released"
    }
  }

  /// Whether going back, again and again, reaches a root with nothing over it; a form with
  /// unsaved changes refuses back, so where back changes nothing the way out is cancel.
  private func backProblem(from path: [ExplorerAction], depth: Int) async -> String? {
    var steps: [ExplorerAction] = []
    var current = depth
    for _ in 0...(depth + 1) where current > 0 {
      steps.append(.line("back"))
      var state = await run(path + steps)
      if state.depth == current {
        steps[steps.count - 1] = .line("cancel")
        state = await run(path + steps)
        if state.depth == current {
          return "neither back nor cancel closed the screen at \(state.url)"
        }
      }
      guard state.depth < current else { return "\(steps.last!) grew the stack at \(state.url)" }
      current = state.depth
    }
    guard current == 0 else { return "\(steps.count) steps back ended \(current) screens deep" }
    return nil
  }
}
