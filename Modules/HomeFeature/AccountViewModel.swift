import Foundation
import Observation
import Services

/// The signed-in account: who is signed in, until when, and the sign-out intent that every
/// host sends, whatever its button or command is called.
@MainActor
@Observable
public final class AccountViewModel {
  /// The session of the signed-in user.
  public private(set) var session: Session
  /// Receives the account's events; the coordinator sets it.
  public weak var navigation: (any AccountNavigating)?

  /// Creates the account model for `session`.
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
    await navigation?.signOutRequested()
  }
}
