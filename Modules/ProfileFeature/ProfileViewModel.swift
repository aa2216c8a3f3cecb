import Observation
import Services

/// The Profile screen: who is signed in and until when, and the sign-out event that every host
/// sends, whatever its button or command is called. It knows no other screen: the settings
/// open from it by their word, as the Profile stack declares.
@MainActor
@Observable
public final class ProfileViewModel {
  /// The signed-in session: the user, and when it expires.
  public private(set) var session: Session
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any ProfileNavigating)?

  /// Creates the screen for `session`.
  public init(session: Session) {
    self.session = session
  }

  /// The same user signed in again: the session now lasts until the new time.
  public func sessionRenewed(_ renewed: Session) {
    guard renewed.user == session.user else { return }
    session = renewed
  }

  /// The user asked to sign out.
  public func signOutTapped() async {
    navigation?.signOutRequested()
  }
}
