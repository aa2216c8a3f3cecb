import Foundation
import Services

/// Delivers password-reset mail to the state database's `outbox` table, since the app has no
/// mail server; the address is sanitised, so reading the outbox in a terminal runs no escape.
public struct OutboxPasswordResetService: PasswordResetService {
  private let database: StateDatabase
  private let clock: any WallClock

  /// Creates the service writing to `directory`'s outbox.
  public init(directory: StateDirectory, clock: any WallClock) {
    (database, self.clock) = (directory.database, clock)
  }

  /// Adds a reset message for `email` to the outbox.
  @concurrent public func requestReset(for email: String) async throws(ServiceError) {
    guard !database.isReadOnly else {
      throw ServiceError("the state directory is read-only, so there is no outbox.")
    }
    let stamp = ISO8601DateFormatter().string(from: clock.now())
    try database.write { db throws(SQLiteError) in
      try db.run(
        "INSERT INTO outbox (sent_at, address, message) VALUES (?, ?, ?)", stamp,
        PlainText.sanitized(email), "Subject: Reset your Cookbook password: cookbook://login")
    }
  }
}

/// A reset service with nowhere to deliver: it reports that no link could be sent.
public struct InMemoryPasswordResetService: PasswordResetService {
  /// Creates the service.
  public init() {}

  /// Fails, saying why.
  public func requestReset(for email: String) async throws(ServiceError) {
    throw ServiceError("the state directory is not writable, so there is no outbox.")
  }
}
