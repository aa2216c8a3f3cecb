import Navigation
import Observation
import TestSupport
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
    stack.push("a", over: stack.pathIDs.last, owner: owner)
    stack.push("b", over: stack.pathIDs.last, owner: owner)
    #expect(stack.path.map(\.destination) == ["a", "b"])
    stack.pop()
    #expect(stack.path.map(\.destination) == ["a"])
    #expect(stacks.calls == [.push("a", on: "list"), .push("b", on: "list"), .pop("list")])
  }

  @Test func theSameDestinationTwiceIsTwoElementsWithTheirOwnIdentity() {
    let stack = stacks.make()
    let first = stack.push("a", over: stack.pathIDs.last, owner: owner("first"))
    stack.push("b", over: stack.pathIDs.last, owner: owner("b"))
    let second = stack.push("a", over: stack.pathIDs.last, owner: owner("second"))
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
    for name in ["a", "b", "c", "d"] {
      stack.push(name, over: stack.pathIDs.last, owner: owner(name))
    }
    stacks.clearCalls()
    #expect(stack.keep(Array(stack.pathIDs.prefix(1))))
    #expect(stack.path.map(\.destination) == ["a"])
    #expect(stacks.calls == [.setPath("list", count: 1)])
    #expect(log.removed == ["d", "c", "b"])
  }

  @Test func keepingSomeScreensFromTheMiddleRemovesOnlyTheOthers() {
    let stack = stacks.make()
    for name in ["a", "b", "c"] { stack.push(name, over: stack.pathIDs.last, owner: owner(name)) }
    let ids = stack.pathIDs
    #expect(stack.keep([ids[0], ids[2]]))
    #expect(stack.path.map(\.destination) == ["a", "c"])
    #expect(log.removed == ["b"])
  }

  @Test func aPathWithANewOrReorderedScreenIsRefusedAndChangesNothing() {
    let stack = stacks.make()
    for name in ["a", "b"] { stack.push(name, over: stack.pathIDs.last, owner: owner(name)) }
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
    let top = stack.push("detail", over: stack.pathIDs.last, owner: owner("detail"))
    #expect(stack.present("sheet", over: top, owner: owner("sheet")) != nil)
    stack.pop()
    #expect(stack.presented == nil)
    #expect(log.removed == ["sheet", "detail"])
  }

  @Test func aSecondPresentationIsRefusedUntilTheFirstIsDismissed() {
    let stack = stacks.make()
    stack.present("one", over: nil, owner: owner("one"))
    stacks.clearCalls()
    #expect(stack.present("two", over: nil, owner: owner("two")) == nil)
    #expect(stack.presented?.destination == "one")
    #expect(stacks.calls == [.refused(.present("two", on: "list"), .interrupted)])
  }

  @Test func aPresentationOverAScreenThatIsNoLongerOnTopIsRefused() {
    let stack = stacks.make()
    let under = stack.push("detail", over: stack.pathIDs.last, owner: owner("detail"))
    stack.push("author", over: stack.pathIDs.last, owner: owner("author"))
    stacks.clearCalls()
    #expect(stack.present("sheet", over: under, owner: owner("sheet")) == nil)
    #expect(stack.presented == nil)
    #expect(stacks.calls == [.refused(.present("sheet", on: "list"), .notOnTop)])
  }

  @Test func nothingIsPushedWhileASheetOrAlertInterruptsTheStack() {
    let stack = stacks.make()
    let top = stack.push("detail", over: stack.pathIDs.last, owner: owner("detail"))
    stack.present("sheet", over: top, owner: owner("sheet"))
    stacks.clearCalls()
    #expect(stack.push("author", over: stack.pathIDs.last, owner: owner("author")) == nil)
    #expect(stack.path.map(\.destination) == ["detail"])
    #expect(stacks.calls == [.refused(.push("author", on: "list"), .interrupted)])
  }

  @Test func aPresentationOnAStackThatIsNotOnScreenIsRefused() {
    _ = stacks.make("shown")
    let hidden = StringStack("hidden", ledger: stacks.ledger)
    #expect(hidden.present("sheet", over: nil, owner: owner("sheet")) == nil)
    #expect(hidden.push("a", over: nil, owner: owner("a")) != nil, "a push waits on its tab")
    #expect(
      stacks.calls == [
        .refused(.present("sheet", on: "hidden"), .stackHidden), .push("a", on: "hidden"),
      ])
  }

  @Test func anOwnerThatHasEndedCannotAddAScreen() {
    let stack = stacks.make()
    let ended = owner("ended")
    ended.isFinished = true
    #expect(stack.push("a", over: stack.pathIDs.last, owner: ended) == nil)
    #expect(stack.present("b", over: nil, owner: ended) == nil)
    #expect(stack.path.isEmpty && stack.presented == nil)
    #expect(
      stacks.calls == [
        .refused(.push("a", on: "list"), .ownerEnded),
        .refused(.present("b", on: "list"), .ownerEnded),
      ])
  }

  @Test func anOwnerThatHasEndedCannotAddAScreenOverAnother() {
    let stack = stacks.make()
    stack.push("home", over: nil, owner: owner("home"))
    let ended = owner("ended")
    ended.isFinished = true
    stacks.clearCalls()
    #expect(stack.push("a", over: stack.pathIDs.last, owner: ended) == nil)
    #expect(stack.path.count == 1)
    #expect(stacks.calls == [.refused(.push("a", on: "list"), .ownerEnded)])
  }

  @Test func removingTheSheetDismissesItAndKeepsTheScreenUnderIt() throws {
    let stack = stacks.make()
    stack.push("a", over: nil, owner: owner("a"))
    let sheet = try #require(
      stack.present("sheet", over: stack.pathIDs.last, owner: owner("sheet")))
    stacks.clearCalls()
    stack.remove(sheet)
    #expect(stack.path.count == 1 && stack.presented == nil)
    #expect(log.removed == ["sheet"])
    #expect(stacks.calls == [.dismiss("list")])
  }

  @Test func clearingAStackWithOnlyASheetOverItsRootDismissesIt() {
    let stack = stacks.make()
    stack.present("sheet", over: nil, owner: owner("sheet"))
    stack.removeAll()
    #expect(stack.presented == nil)
    #expect(log.removed == ["sheet"])
  }

  @Test func theStackDoesNotKeepOwnersAlive() {
    let stack = stacks.make()
    weak var released: RecordingOwner?
    do {
      let owner = RecordingOwner("gone", log: log)
      released = owner
      stack.push("a", over: stack.pathIDs.last, owner: owner)
    }
    #expect(released == nil)
    #expect(stack.owner(of: stack.pathIDs[0]) == nil)
  }

  @Test func listenersHearEachCallWithTheStateWrittenBeforeAnyOwnerIsTold() {
    let stack = stacks.make()
    stack.push("a", over: stack.pathIDs.last, owner: owner("a"))
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
    let second = stacks.make("second")
    second.push("b", over: nil, owner: owner("b"))
    let first = stacks.make("first")
    first.push("a", over: nil, owner: owner("a"))
    stacks.clearCalls()
    var removedDuringTheChange: [String]?
    stacks.ledger.change(.show("second", emptying: ["first"])) {
      first.keep([])
      removedDuringTheChange = log.removed
      stacks.ledger.shownStack = "second"
    }
    #expect(removedDuringTheChange == [])
    #expect(log.removed == ["a"])
    #expect(stacks.calls == [.show("second", emptying: ["first"])])
    #expect(second.isShown && !first.isShown)
  }

  @Test func aScreenAskedOverAScreenThatLeftIsRefused() {
    let stack = stacks.make()
    let detail = stack.push("detail", over: nil, owner: owner("detail"))
    stack.pop()
    stacks.clearCalls()
    #expect(stack.push("related", over: detail, owner: owner("related")) == nil)
    #expect(stack.present("sheet", over: detail, owner: owner("sheet")) == nil)
    #expect(
      stacks.calls == [
        .refused(.push("related", on: "list"), .screenLeft),
        .refused(.present("sheet", on: "list"), .screenLeft),
      ])
  }

  @Test func aScreenAskedOverAScreenThatLeftIsRefusedAsSuchWhileOthersStay() {
    let stack = stacks.make()
    stack.push("home", over: nil, owner: owner("home"))
    let detail = stack.push("detail", over: stack.pathIDs.last, owner: owner("detail"))
    stack.pop()
    stacks.clearCalls()
    #expect(stack.push("related", over: detail, owner: owner("related")) == nil)
    #expect(stacks.calls == [.refused(.push("related", on: "list"), .screenLeft)])
  }

  @Test func aRequestFromAModelNoLongerShownIsRefusedAsItsScreenHasLeft() {
    let stack = stacks.make()
    let model = Model()
    stack.push("detail", over: nil, model: model, owner: owner("detail"))
    #expect(stack.route(showing: model) == stack.pathIDs.first)
    stack.pop()
    stacks.clearCalls()
    #expect(stack.push("related", from: model, owner: owner("related")) == nil)
    #expect(stacks.calls == [.refused(.push("related", on: "list"), .screenLeft)])
  }

  @Test func aStackHoldsAtMostItsDepthAndRefusesTheNextPush() {
    let stack = stacks.make()
    let owner = owner("o")
    for index in 0..<StringStack.maximumDepth {
      stack.push("\(index)", over: stack.pathIDs.last, owner: owner)
    }
    stacks.clearCalls()
    #expect(stack.push("one more", over: stack.pathIDs.last, owner: owner) == nil)
    #expect(stack.path.count == StringStack.maximumDepth)
    #expect(stacks.calls == [.refused(.push("one more", on: "list"), .full)])
  }

  @Test func nothingIsAddedUnderTheCoverWhileItPresents() {
    let tab = stacks.make("tab")
    let cover = StringStack("global", ledger: stacks.ledger)
    stacks.ledger.cover = cover
    #expect(cover.present("modal", over: nil, owner: owner("modal")) != nil)
    stacks.clearCalls()
    #expect(tab.push("a", over: nil, owner: owner("a")) == nil)
    #expect(tab.present("sheet", over: nil, owner: owner("sheet")) == nil)
    #expect(
      stacks.calls == [
        .refused(.push("a", on: "tab"), .interrupted),
        .refused(.present("sheet", on: "tab"), .interrupted),
      ])
    cover.dismiss()
    #expect(tab.push("a", over: nil, owner: owner("a")) != nil)
  }

  @Test func aChangeThatChangesNothingReportsNoCallAndFiresNoObservation() {
    let stack = stacks.make()
    stack.push("a", over: nil, owner: owner("a"))
    stacks.clearCalls()
    let fired = Locked(0)
    withObservationTracking {
      _ = stack.path
      _ = stack.presented
    } onChange: {
      fired.mutate { $0 += 1 }
    }
    #expect(stack.keep(stack.pathIDs))
    stack.dismiss()
    let empty = stacks.make("empty")
    empty.removeAll()
    empty.pop()
    #expect(stacks.calls.isEmpty)
    #expect(fired.value == 0)
  }

  @Test func emptyingAStackTellsThePresentationFirstThenEachScreenTopFirst() {
    let stack = stacks.make()
    for name in ["a", "b", "c"] { stack.push(name, over: stack.pathIDs.last, owner: owner(name)) }
    stack.present("sheet", over: stack.pathIDs.last, owner: owner("sheet"))
    stacks.clearCalls()
    stack.removeAll()
    #expect(stack.isEmpty)
    #expect(log.removed == ["sheet", "c", "b", "a"])
    #expect(stacks.calls == [.setPath("list", count: 0)])
  }

  @Test func aPushAndAPresentationEachFireAnObservationOfWhatTheyChange() {
    let stack = stacks.make()
    let pathChanges = Locked(0)
    let presentationChanges = Locked(0)
    withObservationTracking {
      _ = stack.path
    } onChange: {
      pathChanges.mutate { $0 += 1 }
    }
    withObservationTracking {
      _ = stack.presented
    } onChange: {
      presentationChanges.mutate { $0 += 1 }
    }
    let top = stack.push("a", over: nil, owner: owner("a"))
    #expect(pathChanges.value == 1 && presentationChanges.value == 0)
    stack.present("sheet", over: top, owner: owner("sheet"))
    #expect(presentationChanges.value == 1)
  }
}

