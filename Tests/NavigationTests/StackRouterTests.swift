import Navigation
import Testing

@MainActor
struct StackRouterTests {
  private let log = RemovalLog()
  private func owner(_ name: String) -> RecordingOwner {
    let owner = RecordingOwner(name, log: log)
    log.owners.append(owner)
    return owner
  }

  @Test func pushAndPopMoveTheTopOfTheStack() {
    let router = StackRouter<Strings>(root: "list")
    let owner = owner("o")
    router.push("a", owner: owner)
    router.push("b", owner: owner)
    #expect(router.state == NavigationState(root: "list", stack: ["a", "b"]))
    #expect(router.path.map(\.destination) == ["a", "b"])
    router.pop()
    #expect(router.state == NavigationState(root: "list", stack: ["a"]))
  }

  @Test func theSameDestinationTwiceIsTwoElementsWithTheirOwnIdentity() {
    let router = StackRouter<Strings>(root: "list")
    let first = router.push("a", owner: owner("first"))
    router.push("b", owner: owner("b"))
    let second = router.push("a", owner: owner("second"))
    #expect(first != second)
    #expect(router.path.map(\.id) == [router.path[0].id, router.path[1].id, second])
    #expect(Set(router.path.map(\.id)).count == 3)
    router.remove(first)
    #expect(router.state == NavigationState(root: "list"))
    #expect(log.removed == ["second", "b", "first"])
  }

  @Test func popOnTheRootChangesNothingAndReportsNoCall() {
    let router = StackRouter<Strings>(root: "list")
    var calls: [RouterCall<Strings>] = []
    router.didPerform = { call, _ in calls.append(call) }
    router.pop()
    #expect(router.state == NavigationState(root: "list"))
    #expect(calls.isEmpty)
  }

  @Test func popTellsTheOwnerOfThePoppedScreenOnly() {
    let router = StackRouter<Strings>(root: "list")
    router.push("a", owner: owner("a"))
    router.push("b", owner: owner("b"))
    router.pop()
    #expect(log.removed == ["b"])
  }

  @Test func popToRootTellsEveryOwnerTopFirst() {
    let router = StackRouter<Strings>(root: "list")
    let owners = ["a", "b", "c"].map(owner)
    for owner in owners { router.push(owner.name, owner: owner) }
    router.popToRoot()
    #expect(log.removed == ["c", "b", "a"])
    #expect(router.state == NavigationState(root: "list"))
    #expect(owners.allSatisfy { $0.routes.isEmpty })
  }

  @Test func aHostWritingAShorterPathIsOneCallAndEveryPoppedOwnerIsTold() {
    let router = StackRouter<Strings>(root: "list")
    for name in ["a", "b", "c", "d"] { router.push(name, owner: owner(name)) }
    router.present("sheet", owner: owner("sheet"))
    var calls: [RouterCall<Strings>] = []
    var statesSeenByOwners: [NavigationState<Strings>] = []
    router.didPerform = { call, _ in calls.append(call) }
    let shorter = Array(router.path.prefix(1))
    #expect(router.setPath(shorter))
    statesSeenByOwners.append(router.state)
    #expect(calls == [.setPath(count: 1)])
    #expect(log.removed == ["sheet", "d", "c", "b"])
    #expect(statesSeenByOwners == [NavigationState(root: "list", stack: ["a"])])
  }

  @Test func aPathThatIsNotAPrefixIsRefusedAndChangesNothing() {
    let router = StackRouter<Strings>(root: "list")
    router.push("a", owner: owner("a"))
    router.push("b", owner: owner("b"))
    let foreign = [Routed(id: RouteID(999), destination: "a")]
    #expect(!router.setPath(foreign))
    #expect(!router.setPath(router.path + router.path))
    #expect(router.state == NavigationState(root: "list", stack: ["a", "b"]))
    #expect(log.removed.isEmpty)
  }

  @Test func popToAnElementKeepsItOnTop() {
    let router = StackRouter<Strings>(root: "list")
    router.push("a", owner: owner("a"))
    let b = router.push("b", owner: owner("b"))
    router.push("c", owner: owner("c"))
    router.pop(to: b)
    #expect(router.state == NavigationState(root: "list", stack: ["a", "b"]))
    #expect(log.removed == ["c"])
  }

  @Test func backDismissesAPresentedScreenBeforePoppingAnything() {
    let router = StackRouter<Strings>(root: "list")
    router.push("detail", owner: owner("detail"))
    router.present("sheet", owner: owner("sheet"))
    #expect(router.back())
    #expect(router.state == NavigationState(root: "list", stack: ["detail"]))
    #expect(log.removed == ["sheet"])
    #expect(router.back())
    #expect(router.state == NavigationState(root: "list"))
    #expect(log.removed == ["sheet", "detail"])
    #expect(!router.back())
  }

