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
    try #require(harness.home?.pantry)
  }

  @Test func addingAnItemPresentsTheFormOverThePantryAndSavingDismissesIt() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry")
    let pantry = try pantry(harness)
    await pantry.list.reload()
    let tracker = LeakTracker()
    do {
      pantry.list.addTapped()
      #expect(harness.calls == [.present(PantryPresentation.itemForm(itemID: nil), on: "pantry")])
      guard case .form(let form)? = pantry.presented else {
        Issue.record("expected the form")
        return
      }
      tracker.track(form)
      tracker.track(form.viewModel)
      await form.viewModel.setName("Rye flour")
      await harness.settle()
      await form.viewModel.saveTapped()
      await harness.settle()
    }
    #expect(harness.calls.last == .dismiss("pantry"))
    #expect(pantry.list.visibleItems.map(\.id) == ["rye-flour"])
    #expect(harness.router.state.canonicalURL == "cookbook://pantry")
    tracker.expectAllReleased()
    harness.expectConsistent()
  }

  @Test func aDirtyFormRefusesNothingInTheCoreButSaysItMustNotBeDismissed() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    guard case .pantryItemForm(let form)? = harness.visibleScreen else {
      Issue.record("expected the form")
      return
    }
    #expect(!form.isDismissDisabled)
    await form.setName("Salt")
    await harness.settle()
    #expect(form.isDismissDisabled)
    #expect(harness.pantries.value["demo"]?.draft?.name == "Salt")
  }

  @Test func deletingAsksFirstAndReleasesTheAlertEitherWay() async throws {
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
      guard case .pantryDeleteAlert(let alert)? = harness.visibleScreen else {
        Issue.record("expected the alert")
        return
      }
      tracker.track(alert)
      await alert.noTapped()
      await harness.settle()
    }
    tracker.expectAllReleased()
    #expect(harness.pantries.value["demo"]?.items.count == 1)
    await harness.open("cookbook://pantry?alert=delete&item=salt")
    guard case .pantryDeleteAlert(let alert)? = harness.visibleScreen else {
      Issue.record("expected the alert")
      return
    }
    await alert.yesTapped()
    await harness.settle()
    #expect(harness.pantries.value["demo"]?.items.isEmpty != false)
    #expect(try pantry(harness).list.visibleItems.isEmpty)
    #expect(
      await harness.app.open("cookbook://pantry?sheet=edit&item=salt")
        == .refused(.missingPantryItem(id: "salt")))
    harness.expectConsistent()
  }

  @Test func settingsArePushedOnTheProfileStackAndReleasedOnBack() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://profile")
    let profile = try #require(harness.home?.profile)
    let tracker = LeakTracker()
    do {
      profile.viewModel.settingsTapped()
      #expect(harness.calls == [.push(ProfileDestination.settings, on: "profile")])
      let settings = try #require(profile.settings)
      tracker.track(settings)
      tracker.track(settings.viewModel)
      await settings.viewModel.choose(.title)
    }
    #expect(harness.home?.sorting.order == .title)
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
    #expect(harness.home?.sorting.order == .title)
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
    #expect(harness.home?.sorting.order == .catalogue)
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
      guard case .welcome(let welcome)? = harness.visibleScreen else {
        Issue.record("expected the welcome")
        return
      }
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
    await harness.home?.profile?.viewModel.signOutTapped()
    await harness.settle()
    #expect(harness.router.state == AppState.signIn())
    tracker.expectAllReleased()
  }
}
