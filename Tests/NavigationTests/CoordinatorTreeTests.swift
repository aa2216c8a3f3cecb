import Navigation
import Testing

@MainActor
private final class Node: FlowCoordinator<Int, Never>, Coordinator {
  let label: String
  let owned: [String]

  init(_ label: String, owns owned: [String] = []) {
    self.label = label
    self.owned = owned
  }

  override var name: String { label }
  override var screens: [String] { owned }

  func start() {}

  func add(_ child: Node) { startChild(child) }
}

@MainActor
struct CoordinatorTreeTests {
  @Test func drawsEachCoordinatorWithItsScreensUnderItsParent() {
    let root = Node("App")
    let home = Node("Home", owns: ["tab bar"])
    let recipes = Node("Recipes", owns: ["list"])
    let detail = Node("Detail", owns: ["detail(a)"])
    root.add(home)
    home.add(recipes)
    recipes.add(detail)
    detail.add(Node("Sheet", owns: ["sheet"]))
    home.add(Node("Favourites", owns: ["list"]))
    #expect(
      CoordinatorTree.lines(of: root) == [
        "App",
        "└─ Home · tab bar",
        "   ├─ Recipes · list",
        "   │  └─ Detail · detail(a)",
        "   │     └─ Sheet · sheet",
        "   └─ Favourites · list",
      ])
  }

  @Test func aFinishedChildLeavesTheTree() {
    let root = Node("App")
    let child = Node("Child")
    root.add(child)
    child.finish(with: 1)
    #expect(CoordinatorTree.lines(of: root) == ["App"])
  }

  @Test func decisionsAndReleasesReachTheTrace() {
    let root = Node("App")
    var events: [CoordinatorEvent] = []
    root.trace = { events.append($0) }
    let child = Node("Child")
    root.add(child)
    child.decide("tapped", cause: .viewModel("SomeViewModel"), "finish")
    child.finish(with: 2)
    #expect(
      events == [
        .started(name: "Child", depth: 1),
        .decided(
          event: "tapped", cause: .viewModel("SomeViewModel"), by: "Child", decision: "finish",
          depth: 1),
        .finished(name: "Child", result: "2", depth: 1),
        .released(child: "Child", by: "App", depth: 0),
      ])
  }
}