  @Test func poppingTheScreenUnderAPresentationRemovesBoth() {
    let router = StackRouter<Strings>(root: "list")
    router.push("detail", owner: owner("detail"))
    router.present("alert", owner: owner("alert"))
    router.pop()
    #expect(router.state == NavigationState(root: "list"))
    #expect(log.removed == ["alert", "detail"])
  }

  @Test func presentingReplacesThePresentedScreenAndTellsItsOwner() {
    let router = StackRouter<Strings>(root: "list")
    router.present("sheet", owner: owner("sheet"))
    router.present("alert", owner: owner("alert"))
    #expect(router.state.presented == "alert")
    #expect(log.removed == ["sheet"])
  }

  @Test func setRootTellsTheOwnerOfEveryScreenItRemoves() {
    let router = StackRouter<Strings>(root: "signIn")
    router.push("forgot", owner: owner("forgot"))
    router.present("alert", owner: owner("alert"))
    router.setRoot("list")
    #expect(router.state == NavigationState(root: "list"))
    #expect(router.path.isEmpty && router.presentation == nil)
    #expect(log.removed == ["alert", "forgot"])
  }

  @Test func theRouterDoesNotKeepOwnersAlive() {
    let router = StackRouter<Strings>(root: "list")
    weak var released: RecordingOwner?
    do {
      let owner = RecordingOwner("gone", log: log)
      released = owner
      router.push("a", owner: owner)
    }
    #expect(released == nil)
    #expect(router.routes.count == 1)
    #expect(router.routes.first?.owner == nil)
  }

  @Test func observerSeesEveryCallWithTheStateAfterIt() {
    let router = StackRouter<Strings>(root: "list")
    var seen: [(RouterCall<Strings>, NavigationState<Strings>)] = []
    router.didPerform = { seen.append(($0, $1)) }
    let owner = owner("o")
    router.push("a", owner: owner)
    router.present("sheet", owner: owner)
    router.dismiss()
    router.popToRoot()
    router.setRoot("signIn")
    #expect(
      seen.map(\.0) == [.push("a"), .present("sheet"), .dismiss, .popToRoot, .setRoot("signIn")])
    #expect(
      seen.map(\.1) == [
        NavigationState(root: "list", stack: ["a"]),
        NavigationState(root: "list", stack: ["a"], presented: "sheet"),
        NavigationState(root: "list", stack: ["a"]),
        NavigationState(root: "list"),
        NavigationState(root: "signIn"),
      ])
  }

  @Test func eachTabKeepsItsOwnStackWhileTheOtherIsShown() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a", owner: owner("a"))
    router.selectTab("favorites")
    #expect(router.state == NavigationState(root: "tab:favorites"))
    router.push("b", owner: owner("b"))
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes", stack: ["a"]))
    #expect(log.removed.isEmpty)
    #expect(router.routes.map(\.label).sorted() == ["a", "b"])
    router.pop()
    #expect(log.removed == ["a"])
    router.selectTab("favorites")
    #expect(router.state == NavigationState(root: "tab:favorites", stack: ["b"]))
  }

  @Test func aHiddenTabsRouteCanBeRemovedByIdentity() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a", owner: owner("a"))
    let b = router.push("b", owner: owner("b"))
    router.push("c", owner: owner("c"))
    router.selectTab("favorites")
    var calls: [RouterCall<Strings>] = []
    router.didPerform = { call, _ in calls.append(call) }
    router.remove(b)
    #expect(calls == [.removeHidden("recipes", count: 1)])
    #expect(log.removed == ["c", "b"])
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes", stack: ["a"]))
  }

  @Test func selectingTheShownTabDoesNothing() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    var calls: [RouterCall<Strings>] = []
    router.didPerform = { call, _ in calls.append(call) }
    router.selectTab("recipes")
    #expect(calls.isEmpty)
  }

  @Test func switchingTabsDismissesThePresentationAndTellsItsOwner() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a", owner: owner("a"))
    router.present("sheet", owner: owner("sheet"))
    router.selectTab("favorites")
    #expect(log.removed == ["sheet"])
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes", stack: ["a"]))
  }

  @Test func leavingTheTabContainerRemovesEveryTabsStackAndTellsTheOwners() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a", owner: owner("a"))
    router.selectTab("favorites")
    router.push("b", owner: owner("b"))
    router.setRoot("signIn")
    #expect(Set(log.removed) == ["a", "b"])
    #expect(router.routes.isEmpty)
    router.setRoot("tab:favorites")
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes"))
  }

  @Test func replacingATabsRootKeepsTheOtherTabsStack() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a", owner: owner("a"))
    router.selectTab("favorites")
    router.push("b", owner: owner("b"))
    router.selectTab("recipes")
    router.setRoot("tab:recipes?q=x")
    #expect(log.removed == ["a"])
    router.selectTab("favorites")
    #expect(router.state == NavigationState(root: "tab:favorites", stack: ["b"]))
  }
}
