import Observation
import Services

/// The Profile screen: who is signed in and until when, the way to the settings, and the
/// sign-out event that every host sends, whatever its button or command is called.
@MainActor
@Observable
public final class ProfileViewModel {
  /// The signed-in session: the user, and when it expires.
  public let session: Session
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any ProfileNavigating)?

  /// Creates the screen for `session`.
  public init(session: Session) {
    self.session = session
  }

  /// The user asked for the settings.
  public func settingsTapped() {
    navigation?.settingsRequested()
  }

  /// The user asked to sign out.
  public func signOutTapped() async {
    await navigation?.signOutRequested()
  }
}
