import Navigation
import Testing

@MainActor
private final class Flow: FlowCoordinator<Never, Never>, Coordinator {
  let label: String
  let router: StackRouter<Strings>
  let screen: String?

  init(_ label: String, router: StackRouter<Strings>, pushes screen: String? = nil) {
    self.label = label
    self.router = router
    self.screen = screen
  }

  override var name: String { label }

  func start() {
    if let screen { router.push(screen, owner: self) }
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
  private(set) var routes: [RouteID] = []
  var isFinished = false
  func end() { isFinished = true }
  func routeAdded(_ id: RouteID, by router: any RouteRemoving) { routes.append(id) }
  func routeRemoved(_ id: RouteID) {}
}

@MainActor
private final class Holder: CoordinatorNode {
  let name = "Holder"
  var children: [any CoordinatorNode]
  let parent: (any CoordinatorNode)? = nil
  let screens: [String] = []
  let routes: [RouteID] = []
  let isFinished = false
  init(_ children: [any CoordinatorNode]) { self.children = children }
  func end() {}
}

@MainActor
struct ConsistencyCheckTests {
  private let router = StackRouter<Strings>(root: "list")

  @Test func aTreeThatMatchesTheRouterHasNoViolations() {
    let root = Flow("App", router: router)
    let detail = Flow("Detail", router: router, pushes: "a")
    root.add(detail)
    detail.add(Flow("Related", router: router, pushes: "b"))
    #expect(ConsistencyCheck.violations(routes: router.routes, tree: root).isEmpty)
    router.pop()
    #expect(ConsistencyCheck.violations(routes: router.routes, tree: root).isEmpty)
    #expect(detail.children.isEmpty)
  }

  @Test func aRouteWhoseOwnerWasReleasedIsCaught() {
    let root = Flow("App", router: router)
    do {
      let stray = Flow("Stray", router: router, pushes: "a")
      stray.start()
    }
    #expect(
      ConsistencyCheck.violations(routes: router.routes, tree: root) == [
        "a#1 is shown but its owner has been released."
      ])
  }

  @Test func aRouteOwnedByACoordinatorOutsideTheTreeIsCaught() {
    let root = Flow("App", router: router)
    let outsider = Flow("Outsider", router: router, pushes: "a")
    outsider.start()
    #expect(
      ConsistencyCheck.violations(routes: router.routes, tree: root) == [
        "a#1 is owned by Outsider, which is not in the tree."
      ])
  }

  @Test func anOwnerThatMissedARemovalIsCaught() {
    let owner = ForgetfulOwner()
    let root = Holder([owner])
    owner.parent = root
    router.push("a", owner: owner)
    router.pop()
    #expect(
      ConsistencyCheck.violations(routes: router.routes, tree: root) == [
        "Forgetful believes it owns #1, which is not shown."
      ])
  }

  @Test func anEndedCoordinatorLeftInTheTreeIsCaught() {
    let owner = ForgetfulOwner()
    owner.end()
    let root = Holder([owner])
    owner.parent = root
    #expect(
      ConsistencyCheck.violations(routes: router.routes, tree: root).contains(
        "Forgetful has ended but is still in the tree."))
  }
}
