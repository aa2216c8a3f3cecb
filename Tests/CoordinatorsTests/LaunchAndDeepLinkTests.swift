import AppTesting
import AuthFeature
import Coordinators
import Links
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct LaunchAndDeepLinkTests {
  @Test func aValidSavedSessionReopensTheSavedLocation() async {
    let harness = AppHarness()
    harness.saved.mutate {
      $0 = SavedSession(
        session: harness.session(), location: "cookbook://recipes/carbonara/cacio?q=c")
    }
    await harness.launch()
    #expect(
      harness.calls == [
        .show("recipes"), .setRoot("recipes(q: c)", on: "recipes"),
        .push(BrowseDestination.recipeDetail(id: "carbonara"), on: "recipes"),
        .push(BrowseDestination.recipeDetail(id: "cacio"), on: "recipes"),
      ])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/cacio?q=c")
    #expect(harness.recipeList?.query == "c")
  }

  @Test func anExpiredSavedSessionShowsTheSavedLocationUnderSignInAndResumesForTheSameUser()
    async
  {
    let harness = AppHarness()
    harness.saved.mutate {
      $0 = SavedSession(
        session: harness.session(expiresIn: -1), location: "cookbook://favorites/cacio")
    }
    await harness.launch()
    #expect(harness.calls.last == .present(GlobalModal.signIn, on: "global"))
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/cacio?modal=signin")
    guard let viewModel = harness.visibleScreen as? SignInViewModel else {
      Issue.record("expected sign-in in the global slot")
      return
    }
    #expect(viewModel.notice == .sessionExpired)
    await viewModel.signInTapped(username: "demo", password: "pw")
    await harness.settle()
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/cacio")
    harness.expectConsistent()
  }

  @Test func aDamagedSavedSessionWarnsAndShowsSignIn() async {
    let harness = AppHarness()
    harness.sessions.onLoad = { () throws(ServiceError) in
      throw ServiceError("session.json is damaged")
    }
    await harness.launch()
    #expect(harness.warnings == ["session.json is damaged"])
    #expect(harness.router.state == AppState.signIn())
  }

  @Test func aSavedLocationThatNoLongerExistsKeepsTheListAndSaysWhy() async {
    let harness = AppHarness()
    harness.saved.mutate {
      $0 = SavedSession(session: harness.session(), location: "cookbook://recipes/vanished")
    }
    await harness.launch()
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.app.notice == .savedLocationNotRestored(.missingRecipe(id: "vanished")))
  }

  @Test func openingALinkKeepsTheScreensItShares() async {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://recipes/carbonara")
    harness.clearCalls()
    await harness.open("cookbook://recipes/carbonara/cacio")
    #expect(harness.calls == [.push(BrowseDestination.recipeDetail(id: "cacio"), on: "recipes")])
    harness.clearCalls()
    await harness.open("cookbook://recipes/gricia")
    #expect(
      harness.calls == [
        .setPath("recipes", count: 0),
        .push(BrowseDestination.recipeDetail(id: "gricia"), on: "recipes"),
      ])
    #expect(harness.router.recipes.path.count == 1)
  }

  @Test(arguments: [
    ("cookbook://recipes/nope", LinkRefusal.missingRecipe(id: "nope")),
    ("cookbook://larder", .malformed(.unknownDestination("larder"))),
    ("cookbook://recipes?sort=time", .malformed(.unknownQueryParameter("sort"))),
    ("cookbook://login", .alreadySignedIn(user: "demo")),
    ("mailto:x", .malformed(.missingScheme)),
  ])
  func aLinkThatCannotBeFollowedChangesNothing(url: String, refusal: LinkRefusal) async {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    _ = await harness.app.open("cookbook://recipes/carbonara")
    let before = harness.router.state
    harness.clearCalls()
    #expect(await harness.app.open(url) == .refused(refusal))
    #expect(harness.calls.isEmpty)
    #expect(harness.router.state == before)
    harness.expectConsistent()
  }

  @Test func aSignedInLinkWhileSignedOutIsParkedUntilSignIn() async {
    let harness = AppHarness()
    await harness.launch()
    #expect(await harness.app.open("cookbook://recipes/gricia") == .parked)
    #expect(harness.router.state == AppState.signIn())
    #expect(harness.auth?.signInViewModel.notice == .linkParked("cookbook://recipes/gricia"))
    await harness.signIn()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/gricia")
  }

  @Test func theSignInIntentReturnsOnlyOnceTheParkedLinkIsOpen() async {
    let harness = AppHarness()
    await harness.launch()
    _ = await harness.app.open("cookbook://recipes/cacio")
    await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "pw")
    await harness.settle()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
    harness.expectConsistent()
  }

  @Test func savingTheStateRecordsTheCanonicalLocation() async throws {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    _ = await harness.app.open("cookbook://recipes/cacio?q=ca")
    try await harness.app.saveState()
    #expect(harness.saved.value?.location == "cookbook://recipes/cacio?q=ca")
  }
}

