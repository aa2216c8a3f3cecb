import Navigation
import TestSupport
import Testing

@MainActor
private final class Parent: FlowCoordinator<Never, Never> {
  var results: [String] = []
  var events: [String] = []

  @discardableResult
  func begin(_ child: Child) -> Bool {
    startChild(
      child, onEvent: { [weak self] in self?.events.append($0) },
      onFinish: { [weak self] result in self?.results.append(result) })
  }
}

/// A flow of one screen, as a modal's flow is: it ends when its screen leaves.
@MainActor
private final class Child: FlowCoordinator<String, String>, Coordinator {
  var started = 0
  var stack: StringStack?

  override var endsWithItsScreens: Bool { true }

  func start() {
    started += 1
    if let stack, stack.push("child screen", over: stack.pathIDs.last, owner: self) == nil { end() }
  }

  var route: RouteID? { stack?.routes(ownedBy: self).first }
}

/// A flow that owns a root and pushes over it, as a tab's flow does.
@MainActor
private final class Tab: FlowCoordinator<Never, Never>, Coordinator {
  let stack: StringStack

  init(stack: StringStack) { self.stack = stack }

  func start() {}

  @discardableResult
  func push(_ name: String) -> RouteID? {
    stack.push(name, over: stack.pathIDs.last, owner: self)
  }
}

/// A service that waits until it is cancelled, as one backed by URLSession would, and says how
/// it ended.
@MainActor
private final class CancellableService {
  var outcomes: [String] = []
  let gate = Gate()

  func fetch(_ name: String) async {
    do {
      await gate.wait()
      try Task.checkCancellation()
      outcomes.append("\(name) done")
    } catch {
      outcomes.append("\(name) cancelled")
    }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct FlowCoordinatorTests {
  @Test func startingAChildAdoptsAndStartsIt() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    #expect(child.started == 1)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    #expect(child.depth == 1)
  }

  @Test func finishingHandsTheResultToTheParentWhichReleasesTheChild() {
    let parent = Parent()
    let tracker = LeakTracker()
    do {
      let child = Child()
      tracker.track(child)
      parent.begin(child)
      child.finish(with: "done")
    }
    #expect(parent.results == ["done"])
    #expect(parent.children.isEmpty)
    tracker.expectAllReleased()
  }

  @Test func finishingRemovesTheChildsScreenBeforeTheParentHearsTheResult() {
    let stack = Stacks().make()
    let parent = Parent()
    let child = Child()
    child.stack = stack
    var pathWhenTold: Int?
    parent.startChild(child, onFinish: { _ in pathWhenTold = stack.path.count })
    #expect(stack.path.count == 1)
    child.finish(with: "done")
    #expect(pathWhenTold == 0)
  }

  @Test func aChildWhoseScreenTheUserRemovesEndsWithoutAResultAndIsReleased() {
    let stack = Stacks().make()
    let parent = Parent()
    let tracker = LeakTracker()
    do {
      let child = Child()
      child.stack = stack
      tracker.track(child)
      parent.begin(child)
    }
    stack.pop()
    #expect(parent.results.isEmpty)
    #expect(parent.children.isEmpty)
    tracker.expectAllReleased()
  }

  @Test func aFlowThatOwnsARootGoesOnWhenItsLastScreenLeaves() {
    let stack = Stacks().make()
    let tab = Tab(stack: stack)
    tab.push("detail")
    stack.pop()
    #expect(!tab.isFinished)
    #expect(tab.push("another") != nil)
  }

  @Test func eventsReachTheParentWhileTheFlowGoesOnAndNotAfterItEnds() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.report("first")
    child.end()
    child.report("late")
    #expect(parent.events == ["first"])
  }

