import Coordinators
import Navigation

/// Deep stacks: pushes to the deepest a stack holds (64) then as many pops, over and over,
/// through the router alone and through coordinators that own each screen (a flow per pushed
/// screen, ended and released when its screen leaves), and the canonical URL of a 64-screen
/// stack against a 1-screen one. Each operation should cost the same whatever the depth.
enum DeepStackBenchmark {
  /// A parent that starts one screen flow per push, as a tab starts a detail flow.
  @MainActor
  private final class Parent: FlowCoordinator<Never, Never> {}

  /// A flow that owns one pushed screen and ends when it leaves.
  @MainActor
  private final class Screen: FlowCoordinator<Never, Never>, Coordinator {
    let stack: IntegerStack
    let value: Int

    init(stack: IntegerStack, value: Int) {
      self.stack = stack
      self.value = value
    }

    override var endsWithItsScreens: Bool { true }

    func start() { stack.push(value, over: stack.pathIDs.last, owner: self) }
  }

  @MainActor
  static func rows(depth total: Int, repeats: Int) -> [Row] {
    let depth = IntegerStack.maximumDepth
    let rounds = total / depth
    let routerTime = Measure.spread(repeats: repeats) {
      let stack = IntegerStack.shown()
      let owner = SilentOwner()
      for _ in 0..<rounds {
        for value in 0..<depth { stack.push(value, over: stack.pathIDs.last, owner: owner) }
        precondition(stack.path.count == depth)
        for _ in 0..<depth { stack.pop() }
      }
      precondition(stack.path.isEmpty)
    }
    let coordinatorTime = Measure.spread(repeats: repeats) {
      let stack = IntegerStack.shown()
      let parent = Parent()
      for _ in 0..<rounds {
        for value in 0..<depth { parent.startChild(Screen(stack: stack, value: value)) }
        precondition(stack.path.count == depth)
        for _ in 0..<depth { stack.pop() }
      }
      precondition(stack.path.isEmpty && parent.children.isEmpty)
    }
    let pushes = rounds * depth
    let shallow = whereTime(depth: 1, repeats: repeats)
    let deep = whereTime(depth: AppState.maximumStackDepth, repeats: repeats)
    let limit = 0.5
    return [
      Row(
        figure: "\(pushes) pushes and pops, \(depth) deep, through the Router",
        value: routerTime.text(Format.duration), baseline: "—", target: "≤ 0.5 s",
        met: routerTime.median <= limit),
      Row(
        figure: "\(pushes) pushes and pops, \(depth) deep, through coordinators owning each screen",
        value: coordinatorTime.text(Format.duration), baseline: "—", target: "≤ 0.5 s",
        met: coordinatorTime.median <= limit),
      Row(
        figure: "`where` (the canonical URL) at depth \(AppState.maximumStackDepth)",
        value: deep.text(Format.duration), baseline: "depth 1: \(shallow.text(Format.duration))",
        target: "reported (it prints every screen, so it grows with the URL)", met: nil),
    ]
  }

  private static func whereTime(depth: Int, repeats: Int) -> Spread {
    let state = AppState.recipes((0..<depth).map { .recipeDetail(id: "recipe-\($0)") })
    let count = 10_000
    return Measure.spread(repeats: repeats) {
      for _ in 0..<count { blackHole(state.canonicalURL) }
    }.map { $0 / Double(count) }
  }
}
