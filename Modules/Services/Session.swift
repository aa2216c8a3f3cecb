import Foundation

/// Proof that a user signed in, valid until ``expiresAt``.
public struct Session: Hashable, Sendable, Codable {
  /// Who signed in.
  public let user: User
  /// The moment the session stops being valid.
  public let expiresAt: Date

  /// Creates a session for `user` that lasts until `expiresAt`.
  public init(user: User, expiresAt: Date) {
    self.user = user
    self.expiresAt = expiresAt
  }

  /// Whether the session is still valid at `date`.
  public func isValid(at date: Date) -> Bool { date < expiresAt }
}

/// What is kept between launches: the session and the canonical URL of where the user was.
public struct SavedSession: Hashable, Sendable, Codable {
  /// The signed-in session.
  public let session: Session
  /// The canonical URL of the last location, if one was saved.
  public let location: String?

  /// Creates a saved session.
  public init(session: Session, location: String?) {
    self.session = session
    self.location = location
  }
}

extension Session: CustomStringConvertible {
  /// The user and expiry, for traces; a session holds no secret.
  public var description: String { "session(\(user.name), expires \(expiresAt))" }
}
