import AppTesting
import Coordinators
import Testing

/// A screen that opens over another by its word (its stack's `PathDestination` children) is a
/// command on that screen only, listed in its help, and nowhere else.
@MainActor
struct WaysOnTests {
  @Test func forgotPasswordIsAWayOnOfTheSignedOutSignIn() async {
    let harness = AppHarness()
    await harness.launch()
    let line = LineHarness(harness)
    #expect(line.help.contains("forgot-password  open forgot password"))
    #expect(await line.type("forgot") == [])
    #expect(line.url == "cookbook://login/forgot-password")
    #expect(!line.help.contains { $0.hasPrefix("forgot-password") })
  }

  @Test func theSignInAgainOverTheTabsOffersNoPasswordReset() async {
    let line = await LineHarness.signedIn(at: "cookbook://pantry")
    line.app.clock.advance(by: 601)
    await line.type("where")
    #expect(line.url == "cookbook://pantry?modal=signin")
    #expect(!line.help.contains { $0.hasPrefix("forgot-password") })
    #expect(await line.type("forgot") != [])
    #expect(line.url == "cookbook://pantry?modal=signin")
  }

  @Test func settingsAreAWayOnOfTheProfileOnly() async {
    let line = await LineHarness.signedIn(at: "cookbook://recipes")
    #expect(!line.help.contains { $0.hasPrefix("settings") })
    await line.type("tab profile")
    #expect(line.help.contains("settings  open settings"))
    await line.type("settings")
    #expect(line.url == "cookbook://profile/settings")
    #expect(!line.help.contains { $0.hasPrefix("settings") })
  }

  /// `forgot` is a command of the contract, a way on of sign-in only: elsewhere the host says
  /// it does not work there, in the words typed, as it did before it became a way on.
  @Test func forgotWhereNoResetIsOfferedSaysItDoesNotWorkHere() async {
    let line = await LineHarness.signedIn(at: "cookbook://recipes")
    #expect(
      await line.type("forgot") == [
        "That command does not work on this screen. Type help for the ones that do."
      ])
  }
}
