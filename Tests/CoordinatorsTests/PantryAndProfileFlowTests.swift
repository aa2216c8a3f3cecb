import AppTesting
import AuthFeature
import Coordinators
import Navigation
import PantryFeature
import ProfileFeature
import Services
import TestSupport
import Testing

@MainActor
struct PantryAndProfileFlowTests {
  private func pantry(_ harness: AppHarness) throws -> PantryCoordinator {
    try #require(harness.pantryTab)
  }

  @Test func addingAnItemPresentsTheFormOverThePantryAndItsOwnerSavesAndDismissesIt() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry")
    let pantry = try pantry(harness)
    await pantry.list.reload()
    let tracker = LeakTracker()
    do {
      pantry.list.addTapped()
      await harness.settle()
      #expect(harness.calls == [.present(PantryPresentation.itemForm(itemID: nil), on: "pantry")])
      let form = try #require(harness.visibleScreen as? PantryFormViewModel)
      tracker.track(form)
      await form.setName("Rye flour")
      await harness.settle()
      await form.saveTapped()
      await harness.settle()
    }
    #expect(harness.calls.last == .dismiss("pantry"))
    #expect(pantry.list.visibleItems.map(\.id) == ["rye-flour"])
    #expect(harness.pantries.value["demo"]?.items.map(\.name) == ["Rye flour"])
    #expect(harness.drafts.value["demo"]?.last == nil, "the draft is cleared once saved")
    #expect(harness.router.state.canonicalURL == "cookbook://pantry")
    tracker.expectAllReleased()
    harness.expectConsistent()
  }

  @Test func aDirtyFormRefusesNothingInTheCoreButSaysItMustNotBeDismissed() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    let form = try #require(harness.visibleScreen as? PantryFormViewModel)
    #expect(!form.isDismissDisabled)
    await form.setName("Salt")
    await harness.settle()
    #expect(form.isDismissDisabled)
    #expect(harness.drafts.value["demo"]?.last?.name == "Salt", "its owner keeps the draft")
  }

  @Test func theFormOpensWithItsDraftAndCancelDiscardsIt() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    await (try #require(harness.visibleScreen as? PantryFormViewModel)).setName("Salt")
    await harness.settle()
    await harness.open("cookbook://pantry")
    await harness.open("cookbook://pantry?sheet=add")
    let form = try #require(harness.visibleScreen as? PantryFormViewModel)
    #expect(form.name == "Salt")
    await form.cancelTapped()
    await harness.settle()
    #expect(harness.router.state == AppState.pantry())
    #expect(harness.drafts.value["demo"]?.last == nil)
  }

  @Test func deletingAsksFirstAndEitherAnswerClosesTheQuestion() async throws {
    let harness = AppHarness()
    harness.pantries.mutate {
      var pantry = Pantry()
      _ = try? pantry.add(name: "Salt", quantity: "")
      $0["demo"] = pantry
    }
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://pantry?alert=delete&item=salt")
    let tracker = LeakTracker()
    do {
      let alert = try #require(harness.confirmation)
      #expect(
        alert.question == .deletePantryItem(PantryItem(id: "salt", name: "Salt", quantity: "")))
      tracker.track(alert)
      alert.answer(false)
      await harness.settle()
    }
    tracker.expectAllReleased()
    #expect(harness.router.state == AppState.pantry())
    #expect(harness.pantries.value["demo"]?.items.count == 1)
    await harness.open("cookbook://pantry?alert=delete&item=salt")
    try #require(harness.confirmation).answer(true)
    await harness.settle()
    #expect(harness.router.state == AppState.pantry())
    #expect(harness.pantries.value["demo"]?.items.isEmpty != false)
    #expect(try pantry(harness).list.visibleItems.isEmpty)
    #expect(
      await harness.app.open("cookbook://pantry?sheet=edit&item=salt")
        == .refused(.missingPantryItem(id: "salt")))
    harness.expectConsistent()
  }

  @Test func aDeletionThatFailsIsToldAsANoticeOnceItsQuestionHasClosed() async throws {
    let harness = AppHarness()
    harness.pantries.mutate {
      var pantry = Pantry()
      _ = try? pantry.add(name: "Salt", quantity: "")
      $0["demo"] = pantry
    }
    harness.writeFailures.mutate { $0["pantry"] = ServiceError("the disk is full") }
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://pantry?alert=delete&item=salt")
    try #require(harness.confirmation).answer(true)
    await harness.settle()
    #expect(harness.app.notice == .pantryItemNotDeleted(reason: "the disk is full"))
    #expect(try pantry(harness).list.visibleItems.map(\.id) == ["salt"])
  }

  @Test func settingsOpenOverTheProfileByTheirWordAndAreReleasedOnBack() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://profile")
    let tracker = LeakTracker()
    do {
      #expect(harness.app.entries.map(\.word) == ["settings"])
      #expect(harness.app.openEntry("settings"))
      #expect(harness.calls == [.push(ProfileDestination.settings, on: "profile")])
      let settings = try #require(harness.visibleScreen as? SettingsViewModel)
      tracker.track(settings)
      await settings.choose(.title)
    }
    #expect(harness.home?.listing.order == .title)
    #expect(harness.settings.value["demo"]?.order == .title)
    #expect(harness.back())
    tracker.expectAllReleased()
    harness.expectConsistent()
  }

  @Test func theSavedOrderIsLoadedAtSignInForEveryList() async throws {
    let harness = AppHarness()
    harness.settings.mutate { $0["demo"] = UserSettings(order: .title) }
    await harness.launch()
    await harness.signIn()
    #expect(harness.home?.listing.order == .title)
    await harness.recipeList?.loadIfNeeded()
    #expect(
      harness.recipeList?.visibleRecipes.map(\.id) == [
        "amatriciana", "cacio", "carbonara", "gricia",
      ])
  }

  @Test func unreadableSettingsAreReportedAndTheDefaultsStandWithoutAWelcome() async throws {
    let harness = AppHarness()
    harness.welcome = .atFirstSignIn
    harness.settings.mutate { $0["demo"] = UserSettings(order: .title) }
    harness.settingsFailure.mutate { $0 = ServiceError("settings.json is unreadable") }
    await harness.launch()
    await harness.signIn()
    #expect(harness.warnings == ["Could not read demo's settings: settings.json is unreadable"])
    #expect(harness.home?.listing.order == .catalogue)
    #expect(harness.router.state.modal == nil, "no welcome for settings nobody could read")
  }

  @Test func theWelcomeShowsAtTheFirstSignInWhereThePolicySaysAndOnlyOnce() async throws {
    let harness = AppHarness()
    harness.welcome = .atFirstSignIn
    await harness.launch()
    await harness.signIn()
    #expect(harness.router.state.modal == .welcome)
    let tracker = LeakTracker()
    do {
      let welcome = try #require(harness.visibleScreen as? WelcomeViewModel)
      tracker.track(welcome)
      await welcome.continueTapped()
      await harness.settle()
    }
    tracker.expectAllReleased()
    #expect(harness.router.state.modal == nil)
    #expect(harness.settings.value["demo"]?.hasSeenWelcome == true)
    await harness.signOut()
    await harness.signIn()
    #expect(harness.router.state.modal == nil)
    harness.expectConsistent()
  }

  @Test func withoutThePolicyTheWelcomeShowsOnlyForALink() async throws {
    let harness = await AppHarness.signedIn()
    #expect(harness.router.state.modal == nil)
    await harness.open("cookbook://recipes?modal=welcome")
    #expect(harness.router.state.modal == .welcome)
  }

  @Test func signingOutFromTheProfileReleasesEveryTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://profile/settings")
    await harness.open("cookbook://pantry?sheet=add")
    #expect(harness.back())
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    await harness.home?.profile.viewModel.signOutTapped()
    await harness.settle()
    #expect(harness.router.state == AppState.signIn())
    tracker.expectAllReleased()
  }
}
