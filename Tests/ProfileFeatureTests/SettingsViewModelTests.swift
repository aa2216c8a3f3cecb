import Observation
import ProfileFeature
import Services
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct SettingsViewModelTests {
  private let demo = User(name: "demo")

  @Test func theOrderIsTheOneInForce() {
    let viewModel = SettingsViewModel(
      user: demo, store: FakeSettingsStore(), listing: RecipeListing(order: .time))
    #expect(viewModel.order == .time)
  }

  @Test func aChoiceIsSavedForThisUserKeepingTheirOtherSettingsThenPutInForce() async {
    let box = Locked([
      "demo": UserSettings(order: .catalogue, hasSeenWelcome: true), "chef": UserSettings(),
    ])
    let listing = RecipeListing()
    let viewModel = SettingsViewModel(
      user: demo, store: FakeSettingsStore.backed(by: box), listing: listing)
    await viewModel.choose(.title)
    #expect(box.value["demo"] == UserSettings(order: .title, hasSeenWelcome: true))
    #expect(box.value["chef"] == UserSettings())
    #expect(listing.order == .title && viewModel.order == .title)
    #expect(viewModel.problem == nil)
  }

  @Test func aChoiceThatCannotBeSavedLeavesTheOrderInForceAndSaysWhy() async {
    let box = Locked<[String: UserSettings]>([:])
    var store = FakeSettingsStore.backed(by: box)
    let apply = store.onApply
    let failing = Locked(true)
    store.onApply = { change, user throws(ServiceError) in
      if failing.value { throw ServiceError("read-only") }
      return try await apply(change, user)
    }
    let listing = RecipeListing()
    let viewModel = SettingsViewModel(user: demo, store: store, listing: listing)
    await viewModel.choose(.time)
    #expect(listing.order == .catalogue)
    #expect(viewModel.problem == ServiceError("read-only"))
    failing.mutate { $0 = false }
    await viewModel.choose(.time)
    #expect(listing.order == .time && viewModel.problem == nil)
  }

  @Test func choicesMadeInQuickSuccessionAreSavedAndPutInForceInOrder() async {
    let gate = Gate()
    let box = Locked<[String: UserSettings]>([:])
    var store = FakeSettingsStore.backed(by: box)
    let apply = store.onApply
    store.onApply = { change, user throws(ServiceError) in
      if change == .order(.title) { await gate.wait() }
      return try await apply(change, user)
    }
    let listing = RecipeListing()
    let viewModel = SettingsViewModel(user: demo, store: store, listing: listing)
    let first = Task { await viewModel.choose(.title) }
    await gate.untilWaiting()
    let second = Task { await viewModel.choose(.time) }
    for _ in 0..<20 { await Task.yield() }
    gate.open()
    await first.value
    await second.value
    #expect(box.value["demo"]?.order == .time)
    #expect(listing.order == .time)
  }

  @Test func theScreenHearsOfAnOrderChangedElsewhere() {
    let listing = RecipeListing()
    let viewModel = SettingsViewModel(user: demo, store: FakeSettingsStore(), listing: listing)
    let changes = Locked(0)
    withObservationTracking {
      _ = viewModel.order
    } onChange: {
      changes.mutate { $0 += 1 }
    }
    listing.order = .title
    #expect(changes.value == 1)
  }
}
