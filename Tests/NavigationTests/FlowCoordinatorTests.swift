import Navigation
import TestSupport
import Testing

@MainActor
private final class Parent: FlowCoordinator<Never> {
  var results: [String] = []

  func begin(_ child: Child) {
    startChild(child) { [weak self] result in self?.results.append(result) }
  }
}

@MainActor
private final class Child: FlowCoordinator<String> {
  var started = 0
  override func start() { started += 1 }
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
    child.startChild(grandchild) { _ in }
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
    await Task.yield()
    #expect(parent.children.count == 1)
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
      await Task.yield()
      child.end()
      result = await awaited
    }
    #expect(result == .some(nil))
    #expect(parent.children.isEmpty)
    tracker.expectAllReleased()
  }

  @Test func finishingAFlowEndsItsUnfinishedChildrenFirst() {
    let root = Parent()
    let middle = Child()
    let leaf = Child()
    var events: [CoordinatorEvent] = []
    root.trace = { events.append($0) }
    root.begin(middle)
    middle.startChild(leaf) { _ in Issue.record("an ended child must not report a result") }
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
}
