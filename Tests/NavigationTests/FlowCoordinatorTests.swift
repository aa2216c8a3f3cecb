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
  var router: StackRouter<Strings>?
  var statesSeenAtStart: [NavigationState<Strings>] = []

  func start() {
    started += 1
    router?.push("child screen", owner: self)
  }
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

  @Test func finishingHandsTheResultToTheParentWhichReleasesTheChild() async {
    let parent = Parent()
    let tracker = LeakTracker()
    do {
      let child = Child()
      tracker.track(child)
      parent.begin(child)
      await child.finish(with: "done")
    }
    #expect(parent.results == ["done"])
    #expect(parent.children.isEmpty)
    tracker.expectAllReleased()
  }

  @Test func finishingRemovesTheChildsScreenBeforeTheParentHearsTheResult() async {
    let router = StackRouter<Strings>(root: "list")
    let parent = Parent()
    let child = Child()
    child.router = router
    var stateWhenTheParentHeard: NavigationState<Strings>?
    parent.startChild(
      child, onFinish: { _ in stateWhenTheParentHeard = router.state })
    #expect(router.state.stack == ["child screen"])
    await child.finish(with: "done")
    #expect(stateWhenTheParentHeard == NavigationState(root: "list"))
    #expect(child.routes.isEmpty)
  }

  @Test func aChildWhoseScreenTheUserRemovesEndsWithoutAResultAndIsReleased() {
    let router = StackRouter<Strings>(root: "list")
    let parent = Parent()
    let tracker = LeakTracker()
    do {
      let child = Child()
      child.router = router
      tracker.track(child)
      parent.begin(child)
    }
    #expect(router.back())
    #expect(parent.results.isEmpty)
    #expect(parent.children.isEmpty)
    tracker.expectAllReleased()
  }

  @Test func eventsReachTheParentWhileTheFlowGoesOnAndNotAfterItEnds() async {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    child.report("halfway")
    #expect(parent.events == ["halfway"])
    #expect(parent.children.count == 1)
    await child.finish(with: "done")
    child.report("too late")
    #expect(parent.events == ["halfway"])
  }

  @Test func finishingTwiceDeliversOneResult() async {
    let parent = Parent()
    let child = Child()
    parent.begin(child)
    await child.finish(with: "first")
    await child.finish(with: "second")
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

  @Test func traceReportsStartsAndFinishesWithTheirDepth() async {
    var events: [CoordinatorEvent] = []
    let parent = Parent()
    parent.trace = { events.append($0) }
    let child = Child()
    parent.begin(child)
    let grandchild = Child()
    child.startChild(grandchild, onFinish: { _ in })
    await grandchild.finish(with: "inner")
    await child.finish(with: "outer")
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
    await child.finish(with: "picked")
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
    let router = StackRouter<Strings>(root: "list")
    let parent = Parent()
    let tracker = LeakTracker()
    let child = Child()
    child.router = router
    tracker.track(child)
    let waiting = Task { await parent.run(child) }
    while parent.children.isEmpty { await Task.yield() }
    #expect(router.state.stack == ["child screen"])
    waiting.cancel()
    #expect(await waiting.value == nil)
    #expect(child.isFinished)
    #expect(parent.children.isEmpty)
    #expect(router.state == NavigationState(root: "list"))
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

  @Test func finishingAFlowEndsItsUnfinishedChildrenFirst() async {
    let root = Parent()
    let middle = Child()
    let leaf = Child()
    var events: [CoordinatorEvent] = []
    root.trace = { events.append($0) }
    root.begin(middle)
    middle.startChild(leaf, onFinish: { _ in Issue.record("an ended child reports no result") })
    await middle.finish(with: "done")
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
}
