import Navigation
import TestSupport
import Testing

@MainActor
private final class Parent: FlowCoordinator<Never, Never> {
  var results: [String] = []
  var events: [String] = []

  func begin(_ child: Child) {
    startChild(
      child, onEvent: { [weak self] in self?.events.append($0) },
      onFinish: { [weak self] result in self?.results.append(result) })
  }
}

@MainActor
private final class Child: FlowCoordinator<String, String>, Coordinator {
  var started = 0
  var stack: StringStack?

  func start() {
    started += 1
    stack?.push("child screen", owner: self)
  }

  /// The route of the child's screen, while it is shown.
  var route: RouteID? { routes.first }
}

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
    var pathWhenTheParentHeard: [String]?
    parent.startChild(
      child, onFinish: { _ in pathWhenTheParentHeard = stack.path.map(\.destination) })
    #expect(stack.path.map(\.destination) == ["child screen"])
    child.finish(with: "done")
    #expect(pathWhenTheParentHeard == [])
    #expect(child.routes.isEmpty)
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

  @Test func eventsReachTheParentWhileTheFlowGoesOnAndNotAfterItEnds() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.report("halfway")
    #expect(parent.events == ["halfway"])
    #expect(parent.children.count == 1)
    child.finish(with: "done")
    child.report("too late")
    #expect(parent.events == ["halfway"])
  }

  @Test func finishingTwiceDeliversOneResult() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.finish(with: "first")
    child.finish(with: "second")
    #expect(parent.results == ["first"])
    #expect(child.isFinished)
  }

  @Test func aChildHoldsItsParentWeakly() {
    let tracker = LeakTracker()
    let child = Child()
    do {
      let parent = Parent()
      tracker.track(parent)
      parent.begin(child)
    }
    tracker.expectAllReleased()
    #expect(child.parent == nil)
  }

  @Test func traceReportsStartsAndFinishesWithTheirDepth() {
    var events: [CoordinatorEvent] = []
    let parent = Parent()
    parent.trace = { events.append($0) }
    let child = Child()
    parent.begin(child)
    let grandchild = Child()
    child.startChild(grandchild, onFinish: { _ in })
    grandchild.finish(with: "inner")
    child.finish(with: "outer")
    #expect(
      events == [
        .started(name: "Child", depth: 1),
        .started(name: "Child", depth: 2),
        .finished(name: "Child", result: "inner", depth: 2),
        .released(child: "Child", by: "Child", depth: 1),
        .finished(name: "Child", result: "outer", depth: 1),
        .released(child: "Child", by: "Parent", depth: 0),
      ])
  }

  @Test func aParentCanAwaitAChildsResult() async {
    let parent = Parent()
    let child = Child()
    async let result = parent.run(child)
    while parent.children.isEmpty { await Task.yield() }
    child.finish(with: "picked")
    #expect(await result == "picked")
    #expect(parent.children.isEmpty)
  }

  @Test func anAwaitedChildThatEndsWithoutAResultGivesNil() async {
    let parent = Parent()
    let tracker = LeakTracker()
    let result: String??
    do {
      let child = Child()
      tracker.track(child)
      async let awaited = parent.run(child)
      while parent.children.isEmpty { await Task.yield() }
      child.end()
      result = await awaited
    }
    #expect(result == .some(nil))
    #expect(parent.children.isEmpty)
    tracker.expectAllReleased()
  }

  @Test func cancellingTheWaitingTaskEndsTheChildAndGivesNil() async {
    let stack = Stacks().make()
    let parent = Parent()
    let tracker = LeakTracker()
    let child = Child()
    child.stack = stack
    tracker.track(child)
    let waiting = Task { await parent.run(child) }
    while parent.children.isEmpty { await Task.yield() }
    #expect(stack.path.map(\.destination) == ["child screen"])
    waiting.cancel()
    #expect(await waiting.value == nil)
    #expect(child.isFinished)
    #expect(parent.children.isEmpty)
    #expect(stack.path.isEmpty)
  }

  @Test func aCancelledTaskNeverStartsTheChild() async {
    let parent = Parent()
    let child = Child()
    let waiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await parent.run(child)
    }
    #expect(await waiting.value == nil)
    #expect(child.started == 0)
    #expect(parent.children.isEmpty)
  }

  @Test func finishingAFlowEndsItsUnfinishedChildrenFirst() {
    let root = Parent()
    let middle = Child()
    let leaf = Child()
    var events: [CoordinatorEvent] = []
    root.trace = { events.append($0) }
    root.begin(middle)
    middle.startChild(leaf, onFinish: { _ in Issue.record("an ended child reports no result") })
    middle.finish(with: "done")
    #expect(
      events == [
        .started(name: "Child", depth: 1), .started(name: "Child", depth: 2),
        .ended(name: "Child", depth: 2), .released(child: "Child", by: "Child", depth: 1),
        .finished(name: "Child", result: "done", depth: 1),
        .released(child: "Child", by: "Parent", depth: 0),
      ])
    #expect(middle.children.isEmpty)
    #expect(root.results == ["done"])
  }

  @Test func workOwnedByARouteIsCancelledWhenTheRouteLeaves() async {
    let stack = Stacks().make()
    let parent = Parent()
    let child = Child()
    child.stack = stack
    parent.begin(child)
    let gate = Gate()
    let work = child.perform(for: child.route) { () -> Bool in
      await gate.wait()
      return Task.isCancelled
    }
    await gate.untilWaiting()
    stack.pop()
    gate.open()
    #expect(await work?.value == true)
    #expect(child.isFinished)
  }

  @Test func workOwnedByAFlowIsCancelledWhenTheFlowEndsAndNotBefore() async {
    let stack = Stacks().make()
    let parent = Parent()
    let child = Child()
    child.stack = stack
    parent.begin(child)
    let gate = Gate()
    let work = parent.perform { () -> Bool in
      await gate.wait()
      return Task.isCancelled
    }
    await gate.untilWaiting()
    child.finish(with: "done")
    gate.open()
    #expect(await work?.value == false)
    let later = Gate()
    let cancelled = parent.perform { () -> Bool in
      await later.wait()
      return Task.isCancelled
    }
    await later.untilWaiting()
    parent.end()
    later.open()
    #expect(await cancelled?.value == true)
  }

  @Test func aFlowThatEndedStartsNoWorkNoChildAndReachesNoParent() {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.end()
    #expect(child.perform { 1 } == nil)
    #expect(!child.startChild(Child()))
    child.report("after the end")
    #expect(parent.events.isEmpty)
  }

  @Test func cancelledWorkCannotStartAChildReportOrFinish() async {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    let grandchild = Child()
    let outcome = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      let started = child.startChild(grandchild)
      child.report("late")
      child.finish(with: "late")
      return started
    }
    #expect(await outcome.value == false)
    #expect(grandchild.started == 0)
    #expect(parent.events.isEmpty)
    #expect(parent.results.isEmpty)
    #expect(!child.isFinished)
  }

  @Test func aChildWhoseFirstScreenIsRefusedEndsAtOnceAndIsReleased() {
    let stacks = Stacks()
    let hidden = StringStack("hidden", ledger: stacks.ledger)
    _ = stacks.make("shown")
    let parent = Parent()
    let child = Presenter(stack: hidden)
    #expect(!parent.startChild(child))
    #expect(child.isFinished)
    #expect(parent.children.isEmpty)
  }

  @Test func theTrackerWaitsForEveryOwnedWorkIncludingWorkStartedMeanwhile() async {
    let parent = Parent()
    var finished: [String] = []
    parent.perform {
      await Task.yield()
      parent.perform {
        await Task.yield()
        finished.append("second")
      }
      finished.append("first")
    }
    await parent.work.idle()
    #expect(finished == ["first", "second"])
    #expect(parent.work.isIdle)
  }
}

/// A flow whose first screen is a presentation, refused on a stack that is not on screen.
@MainActor
private final class Presenter: FlowCoordinator<Never, Never>, Coordinator {
  let stack: StringStack

  init(stack: StringStack) { self.stack = stack }

  func start() {
    if stack.present("sheet", over: nil, owner: self) == nil { end() }
  }
}