  @Test func finishingTwiceDeliversOneResult() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.finish(with: "one")
    child.finish(with: "two")
    child.end()
    #expect(parent.results == ["one"])
  }

  @Test func aChildHoldsItsParentWeakly() {
    weak var released: Parent?
    let child = Child()
    do {
      let parent = Parent()
      released = parent
      parent.begin(child)
    }
    #expect(released == nil)
    #expect(child.parent == nil)
  }

  @Test func theTraceTellsStartsReportsFinishesEndsAndReleasesWithTheirDepth() {
    let parent = Parent()
    var events: [CoordinatorEvent] = []
    parent.trace = { events.append($0) }
    let first = Child()
    parent.begin(first)
    first.report("picked")
    first.finish(with: "done")
    let second = Child()
    parent.begin(second)
    second.end()
    #expect(
      events == [
        .started(name: "Child", depth: 1), .reported(event: "picked", by: "Child", depth: 1),
        .finished(name: "Child", result: "done", depth: 1),
        .released(child: "Child", by: "Parent", depth: 0), .started(name: "Child", depth: 1),
        .ended(name: "Child", depth: 1), .released(child: "Child", by: "Parent", depth: 0),
      ])
  }

  @Test func finishingAFlowEndsItsUnfinishedChildrenFirst() {
    let outer = Parent()
    let middle = Child()
    outer.begin(middle)
    let inner = Child()
    var order: [String] = []
    middle.trace = { if case .ended(let name, let depth) = $0 { order.append("\(name)@\(depth)") } }
    middle.startChild(inner)
    middle.finish(with: "done")
    #expect(inner.isFinished)
    #expect(order == ["Child@2"])
    #expect(middle.children.isEmpty)
  }

  @Test func workOfARouteIsAnOrdinaryTaskThatItsServiceSeesCancelledWhenTheRouteLeaves() async {
    let stack = Stacks().make()
    let tab = Tab(stack: stack)
    let service = CancellableService()
    let detail = tab.push("detail")
    let work = tab.perform(for: detail) { await service.fetch("detail") }
    await service.gate.untilWaiting()
    stack.pop()
    service.gate.open()
    await work?.value
    #expect(service.outcomes == ["detail cancelled"])
  }

  @Test func aRouteThatLeavesCancelsItsOwnWorkAndNothingElse() async {
    let stack = Stacks().make()
    let tab = Tab(stack: stack)
    let service = CancellableService()
    let lower = tab.push("lower")
    let upper = tab.push("upper")
    let flowWork = tab.perform { await service.fetch("flow") }
    let lowerWork = tab.perform(for: lower) { await service.fetch("lower") }
    let upperWork = tab.perform(for: upper) { await service.fetch("upper") }
    await service.gate.untilWaiting(3)
    stack.pop()
    service.gate.open()
    for work in [flowWork, lowerWork, upperWork] { await work?.value }
    #expect(Set(service.outcomes) == ["flow done", "lower done", "upper cancelled"])
  }

  @Test func workAskedForARouteThatHasLeftOrIsAnothersRunsNothing() async {
    let stack = Stacks().make()
    let tab = Tab(stack: stack)
    let other = Tab(stack: stack)
    let gone = tab.push("gone")
    stack.pop()
    let others = other.push("other's")
    var ran = 0
    #expect(tab.perform(for: gone) { ran += 1 } == nil)
    #expect(tab.perform(for: others) { ran += 1 } == nil)
    await tab.idle()
    #expect(ran == 0)
  }

  @Test func workOfTheFlowIsCancelledWhenTheFlowEndsAndNotBefore() async {
    let stack = Stacks().make()
    let parent = Parent()
    let child = Child()
    child.stack = stack
    parent.begin(child)
    let service = CancellableService()
    let work = child.perform { await service.fetch("flow") }
    await service.gate.untilWaiting()
    #expect(service.outcomes.isEmpty)
    child.end()
    service.gate.open()
    await work?.value
    #expect(service.outcomes == ["flow cancelled"])
  }

  @Test func aFlowThatEndedStartsNoWorkNoChildAndReachesNoParent() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.end()
    #expect(child.perform { 1 } == nil)
    #expect(!child.startChild(Child()))
    child.report("late")
    child.finish(with: "late")
    #expect(parent.events.isEmpty && parent.results.isEmpty)
  }

  @Test func aChildWhoseFirstScreenIsRefusedEndsAtOnceAndIsReleased() {
    let stack = Stacks().make()
    let sheetOwner = Tab(stack: stack)
    stack.present("sheet", over: nil, owner: sheetOwner)
    let parent = Parent()
    let child = Child()
    child.stack = stack
    #expect(!parent.begin(child))
    #expect(child.isFinished)
    #expect(parent.children.isEmpty)
  }

  @Test func idleWaitsForLiveWorkStartedMeanwhileButNotForCancelledWork() async {
    let stack = Stacks().make()
    let tab = Tab(stack: stack)
    let service = CancellableService()
    let gone = tab.push("gone")
    tab.perform(for: gone) { await service.fetch("never waited for") }
    var steps: [String] = []
    tab.perform {
      steps.append("first")
      tab.perform { steps.append("started meanwhile") }
    }
    await service.gate.untilWaiting()
    stack.pop()
    await finishes { await tab.idle() }
    #expect(steps == ["first", "started meanwhile"])
    #expect(!tab.isBusy)
    service.gate.open()
  }

  @Test func workCancelledWhileIdleWaitsForItIsWaitedForNoLonger() async {
    let stack = Stacks().make()
    let tab = Tab(stack: stack)
    let gate = Gate()
    let leaving = tab.push("leaving")
    tab.perform(for: leaving) { await gate.wait() }
    await gate.untilWaiting()
    let idle = Task { await tab.idle() }
    await Task.yield()
    stack.pop()
    await finishes { await idle.value }
    gate.open()
  }
}
