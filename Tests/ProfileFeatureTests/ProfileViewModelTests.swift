import Foundation
import ProfileFeature
import Services
import Testing

@MainActor
private final class ProfileNavigationSpy: ProfileNavigating {
  var events: [String] = []
  func settingsRequested() { events.append("settings") }
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

  @Test func settingsAndSignOutAreReported() async {
    let spy = ProfileNavigationSpy()
    let viewModel = ProfileViewModel(session: session)
    viewModel.navigation = spy
    viewModel.settingsTapped()
    await viewModel.signOutTapped()
    #expect(spy.events == ["settings", "sign out"])
  }
}
