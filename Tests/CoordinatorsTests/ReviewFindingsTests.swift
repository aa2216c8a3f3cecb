import AppTesting
import AuthFeature
import Coordinators
import DetailFeature
import Navigation
import PantryFeature
import Services
import TestSupport
import Testing

/// What the expert review of the old core proved with tests, and what its planted faults showed
/// nothing caught: each holds now, by the structure that rules it out.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReviewFindingsTests {
  @Test("A save a link interrupts still reaches the store and the list, and the form closes")
  func aSaveInterruptedByALinkReachesTheList() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    let form = try #require(harness.visibleScreen as? PantryFormViewModel)
    await form.setName("Rye flour")
    await harness.settle()
    let gate = harness.gate("pantry.save")
    await form.saveTapped()
    await gate.untilWaiting()
    #expect(await harness.app.open("cookbook://recipes/carbonara") == .opened)
    gate.open()
    await harness.settle()
    #expect(harness.pantries.value["demo"]?.items.map(\.name) == ["Rye flour"])
    #expect(harness.pantryTab?.list.visibleItems.map(\.name) == ["Rye flour"])
    #expect(harness.router.pantry.presented == nil)
    #expect(harness.app.notice == nil)
  }

  @Test("A save that fails after a link closed its form is told as a notice, not dropped")
  func aSaveThatFailsAfterItsFormClosedIsANotice() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    let form = try #require(harness.visibleScreen as? PantryFormViewModel)
    await form.setName("Rye flour")
    let gate = harness.gate("pantry.save")
    harness.writeFailures.mutate { $0["pantry.save"] = ServiceError("the disk is full") }
    await form.saveTapped()
    await gate.untilWaiting()
    #expect(await harness.app.open("cookbook://pantry") == .opened)
    gate.open()
    await harness.settle()
    #expect(harness.app.notice == .pantryItemNotSaved(reason: "the disk is full"))
  }

  @Test("A welcome the platform dismisses is remembered as seen, and does not come back")
  func aWelcomeDismissedByThePlatformIsRememberedAsSeen() async throws {
    let harness = AppHarness()
    harness.welcome = .atFirstSignIn
    await harness.launch()
    await harness.signIn()
    #expect(harness.router.state.modal == .welcome)
    #expect(harness.back())
    await harness.settle()
    #expect(harness.settings.value["demo"]?.hasSeenWelcome == true)
    await harness.signOut()
    await harness.signIn()
    #expect(harness.router.state.modal == nil)
  }

  @Test("An alert link over an alert link ends at the second link")
  func anAlertLinkOverAnAlertLinkEndsAtTheSecond() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara?alert=delete")
    let second = "cookbook://recipes/carbonara/cacio?alert=delete"
    #expect(await harness.app.open(second) == .opened)
    await harness.settle()
    #expect(harness.router.canonicalURL == second)
    #expect(harness.confirmation?.question == .deleteRecipe(SampleRecipes.cacio))
  }

  @Test("An expiry stops a link in flight: no sheet opens under the sign-in modal")
  func anExpiryStopsALinkInFlight() async throws {
    let harness = await AppHarness.signedIn()
    let gate = Gate(passing: 1)
    harness.lookupGate.mutate { $0 = gate }
    let link = Task { await harness.app.open("cookbook://recipes/carbonara?sheet=share") }
    await gate.untilWaiting()
    harness.clock.advance(by: 601)
    #expect(await harness.app.expireSessionIfNeeded())
    gate.open()
    #expect(await link.value == .refused(.superseded))
    await harness.settle()
    #expect(harness.router.recipes.presented == nil)
    #expect(harness.router.state.modal == .signIn)
  }

  @Test("A pantry link naming another sheet or alert replaces the one open")
  func aPantryLinkReplacesTheSheetOrAlertOpen() async throws {
    let harness = AppHarness()
    harness.pantries.mutate {
      var pantry = Pantry()
      _ = try? pantry.add(name: "Salt", quantity: "")
      $0["demo"] = pantry
    }
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://pantry?sheet=add")
    await harness.open("cookbook://pantry?alert=delete&item=salt")
    #expect(harness.router.pantry.presented?.destination == .deleteAlert(itemID: "salt"))
    await harness.open("cookbook://pantry?sheet=edit&item=salt")
    #expect(harness.router.pantry.presented?.destination == .itemForm(itemID: "salt"))
    #expect((harness.visibleScreen as? PantryFormViewModel)?.editing?.id == "salt")
  }

  @Test("A stack holds 64 screens; the next is refused with a notice and the URL still opens")
  func theSixtyFourthScreenIsTheLast() async throws {
    let harness = await AppHarness.signedIn()
    let tab = try #require(harness.recipesTab)
    for index in 0..<AppState.maximumStackDepth {
      tab.push(.recipeDetail(id: index.isMultiple(of: 2) ? "cacio" : "gricia"), cause: .user)
    }
    await harness.visibleDetail?.loadIfNeeded()
    harness.visibleDetail?.relatedRecipeTapped(id: "carbonara")
    #expect(harness.router.recipes.path.count == AppState.maximumStackDepth)
    #expect(harness.app.notice == .stackFull(limit: AppState.maximumStackDepth))
    #expect(try AppState(url: harness.router.canonicalURL) == harness.router.state)
  }

  @Test("The global modal opens over a tab's sheet, which stays with its draft under it")
  func theGlobalModalOpensOverASheetThatStays() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    let form = try #require(harness.visibleScreen as? PantryFormViewModel)
    await form.setName("Salt")
    await harness.settle()
    #expect(!harness.router.modalIsOverAPresentation)
    harness.clock.advance(by: 601)
    #expect(await harness.app.expireSessionIfNeeded())
    #expect(harness.router.modalIsOverAPresentation, "a host presents the modal from the sheet")
    let signIn = try #require(harness.visibleScreen as? SignInViewModel)
    await signIn.signInTapped(username: "demo", password: "pw")
    await harness.settle()
    #expect(harness.visibleScreen === form)
    #expect(form.name == "Salt")
    #expect(harness.router.canonicalURL == "cookbook://pantry?sheet=add")
  }

  @Test("A slow draft write never lands after the cancel that cleared the draft")
  func aSlowDraftWriteNeverLandsAfterTheCancel() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://pantry?sheet=add")
    let form = try #require(harness.visibleScreen as? PantryFormViewModel)
    let gate = harness.gate("pantry.draft")
    await form.setName("Rye flour")
    await gate.untilWaiting()
    await form.cancelTapped()
    for _ in 0..<20 { await Task.yield() }
    gate.open()
    await harness.settle()
    await harness.open("cookbook://pantry?sheet=add")
    let again = try #require(harness.visibleScreen as? PantryFormViewModel)
    #expect(again.name.isEmpty, "the draft came back after the form was cancelled")
  }
}
