import Foundation
import ProfileFeature
import Services
import Testing

@MainActor
private final class ProfileNavigationSpy: ProfileNavigating {
  var events: [String] = []
  func signOutRequested() { events.append("sign out") }
}

@MainActor
struct ProfileViewModelTests {
  private let session = Session(
    user: User(name: "demo"), expiresAt: Date(timeIntervalSince1970: 1_800_001_800))

  @Test func showsWhoIsSignedInAndUntilWhen() {
    let viewModel = ProfileViewModel(session: session)
    #expect(viewModel.session.user.name == "demo")
    #expect(viewModel.session.expiresAt == Date(timeIntervalSince1970: 1_800_001_800))
  }

  @Test func signOutIsReported() async {
    let spy = ProfileNavigationSpy()
    let viewModel = ProfileViewModel(session: session)
    viewModel.navigation = spy
    await viewModel.signOutTapped()
    #expect(spy.events == ["sign out"])
  }

  @Test func aRenewedSessionOfTheSameUserShowsItsNewEndAndAnotherUsersDoesNot() {
    let viewModel = ProfileViewModel(session: session)
    let later = Date(timeIntervalSince1970: 1_800_003_600)
    viewModel.sessionRenewed(Session(user: User(name: "chef"), expiresAt: later))
    #expect(viewModel.session == session)
    viewModel.sessionRenewed(Session(user: User(name: "demo"), expiresAt: later))
    #expect(viewModel.session.expiresAt == later)
  }
}
