import Navigation
import Testing

@MainActor
struct RouteStackTests {
  private let stacks = Stacks()
  private let log = RemovalLog()

  private func owner(_ name: String) -> RecordingOwner {
    let owner = RecordingOwner(name, log: log)
    log.owners.append(owner)
    return owner
  }

  @Test func pushAndPopMoveTheTopOfTheStack() {
    let stack = stacks.make()
    let owner = owner("o")
    stack.push("a", owner: owner)
    stack.push("b", owner: owner)
    #expect(stack.path.map(\.destination) == ["a", "b"])
    stack.pop()
    #expect(stack.path.map(\.destination) == ["a"])
    #expect(stacks.calls == [.push("a", on: "list"), .push("b", on: "list"), .pop("list")])
  }

  @Test func theSameDestinationTwiceIsTwoElementsWithTheirOwnIdentity() {
    let stack = stacks.make()
    let first = stack.push("a", owner: owner("first"))
    stack.push("b", owner: owner("b"))
    let second = stack.push("a", owner: owner("second"))
    #expect(first != nil && second != nil && first != second)
    #expect(Set(stack.pathIDs).count == 3)
    stack.remove(first!)
    #expect(stack.path.isEmpty)
    #expect(log.removed == ["second", "b", "first"])
  }

  @Test func popOnAnEmptyStackChangesNothingAndReportsNoCall() {
    let stack = stacks.make()
    stack.pop()
    #expect(stack.path.isEmpty)
    #expect(stacks.calls.isEmpty)
  }

  @Test func aShorterPathIsOneCallAndEveryLeavingOwnerIsToldTopFirst() {
    let stack = stacks.make()
    for name in ["a", "b", "c", "d"] { stack.push(name, owner: owner(name)) }
    stacks.clearCalls()
    #expect(stack.setPath(Array(stack.path.prefix(1))))
    #expect(stack.path.map(\.destination) == ["a"])
    #expect(stacks.calls == [.setPath("list", count: 1)])
    #expect(log.removed == ["d", "c", "b"])
  }

  @Test func keepingSomeScreensFromTheMiddleRemovesOnlyTheOthers() {
    let stack = stacks.make()
    for name in ["a", "b", "c"] { stack.push(name, owner: owner(name)) }
    let ids = stack.pathIDs
    #expect(stack.keep([ids[0], ids[2]]))
    #expect(stack.path.map(\.destination) == ["a", "c"])
    #expect(log.removed == ["b"])
  }

  @Test func aPathWithANewOrReorderedScreenIsRefusedAndChangesNothing() {
    let stack = stacks.make()
    for name in ["a", "b"] { stack.push(name, owner: owner(name)) }
    stacks.clearCalls()
    let ids = stack.pathIDs
    #expect(!stack.keep([ids[1], ids[0]]))
    #expect(!stack.keep([RouteID(999)]))
    #expect(stack.path.map(\.destination) == ["a", "b"])
    #expect(stacks.calls.isEmpty)
    #expect(log.removed.isEmpty)
  }

  @Test func aPresentationGoesOverTheTopScreenAndLeavesWithIt() {
    let stack = stacks.make()
    let top = stack.push("detail", owner: owner("detail"))
    #expect(stack.present("sheet", over: top, owner: owner("sheet")) != nil)
    stack.pop()
    #expect(stack.presented == nil)
    #expect(log.removed == ["sheet", "detail"])
  }

  @Test func presentingReplacesThePresentedScreenAndTellsItsOwner() {
    let stack = stacks.make()
    stack.present("one", over: nil, owner: owner("one"))
    stack.present("two", over: nil, owner: owner("two"))
    #expect(stack.presented?.destination == "two")
    #expect(log.removed == ["one"])
  }

  @Test func aPresentationOverAScreenThatIsNoLongerOnTopIsRefused() {
    let stack = stacks.make()
    let under = stack.push("detail", owner: owner("detail"))
    stack.push("author", owner: owner("author"))
    stacks.clearCalls()
    #expect(stack.present("sheet", over: under, owner: owner("sheet")) == nil)
    #expect(stack.presented == nil)
    #expect(stacks.calls == [.refused("sheet", on: "list", .notOnTop)])
  }

  @Test func nothingIsPushedWhileASheetOrAlertInterruptsTheStack() {
    let stack = stacks.make()
    let top = stack.push("detail", owner: owner("detail"))
    stack.present("sheet", over: top, owner: owner("sheet"))
    stacks.clearCalls()
    #expect(stack.push("author", owner: owner("author")) == nil)
    #expect(stack.path.map(\.destination) == ["detail"])
    #expect(stacks.calls == [.refused("author", on: "list", .interrupted)])
  }

