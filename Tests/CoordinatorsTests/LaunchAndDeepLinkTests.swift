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
