import Coordinators
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
      harness.router.calls == [
        .setRoot(.recipes(query: "")), .setRoot(.recipes(query: "c")),
        .push(.recipeDetail(id: "carbonara")), .push(.recipeDetail(id: "cacio")),
      ])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/cacio?q=c")
    #expect(harness.recipeList?.query == "c")
  }

  @Test func anExpiredSavedSessionShowsSignInAndResumesForTheSameUser() async {
    let harness = AppHarness()
    harness.saved.mutate {
      $0 = SavedSession(
        session: harness.session(expiresIn: -1), location: "cookbook://favorites/cacio")
    }
    await harness.launch()
    #expect(harness.router.calls == [.setRoot(.signIn)])
    #expect(harness.app.session == nil)
    #expect(
      harness.auth?.signInViewModel.notice == "Your session expired. Sign in again to continue.")
    await harness.signIn()
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/cacio")
  }

  @Test func aDamagedSavedSessionWarnsAndShowsSignIn() async {
    let harness = AppHarness()
    harness.sessions.onLoad = { () throws(ServiceError) in
      throw ServiceError("session.json is damaged")
    }
    await harness.launch()
    #expect(harness.warnings == ["session.json is damaged"])
    #expect(harness.router.state == AppState(root: .signIn))
  }

  @Test func aSavedLocationThatNoLongerExistsKeepsTheListAndSaysWhy() async {
    let harness = AppHarness()
    harness.saved.mutate {
      $0 = SavedSession(session: harness.session(), location: "cookbook://recipes/vanished")
    }
    await harness.launch()
    #expect(harness.router.state == AppState(root: .recipes(query: "")))
    #expect(
      harness.app.takeMessages() == [
        "The saved location could not be restored: There is no recipe 'vanished'."
      ])
  }

  @Test func openingALinkKeepsTheScreensItShares() async {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    #expect(await harness.app.open("cookbook://recipes/carbonara") == nil)
    harness.router.clearCalls()
    #expect(await harness.app.open("cookbook://recipes/carbonara/cacio") == nil)
    #expect(harness.router.calls == [.push(.recipeDetail(id: "cacio"))])
    harness.router.clearCalls()
    #expect(await harness.app.open("cookbook://recipes/gricia") == nil)
    #expect(
      harness.router.calls == [.pop, .pop, .push(.recipeDetail(id: "gricia"))])
    #expect(harness.recipesTab?.detailFlows.count == 1)
  }

  @Test(arguments: [
    ("cookbook://recipes/nope", "There is no recipe 'nope'."),
    ("cookbook://pantry", "There is no destination called 'pantry'."),
    ("cookbook://recipes?sort=time", "The link has an unknown query parameter 'sort'."),
    ("cookbook://login", "You are signed in as demo; type logout to sign in again."),
    ("mailto:x", "The link has no scheme; links start with cookbook://."),
  ])
  func aLinkThatCannotBeFollowedChangesNothing(url: String, message: String) async {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    _ = await harness.app.open("cookbook://recipes/carbonara")
    let before = harness.router.state
    harness.router.clearCalls()
    #expect(await harness.app.open(url) == message)
    #expect(harness.router.calls.isEmpty)
    #expect(harness.router.state == before)
  }

  @Test func aSignedInLinkWhileSignedOutIsParkedUntilSignIn() async {
    let harness = AppHarness()
    await harness.launch()
    #expect(await harness.app.open("cookbook://recipes/gricia") == nil)
    #expect(harness.router.state == AppState(root: .signIn))
    #expect(harness.auth?.signInViewModel.notice == "Sign in to open cookbook://recipes/gricia.")
    await harness.signIn()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/gricia")
  }

  @Test(.timeLimit(.minutes(1)))
  func aParkedLinkOpensEvenWhenItsWorkStartsBeforeAnyoneWaits() async {
    let harness = AppHarness()
    await harness.launch()
    _ = await harness.app.open("cookbook://recipes/cacio")
    await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "pw")
    for _ in 0..<10 { await Task.yield() }
    await harness.app.waitUntilIdle()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
  }

  @Test func savingTheStateRecordsTheCanonicalLocation() async {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    _ = await harness.app.open("cookbook://recipes/cacio?q=ca")
    harness.app.saveState()
    #expect(harness.saved.value?.location == "cookbook://recipes/cacio?q=ca")
  }
}

@MainActor
struct MalformedLinkTests {
  @Test(arguments: [
    (
      "https://example.com/recipes",
      "Links with the scheme 'https' are not supported; links start with cookbook://."
    ),
    ("cookbook://pantry/tiramisu", "There is no destination called 'pantry'."),
    ("cookbook://login/elsewhere", "There is no page at 'login/elsewhere'."),
    ("cookbook://recipes/no-such-dish", "There is no recipe 'no-such-dish'."),
    ("cookbook://recipes?q=a&&b", "The link's query 'q=a&&b' is malformed."),
    ("cookbook://recipes/%zz", "The link has a bad percent-encoding in '%zz'."),
    ("cookbook://recipes/a%2", "The link has a bad percent-encoding in 'a%2'."),
    (
      "cookbook://recipes/" + String(repeating: "a", count: 8200),
      "The link is 8219 bytes long; links may be at most 8192 bytes."
    ),
    ("cookbook://recipes/tira\u{07}misu", "The link contains control characters."),
    ("cookbook://recipes/tira\u{1B}[2Jmisu", "The link contains control characters."),
    (
      "cookbook://recipes?sheet=share", "A sheet or alert opens over a recipe; the link names none."
    ),
    ("cookbook://favorites/gricia?alert=remove", "The query parameter 'alert' cannot be 'remove'."),
    ("", "The link is empty."),
  ])
  func eachBadLinkNamesItsProblemAndLeavesTheStateExactlyAsItWas(url: String, message: String)
    async
  {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://favorites/gricia?sheet=share")
    let before = harness.router.state
    let sheet = harness.topDetail?.presentedFlow
    harness.router.clearCalls()
    #expect(await harness.app.open(url) == message)
    #expect(harness.router.calls.isEmpty)
    #expect(harness.router.state == before)
    #expect(harness.topDetail?.presentedFlow === sheet)
  }

  @Test func aParkedLinkToARecipeThisUserDeletedLandsOnTheNearestValidScreen() async {
    let harness = AppHarness()
    harness.deleted.mutate { $0 = ["demo": ["cacio"]] }
    await harness.launch()
    await harness.open("cookbook://recipes/carbonara/cacio/amatriciana?sheet=share")
    await harness.signIn()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    #expect(
      harness.app.takeMessages() == ["The link could not be opened: There is no recipe 'cacio'."])
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
    #expect(await harness.app.open(url) == nil)
    #expect(harness.router.state == AppState(root: .signIn))
    #expect(harness.app.session == nil)
    await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "wrong")
    #expect(harness.router.state == AppState(root: .signIn))
  }
}
