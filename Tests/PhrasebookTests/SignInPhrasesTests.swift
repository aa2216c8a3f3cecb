import AuthFeature
import Phrasebook
import Services
import Testing

/// The sign-in and forgot-password screens' sentences, word for word as the app prints them.
struct SignInPhrasesTests {
  @Test(arguments: [
    (SignInError.invalidCredentials, "Wrong user name or password."),
    (.unavailable("the disk is full"), "Signing in is not possible right now: the disk is full"),
    (
      .throttled(user: "demo", seconds: 1),
      "Too many failed sign-ins for demo. Try again in 1 second."
    ),
    (
      .throttled(user: "demo", seconds: 30),
      "Too many failed sign-ins for demo. Try again in 30 seconds."
    ),
  ])
  func aFailedSignInSaysWhy(error: SignInError, sentence: String) {
    #expect(Phrasebook.signInFailed(error) == sentence)
  }

  @Test func eachFieldProblemNamesItsField() {
    #expect(Phrasebook.usernameProblem(.missing) == "Enter your user name.")
    #expect(
      Phrasebook.usernameProblem(.controlCharacters) == "A user name has no control characters.")
    #expect(Phrasebook.passwordProblem(.missing) == "Enter your password.")
    #expect(
      Phrasebook.passwordProblem(.controlCharacters) == "A password has no control characters.")
  }

  @Test(arguments: [
    (SignInNotice.linkParked("cookbook://favorites"), "Sign in to open cookbook://favorites."),
    (.sessionExpired, "Your session expired. Sign in again to continue."),
    (.resetLinkSent(to: "a@b.co"), "A reset link was sent to a@b.co."),
  ])
  func aNoticeIsOneSentence(notice: SignInNotice, sentence: String) {
    #expect(Phrasebook.signInNotice(notice) == sentence)
  }

  @Test(arguments: [
    (EmailProblem.empty, "Enter your e-mail address."),
    (.tooLong(maximum: 254), "An e-mail address has at most 254 characters."),
    (.notAnAddress("ab"), "'ab' is not an e-mail address."),
    (.noDomain("a@b"), "'a@b' has no valid domain after '@'."),
  ])
  func anAddressProblemQuotesTheAddress(problem: EmailProblem, sentence: String) {
    #expect(Phrasebook.emailProblem(problem) == sentence)
  }

  @Test func aLinkNotSentGivesTheServicesReason() {
    #expect(
      Phrasebook.resetLinkNotSent(ServiceError("disk full"))
        == "The reset link could not be sent: disk full")
  }

  @Test func theDemoAccountsAreNamedWithoutTheirPasswords() {
    #expect(
      Phrasebook.demoAccounts
        == "Demo accounts: demo and chef; their passwords are in the README, under Demo accounts.")
  }
}
