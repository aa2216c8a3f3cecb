import Navigation
import Testing

@MainActor
struct StackRouterTests {
  @Test func pushAndPopMoveTheTopOfTheStack() {
    let router = StackRouter<Strings>(root: "list")
    router.push("a")
    router.push("b")
    #expect(router.state == NavigationState(root: "list", stack: ["a", "b"]))
    #expect(router.state.stack.last == "b")
    router.pop()
    #expect(router.state == NavigationState(root: "list", stack: ["a"]))
  }

  @Test func popOnTheRootChangesNothingAndReportsNoCall() {
    let router = StackRouter<Strings>(root: "list")
    var calls: [RouterCall<Strings>] = []
    router.didPerform = { call, _ in calls.append(call) }
    router.pop()
    #expect(router.state == NavigationState(root: "list"))
    #expect(calls.isEmpty)
  }

  @Test func popRunsTheRemovalOfThePoppedScreenOnly() {
    let router = StackRouter<Strings>(root: "list")
    var removed: [String] = []
    router.push("a") { removed.append("a") }
    router.push("b") { removed.append("b") }
    router.pop()
    #expect(removed == ["b"])
  }

  @Test func popToRootRunsEveryRemovalTopFirst() {
    let router = StackRouter<Strings>(root: "list")
    var removed: [String] = []
    for name in ["a", "b", "c"] { router.push(name) { removed.append(name) } }
    router.popToRoot()
    #expect(removed == ["c", "b", "a"])
    #expect(router.state == NavigationState(root: "list"))
  }

  @Test func backDismissesAPresentedScreenBeforePoppingAnything() {
    let router = StackRouter<Strings>(root: "list")
    var removed: [String] = []
    router.push("detail") { removed.append("detail") }
    router.present("sheet") { removed.append("sheet") }
    #expect(router.back())
    #expect(router.state == NavigationState(root: "list", stack: ["detail"]))
    #expect(removed == ["sheet"])
    #expect(router.back())
    #expect(router.state == NavigationState(root: "list"))
    #expect(removed == ["sheet", "detail"])
    #expect(!router.back())
  }

  @Test func poppingTheScreenUnderAPresentationRemovesBoth() {
    let router = StackRouter<Strings>(root: "list")
    var removed: [String] = []
    router.push("detail") { removed.append("detail") }
    router.present("alert") { removed.append("alert") }
    router.pop()
    #expect(router.state == NavigationState(root: "list"))
    #expect(removed == ["alert", "detail"])
  }

  @Test func presentingReplacesThePresentedScreenAndRemovesIt() {
    let router = StackRouter<Strings>(root: "list")
    var removed: [String] = []
    router.present("sheet") { removed.append("sheet") }
    router.present("alert")
    #expect(router.state.presented == "alert")
    #expect(removed == ["sheet"])
  }

  @Test func setRootReplacesEverythingWithoutRunningRemovals() {
    let router = StackRouter<Strings>(root: "signIn")
    var removed: [String] = []
    router.push("forgot") { removed.append("forgot") }
    router.present("alert") { removed.append("alert") }
    router.setRoot("list")
    #expect(router.state == NavigationState(root: "list"))
    #expect(removed.isEmpty)
    router.pop()
    #expect(removed.isEmpty)
  }

  @Test func observerSeesEveryCallWithTheStateAfterIt() {
    let router = StackRouter<Strings>(root: "list")
    var seen: [(RouterCall<Strings>, NavigationState<Strings>)] = []
    router.didPerform = { seen.append(($0, $1)) }
    router.push("a")
    router.present("sheet")
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
    var removed: [String] = []
    router.push("a") { removed.append("a") }
    router.selectTab("favorites")
    #expect(router.state == NavigationState(root: "tab:favorites"))
    router.push("b") { removed.append("b") }
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes", stack: ["a"]))
    #expect(removed.isEmpty)
    router.pop()
    #expect(removed == ["a"])
    router.selectTab("favorites")
    #expect(router.state == NavigationState(root: "tab:favorites", stack: ["b"]))
  }

  @Test func selectingTheShownTabDoesNothing() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    var calls: [RouterCall<Strings>] = []
    router.didPerform = { call, _ in calls.append(call) }
    router.selectTab("recipes")
    #expect(calls.isEmpty)
  }

  @Test func switchingTabsDismissesThePresentationAndRunsItsRemoval() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    var removed: [String] = []
    router.push("a")
    router.present("sheet") { removed.append("sheet") }
    router.selectTab("favorites")
    #expect(removed == ["sheet"])
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes", stack: ["a"]))
  }

  @Test func leavingTheTabContainerForgetsEveryTabsStack() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a")
    router.selectTab("favorites")
    router.setRoot("signIn")
    router.setRoot("tab:favorites")
    router.selectTab("recipes")
    #expect(router.state == NavigationState(root: "tab:recipes"))
  }

  @Test func replacingATabsRootKeepsTheOtherTabsStack() {
    let router = StackRouter<Strings>(root: "tab:recipes")
    router.push("a")
    router.selectTab("favorites")
    router.push("b")
    router.selectTab("recipes")
    router.popToRoot()
    router.setRoot("tab:recipes?q=x")
    router.selectTab("favorites")
    #expect(router.state == NavigationState(root: "tab:favorites", stack: ["b"]))
  }
}
