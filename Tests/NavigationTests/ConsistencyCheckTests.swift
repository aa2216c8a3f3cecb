import Navigation
import Testing

@MainActor
private final class Flow: FlowCoordinator<Never, Never>, Coordinator {
  let label: String
  let stack: StringStack
  let screen: String?
  let home: String?

  init(_ label: String, stack: StringStack, pushes screen: String? = nil, home: String? = nil) {
    self.label = label
    self.stack = stack
    self.screen = screen
    self.home = home
  }

  override var name: String { label }
  override var stackName: String? { home }

  func start() {
    if let screen { stack.push(screen, owner: self) }
  }

  func add(_ child: Flow) { startChild(child) }
}

/// An owner that never hears that its route left: the drift the checker must catch.
@MainActor
private final class ForgetfulOwner: RouteOwner {
  let name = "Forgetful"
  let children: [any CoordinatorNode] = []
  weak var parent: (any CoordinatorNode)?
  let screens: [String] = []
  let stackName: String? = "list"
  private(set) var routes: [RouteID] = []
  var isFinished = false
  func end() { isFinished = true }
  func routeAdded(_ id: RouteID, in container: any RouteContainer) { routes.append(id) }
  func routeRemoved(_ id: RouteID) {}
  func perform<Value: Sendable>(
    for route: RouteID?, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>? { nil }
  func run<Value>(owning route: RouteID?, _ body: () async -> Value) async -> Value? { nil }
}

@MainActor
private final class Holder: CoordinatorNode {
  let name = "Holder"
  var children: [any CoordinatorNode]
  let parent: (any CoordinatorNode)? = nil
  let screens: [String] = []
  let routes: [RouteID] = []
  let stackName: String? = nil
  let isFinished = false
  init(_ children: [any CoordinatorNode]) { self.children = children }
  func end() {}
}

@MainActor
struct ConsistencyCheckTests {
  private let stacks = Stacks()

  @Test func aTreeThatMatchesTheStacksHasNoViolations() {
    let stack = stacks.make()
    let root = Flow("App", stack: stack, home: "list")
    let detail = Flow("Detail", stack: stack, pushes: "a")
    root.add(detail)
    detail.add(Flow("Related", stack: stack, pushes: "b"))
    #expect(ConsistencyCheck.violations(routes: stack.routes, tree: root).isEmpty)
    stack.pop()
    #expect(ConsistencyCheck.violations(routes: stack.routes, tree: root).isEmpty)
    #expect(detail.children.isEmpty)
  }

  @Test func aRouteWhoseOwnerWasReleasedIsCaught() {
    let stack = stacks.make()
    let root = Flow("App", stack: stack, home: "list")
    do {
      let stray = Flow("Stray", stack: stack, pushes: "a")
      stray.start()
    }
    #expect(
      ConsistencyCheck.violations(routes: stack.routes, tree: root) == [
        .ownerReleased(route: "a#1")
      ])
  }

  @Test func aRouteOwnedByACoordinatorOutsideTheTreeIsCaught() {
    let stack = stacks.make()
    let root = Flow("App", stack: stack, home: "list")
    let outsider = Flow("Outsider", stack: stack, pushes: "a")
    outsider.start()
    #expect(
      ConsistencyCheck.violations(routes: stack.routes, tree: root) == [
        .ownerOutsideTheTree(route: "a#1", owner: "Outsider")
      ])
  }

  @Test func aRouteOnAnotherTabsStackIsCaught() {
    let recipes = stacks.make("recipes")
    let pantry = StringStack("pantry", ledger: stacks.ledger)
    let root = Flow("App", stack: recipes)
    let recipesTab = Flow("RecipesTab", stack: recipes, home: "recipes")
    let misplaced = Flow("Author", stack: pantry, pushes: "@author")
    root.add(recipesTab)
    recipesTab.add(misplaced)
    #expect(
      ConsistencyCheck.violations(routes: recipes.routes + pantry.routes, tree: root) == [
        .onAnotherStack(
          route: "@author#1", stack: "pantry", owner: "Author", ownersStack: "recipes")
      ])
  }

  @Test func anOwnerThatMissedARemovalIsCaught() {
    let stack = stacks.make()
    let owner = ForgetfulOwner()
    let root = Holder([owner])
    owner.parent = root
    stack.push("a", owner: owner)
    stack.pop()
    #expect(
      ConsistencyCheck.violations(routes: stack.routes, tree: root) == [
        .ownsARouteNotShown(owner: "Forgetful", route: RouteID(1))
      ])
  }

  @Test func anEndedCoordinatorLeftInTheTreeIsCaught() {
    let owner = ForgetfulOwner()
    owner.end()
    let root = Holder([owner])
    owner.parent = root
    #expect(
      ConsistencyCheck.violations(routes: [], tree: root).contains(.endedInTheTree("Forgetful")))
  }

  @Test func everyViolationReadsAsASentence() {
    let violation = ConsistencyCheck.Violation.onAnotherStack(
      route: "author(x)#3", stack: "pantry", owner: "AuthorCoordinator(x)",
      ownersStack: "recipes")
    #expect(
      violation.description
        == "author(x)#3 is on the pantry stack, but its owner AuthorCoordinator(x) belongs on recipes."
    )
  }
}