/// A screen's model, as a stack holds it.
@MainActor
private final class Model {}

/// A host whose platform owns its navigation (UIKit's `UINavigationController`, a leaflet) tells
/// the stack what the user removed by the identities the platform no longer shows, as
/// Docs/Porting.md's UIKit sketch does in `didShow`.
@MainActor
struct PlatformWriteBackTests {
  private let stacks = Stacks()
  private let log = RemovalLog()

  private func owner(_ name: String) -> RecordingOwner {
    let owner = RecordingOwner(name, log: log)
    log.owners.append(owner)
    return owner
  }

  @Test func aStaleSwipeRemovesOnlyWhatThePlatformPoppedNotWhatALinkPushedMeanwhile() {
    let stack = stacks.make()
    for name in ["a", "b"] { stack.push(name, over: stack.pathIDs.last, owner: owner(name)) }
    let shownByThePlatform = Set(stack.pathIDs)
    for name in ["c", "d"] { stack.push(name, over: stack.pathIDs.last, owner: owner(name)) }
    let stillShown: Set = [stack.pathIDs[0]]
    stacks.clearCalls()
    stack.platformRemoved(shownByThePlatform.subtracting(stillShown))
    #expect(stack.path.map(\.destination) == ["a", "c", "d"])
    #expect(log.removed == ["b"])
    #expect(stacks.calls == [.setPath("list", count: 3)])
  }

  @Test func aSheetSwipedAwayIsDismissedAndNothingRemovedIsNoCall() {
    let stack = stacks.make()
    let top = stack.push("detail", over: nil, owner: owner("detail"))
    let sheet = stack.present("sheet", over: top, owner: owner("sheet"))
    stacks.clearCalls()
    stack.platformRemoved([])
    #expect(stacks.calls.isEmpty)
    stack.platformRemoved(Set([sheet].compactMap { $0 }))
    #expect(stacks.calls == [.dismiss("list")])
    #expect(stack.presented == nil && stack.path.count == 1)
    #expect(log.removed == ["sheet"])
  }
}
