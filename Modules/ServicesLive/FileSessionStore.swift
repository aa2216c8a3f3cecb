import Foundation
import Services
import Synchronization

/// Keeps the session and last location in `session.json` in the state directory.
///
/// Signing out is final. Each session is saved with a sign-in generation, and ``clear()``
/// records in `signed-out.json`, under the lock, that the user's sessions up to that generation
/// have ended (`SignOutRecords`); a later ``save(_:)`` or ``load()`` of one of them is refused,
/// whoever makes it: a signal handler holding a snapshot taken before the sign-out, or another
/// instance that restored a session of the same user before it. The record is one number per
/// user, so it always fits (ADR 0040).
public struct FileSessionStore: SessionStore {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    let saved: SavedSession
    /// The session's sign-in generation; absent in files written before generations, which
    /// read as 0.
    var generation: UInt64?
  }

  /// A session this store has seen, and the generation it has.
  private struct Known {
    let session: Session
    let generation: UInt64
  }

  /// What this store has seen: the session it last loaded or saved, the generations of the
  /// sessions it has seen, the generations it knows ended, and whether it signed out itself.
  private struct Seen {
    var current: Known?
    var known: [Known] = []
    var ended = SignOutRecords()
    var signedOut = false
  }

  private final class Memory: Sendable {
    let state = Mutex(Seen())

    func generation(of session: Session) -> UInt64? {
      state.withLock { state in
        state.known.last { $0.session.isSame(as: session) }?.generation
      }
    }

    func hasEnded(_ session: Session) -> Bool {
      state.withLock { state in
        guard let known = state.known.last(where: { $0.session.isSame(as: session) }) else {
          return false
        }
        return state.ended.hasEnded(session.user, generation: known.generation)
      }
    }

    func saw(_ known: Known, current: Bool) {
      state.withLock { state in
        if !state.known.contains(where: { $0.session.isSame(as: known.session) }) {
          state.known.append(known)
        }
        if current { state.current = known }
      }
    }

    func learn(_ records: SignOutRecords) {
      state.withLock { state in
        state.ended.users.merge(records.users, uniquingKeysWith: max)
      }
    }
  }

  /// The largest `session.json` read: a session and a canonical URL of at most 8 KB.
  static let sizeLimit = 64 << 10
  /// The largest `signed-out.json` read.
  static let signedOutSizeLimit = 1 << 20

  private let directory: StateDirectory
  private let file: StateFile
  private let signedOutFile: StateFile
  private let memory = Memory()

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    self.directory = directory
    file = directory.file("session.json", clock: clock)
    signedOutFile = directory.file("signed-out.json", clock: clock)
  }

  /// The saved session, unless it was signed out; a damaged file is set aside and reported.
  @concurrent public func load() async throws(ServiceError) -> SavedSession? {
    guard let saved = VersionedJSON.load(File.self, from: file, limit: Self.sizeLimit, held: nil)
    else { return nil }
    let records = signOutRecords(held: nil)
    memory.learn(records)
    let known = Known(session: saved.saved.session, generation: saved.generation ?? 0)
    guard !memory.hasEnded(known.session),
      !records.hasEnded(known.session.user, generation: known.generation)
    else { return nil }
    memory.saw(known, current: true)
    return saved.saved
  }

  /// Saves `saved` atomically, owner-only, unless its session was signed out.
  @concurrent public func save(_ saved: SavedSession) async throws(ServiceError) {
    try saveNow(saved)
  }

  /// ``save(_:)`` on the calling thread, for a saver that cannot wait for an executor: the
  /// signal thread, which saves once before the process ends.
  public func saveNow(_ saved: SavedSession) throws(ServiceError) {
    let session = saved.session
    guard !memory.hasEnded(session) else { return }
    let known = memory.generation(of: session)
    let (generation, records) = try StateLock.withLock(in: directory) {
      held throws(ServiceError) -> (UInt64?, SignOutRecords) in
      let records = signOutRecords(held: held)
      let generation = known ?? records.nextGeneration(for: session.user)
      guard !records.hasEnded(session.user, generation: generation) else { return (nil, records) }
      try VersionedJSON.save(
        File(saved: saved, generation: generation), to: file, limit: Self.sizeLimit, held)
      return (generation, records)
    }
    memory.learn(records)
    if let generation {
      memory.saw(Known(session: session, generation: generation), current: true)
    } else if let known {
      memory.saw(Known(session: session, generation: known), current: false)
    }
  }

  /// Signs out for good: records that the session this store last loaded or saved has ended,
  /// with every earlier sign-in of its user here, and forgets the saved session when it is one
  /// of them. A store that has not seen a session yet (as at `--reset`) ends the saved one,
  /// whichever it is; a store that already signed out leaves a session saved since.
  /// - Throws: `ServiceError` when the sign-out could not be recorded (the lock could not be
  ///   taken, the disk failed): the session is then still saved, and the caller must not show
  ///   the user signed out.
  @concurrent public func clear() async throws(ServiceError) {
    try clearNow()
  }

  /// ``clear()`` on the calling thread, for the signal thread's last save and for a sign-out
  /// that must be on disk before the sign-in screen shows.
  public func clearNow() throws(ServiceError) {
    let (current, signedOutBefore) = memory.state.withLock { ($0.current, $0.signedOut) }
    let records = try StateLock.withLock(in: directory) {
      held throws(ServiceError) -> SignOutRecords in
      let onDisk = VersionedJSON.load(File.self, from: file, limit: Self.sizeLimit, held: held)
        .map { Known(session: $0.saved.session, generation: $0.generation ?? 0) }
      var records = signOutRecords(held: held)
      let ending = current ?? (signedOutBefore ? nil : onDisk)
      if let ending, records.end(ending.session.user, upTo: ending.generation) {
        try save(records, keeping: ending.session.user, held)
      }
      if let onDisk, records.hasEnded(onDisk.session.user, generation: onDisk.generation) {
        try file.remove(held)
        if directory.isReadOnly {
          directory.reportOnce(
            "The state directory \(directory.url.path) is read-only, so the sign-out lasts "
              + "for this run only: the saved session stays on disk.", key: "read-only sign-out")
        }
      }
      return records
    }
    memory.learn(records)
    memory.state.withLock { state in
      state.current = nil
      state.signedOut = true
    }
  }

  /// Saves `records`, making room by dropping other users' oldest records if they would not
  /// fit the size read back.
  private func save(_ records: SignOutRecords, keeping user: User, _ held: LockHeld)
    throws(ServiceError)
  {
    var records = records
    let dropped = records.compact(keeping: user) { candidate in
      (VersionedJSON.encodedSize(of: candidate) ?? .max) <= Self.signedOutSizeLimit
    }
    if dropped > 0 {
      directory.report(
        "\(signedOutFile.path) was too large to record a sign-out; the records of \(dropped) "
          + "other users were dropped to make room.")
    }
    try VersionedJSON.save(records, to: signedOutFile, limit: Self.signedOutSizeLimit, held)
  }

  private func signOutRecords(held: LockHeld?) -> SignOutRecords {
    VersionedJSON.load(
      SignOutRecords.self, from: signedOutFile, limit: Self.signedOutSizeLimit, held: held)
      ?? SignOutRecords()
  }
}

extension Session {
  /// Whether this is `other`, as far as a file can tell: the same user and the same expiry to
  /// the millisecond, since a date read back from JSON may differ in its last bit. Two sign-ins
  /// of one user are never a millisecond apart: checking a password takes longer.
  fileprivate func isSame(as other: Session) -> Bool {
    user == other.user && abs(expiresAt.timeIntervalSince(other.expiresAt)) < 0.001
  }
}