  @Test func aPresentationOnAStackThatIsNotOnScreenIsRefused() {
    let shown = stacks.make("shown")
    let hidden = StringStack("hidden", ledger: stacks.ledger)
    _ = shown
    #expect(hidden.present("sheet", over: nil, owner: owner("sheet")) == nil)
    #expect(stacks.calls == [.refused("sheet", on: "hidden", .stackHidden)])
  }

  @Test func anOwnerThatHasEndedCannotAddAScreen() {
    let stack = stacks.make()
    let ended = owner("ended")
    ended.end()
    #expect(stack.push("a", owner: ended) == nil)
    #expect(stack.present("b", over: nil, owner: ended) == nil)
    #expect(stack.path.isEmpty && stack.presented == nil)
    #expect(
      stacks.calls == [
        .refused("a", on: "list", .ownerEnded), .refused("b", on: "list", .ownerEnded),
      ])
  }

  @Test func workThatWasCancelledCannotAddAScreen() async {
    let stack = stacks.make()
    let owner = owner("o")
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return stack.push("late", owner: owner)
    }
    #expect(await task.value == nil)
    #expect(stack.path.isEmpty)
    #expect(stacks.calls == [.refused("late", on: "list", .workCancelled)])
  }

  @Test func theStackDoesNotKeepOwnersAlive() {
    let stack = stacks.make()
    weak var released: RecordingOwner?
    do {
      let owner = RecordingOwner("gone", log: log)
      released = owner
      stack.push("a", owner: owner)
    }
    #expect(released == nil)
    #expect(stack.routes.first?.owner == nil)
  }

  @Test func listenersHearEachCallWithTheStateWrittenBeforeAnyOwnerIsTold() {
    let stack = stacks.make()
    stack.push("a", owner: owner("a"))
    var seen: [(RouterCall, Int, [String])] = []
    // Weakly: the stack holds the ledger, which holds its listeners.
    stacks.ledger.listen { [log, weak stack] call in
      seen.append((call, stack?.path.count ?? -1, log.removed))
    }
    stack.pop()
    #expect(seen.count == 1)
    #expect(seen.first?.0 == .pop("list"))
    #expect(seen.first?.1 == 0)
    #expect(seen.first?.2 == [])
    #expect(log.removed == ["a"])
  }

  @Test func aChangeAcrossStacksIsOneCallAndTellsEveryOwnerAtItsEnd() {
    let first = stacks.make("first")
    let second = StringStack("second", ledger: stacks.ledger)
    first.push("a", owner: owner("a"))
    second.push("b", owner: owner("b"))
    stacks.clearCalls()
    var removedDuringTheChange: [String]?
    stacks.ledger.change(.show("second", emptying: ["first"])) {
      first.keep([])
      removedDuringTheChange = log.removed
      stacks.ledger.show("second")
    }
    #expect(removedDuringTheChange == [])
    #expect(log.removed == ["a"])
    #expect(stacks.calls == [.show("second", emptying: ["first"])])
    #expect(second.isShown && !first.isShown)
  }

  @Test func everyRouteIsListedWithItsStackAndOwner() {
    let stack = stacks.make()
    let top = stack.push("a", owner: owner("a"))
    stack.present("sheet", over: top, owner: owner("sheet"))
    #expect(stack.routes.map(\.container) == ["list", "list"])
    #expect(stack.routes.map { $0.owner?.name } == ["a", "sheet"])
  }
}

@MainActor
struct RouteSlotTests {
  private let stacks = Stacks()
  private let log = RemovalLog()

  private func owner(_ name: String) -> RecordingOwner {
    let owner = RecordingOwner(name, log: log)
    log.owners.append(owner)
    return owner
  }

  @Test func fillingTheSlotReplacesWhatWasThereAndTellsItsOwner() {
    let slot = RouteSlot<String>("global", ledger: stacks.ledger)
    slot.present("welcome", owner: owner("welcome"))
    slot.present("signIn", owner: owner("signIn"))
    #expect(slot.current?.destination == "signIn")
    #expect(log.removed == ["welcome"])
    slot.dismiss()
    #expect(slot.current == nil)
    #expect(log.removed == ["welcome", "signIn"])
    #expect(
      stacks.calls == [
        .present("welcome", on: "global"), .present("signIn", on: "global"), .dismiss("global"),
      ])
  }

  @Test func anEndedOwnerCannotFillTheSlot() {
    let slot = RouteSlot<String>("global", ledger: stacks.ledger)
    let ended = owner("ended")
    ended.end()
    #expect(slot.present("welcome", owner: ended) == nil)
    #expect(slot.current == nil)
  }
}