@MainActor
struct MalformedLinkTests {
  @Test(arguments: [
    ("https://example.com/recipes", LinkRefusal.malformed(.unsupportedScheme("https"))),
    ("cookbook://larder/tiramisu", .malformed(.unknownDestination("larder"))),
    ("cookbook://login/elsewhere", .malformed(.unknownPath("login/elsewhere"))),
    ("cookbook://recipes/no-such-dish", .missingRecipe(id: "no-such-dish")),
    ("cookbook://recipes?q=a&&b", .malformed(.malformedQuery("q=a&&b"))),
    ("cookbook://recipes/%zz", .malformed(.badPercentEncoding("%zz"))),
    ("cookbook://recipes/a%2", .malformed(.badPercentEncoding("a%2"))),
    (
      "cookbook://recipes/" + String(repeating: "a", count: 8200), .malformed(.tooLong(bytes: 8219))
    ),
    ("cookbook://recipes/tira\u{07}misu", .malformed(.controlCharacters)),
    ("cookbook://recipes/tira\u{1B}[2Jmisu", .malformed(.controlCharacters)),
    ("cookbook://recipes?sheet=share", .malformed(.nothingToPresentOver)),
    (
      "cookbook://favorites/gricia?alert=remove",
      .malformed(.unknownQueryValue(name: "alert", value: "remove"))
    ),
    ("", .malformed(.empty)),
  ])
  func eachBadLinkNamesItsProblemAndLeavesTheStateExactlyAsItWas(
    url: String, refusal: LinkRefusal
  ) async {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://favorites/gricia?sheet=share")
    let before = harness.router.state
    let sheet = harness.shareSheet
    harness.clearCalls()
    #expect(await harness.app.open(url) == .refused(refusal))
    #expect(harness.calls.isEmpty)
    #expect(harness.router.state == before)
    #expect(sheet != nil && harness.shareSheet === sheet)
    harness.expectConsistent()
  }

  @Test func aParkedLinkToARecipeThisUserDeletedLandsOnTheNearestValidScreen() async {
    let harness = AppHarness()
    harness.deleted.mutate { $0 = ["demo": ["cacio"]] }
    await harness.launch()
    await harness.open("cookbook://recipes/carbonara/cacio/amatriciana?sheet=share")
    await harness.signIn()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    #expect(harness.app.notice == .parkedLinkNotOpened(.missingRecipe(id: "cacio")))
  }

  @Test func theSameParkedLinkOpensInFullForAUserWhoStillHasTheRecipe() async {
    let harness = AppHarness()
    harness.deleted.mutate { $0 = ["demo": ["cacio"]] }
    await harness.launch()
    await harness.open("cookbook://recipes/carbonara/cacio/amatriciana?sheet=share")
    await harness.signIn(as: "chef", password: "pw2")
    #expect(
      harness.router.state.canonicalURL
        == "cookbook://recipes/carbonara/cacio/amatriciana?sheet=share")
  }

  @Test(arguments: [
    "cookbook://recipes", "cookbook://favorites/gricia", "cookbook://recipes/cacio?alert=delete",
  ])
  func noLinkOrRestoredFileReachesASignedInStateWithoutSigningIn(url: String) async {
    let harness = AppHarness()
    harness.saved.mutate {
      $0 = SavedSession(session: harness.session(expiresIn: -5), location: url)
    }
    await harness.launch()
    #expect(await harness.app.open(url) == .parked)
    #expect(harness.router.state.modal == .signIn)
    await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "wrong")
    await harness.settle()
    guard let viewModel = harness.visibleScreen as? SignInViewModel else {
      Issue.record("expected sign-in in the global slot")
      return
    }
    await viewModel.signInTapped(username: "demo", password: "wrong")
    await harness.settle()
    #expect(harness.router.state.modal == .signIn)
    #expect(harness.app.isSigningInAgain)
    harness.expectConsistent()
  }
}
