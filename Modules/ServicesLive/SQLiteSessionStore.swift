import Foundation
import Services
import Synchronization

/// Keeps the session and its last location in the state database. Signing out is final: each
/// user's sessions are numbered as they are first saved (`sessions` keeps each number by its
/// session until it expires), and ``clear()`` ends, in one transaction, every session given
/// to that user so far, another window's too; no later save or load brings one back (ADR 0062).
public struct SQLiteSessionStore: SessionStore {
  /// The user of the session this store last loaded or saved, and whether it signed out.
  private final class Memory: Sendable {
    let seen = Mutex<(user: String?, signedOut: Bool)>((nil, false))
  }

  private let database: StateDatabase
  private let memory = Memory()

  /// Creates a store in `directory`.
  public init(directory: StateDirectory) {
    database = directory.database
  }

  /// A store in memory of its own.
  public init() { self.init(directory: .inMemory()) }

  /// The saved session, unless it was signed out.
  @concurrent public func load() async throws(ServiceError) -> SavedSession? {
    let row = try database.read { db throws(SQLiteError) in
      try db.rows(
        "SELECT s.user, s.generation, s.expires_at, s.location FROM session s LEFT JOIN "
          + "sign_ins i USING (user) WHERE s.generation > coalesce(i.ended, 0)"
      ).first
    }
    guard let row, let name = row.text(0) else { return nil }
    memory.seen.withLock { $0.user = name }
    return SavedSession(
      session: Session(user: User(name: name), expiresAt: Date(timeIntervalSince1970: row.real(2))),
      location: row.text(3))
  }

  /// Saves `saved`, unless its session was signed out.
  @concurrent public func save(_ saved: SavedSession) async throws(ServiceError) {
    try saveNow(saved)
  }

  /// ``save(_:)`` on the calling thread, for the signal thread, which cannot wait for an
  /// executor.
  public func saveNow(_ saved: SavedSession) throws(ServiceError) {
    let session = saved.session
    let (user, expiry) = (session.user.name, session.expiresAt.timeIntervalSince1970)
    let generation = try database.write { db throws(SQLiteError) -> Int64? in
      let row = try db.rows("SELECT issued, ended FROM sign_ins WHERE user = ?", user).first
      let given = try db.rows(
        "SELECT generation FROM sessions WHERE user = ? AND abs(expires_at - ?) < 0.001", user,
        expiry
      ).first?.int(0)
      let issued = row?.int(0) ?? 0
      let generation = given ?? (issued == .max ? .max : issued + 1)
      // A session unknown here that has expired is no new sign-in: its number was forgotten.
      guard generation > row?.int(1) ?? 0, given != nil || expiry > Date().timeIntervalSince1970
      else { return nil }
      try db.run(
        "INSERT INTO sign_ins (user, issued) VALUES (?, ?) ON CONFLICT (user) DO UPDATE SET "
          + "issued = max(issued, excluded.issued)", user, generation)
      try db.run("INSERT OR IGNORE INTO sessions VALUES (?, ?, ?)", user, generation, expiry)
      try db.run(
        "INSERT OR REPLACE INTO session VALUES (1, ?, ?, ?, ?)", user, generation, expiry,
        saved.location)
      return generation
    }
    if generation != nil { memory.seen.withLock { $0.user = user } }
  }

  /// Signs out for good: ends every session given so far to the user of the session this store
  /// last loaded or saved (or, when it has seen none and not signed out, of the saved one), and
  /// forgets the saved session if it is one of them.
  /// - Throws: `ServiceError` when the sign-out could not be recorded; the session is then still
  ///   saved, and the caller must not show the user signed out.
  @concurrent public func clear() async throws(ServiceError) {
    try clearNow()
  }

  /// ``clear()`` on the calling thread, for the signal thread and for a sign-out that must be
  /// on disk before the sign-in screen shows.
  public func clearNow() throws(ServiceError) {
    let (current, signedOutBefore) = memory.seen.withLock { ($0.user, $0.signedOut) }
    let forgot = try database.write { db throws(SQLiteError) -> Bool in
      let saved = try db.rows("SELECT user FROM session").first?.text(0)
      if let user = current ?? (signedOutBefore ? nil : saved) {
        try db.run(
          "INSERT INTO sign_ins (user) VALUES (?) ON CONFLICT (user) DO UPDATE SET ended = issued",
          user)
      }
      try db.run("DELETE FROM sessions WHERE expires_at < ?", Date().timeIntervalSince1970)
      return try db.run(
        "DELETE FROM session WHERE generation <= (SELECT ended FROM sign_ins WHERE user = "
          + "session.user)") > 0
    }
    memory.seen.withLock { $0 = (nil, true) }
    if forgot, database.isReadOnly {
      database.reportOnce(
        "The state directory \(database.shownFolder) is read-only, so the sign-out lasts for "
          + "this run only: the saved session stays on disk.")
    }
  }
}
