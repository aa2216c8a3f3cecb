import Foundation
import Services
import Synchronization

/// Keeps the session and last location in `session.json` in the state directory.
///
/// Signing out is final. ``clear()`` records the sessions it ends in `signed-out.json`, under
/// the lock, and a later ``save(_:)`` of one of them is refused, whoever makes it: a signal
/// handler holding a snapshot taken before the sign-out, or another instance that restored the
/// same session. A session ends when it expires, so each record is kept until then.
public struct FileSessionStore: SessionStore {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    let saved: SavedSession
  }

  private struct SignedOut: Codable {
    var version = VersionedJSON.currentVersion
    var sessions: [Session]
  }

  /// What this store has seen: the session it last loaded or saved, and those it knows ended.
  private final class Memory: Sendable {
    let state = Mutex<(current: Session?, ended: [Session])>((nil, []))

    func hasEnded(_ session: Session) -> Bool {
      state.withLock { $0.ended.contains { $0.isSame(as: session) } }
    }
  }

  /// The largest `session.json` read: a session and a canonical URL of at most 8 KB.
  static let sizeLimit = 64 << 10
  /// The largest `signed-out.json` read.
  static let signedOutSizeLimit = 1 << 20

  private let directory: StateDirectory
  private let file: StateFile
  private let signedOutFile: StateFile
  private let clock: any WallClock
  private let memory = Memory()

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside and
  /// tells which sign-outs may be forgotten.
  public init(directory: StateDirectory, clock: any WallClock) {
    self.directory = directory
    file = directory.file("session.json", clock: clock)
    signedOutFile = directory.file("signed-out.json", clock: clock)
    self.clock = clock
  }

  /// The saved session, unless it was signed out; a damaged file is set aside and reported.
  @concurrent public func load() async throws(ServiceError) -> SavedSession? {
    guard let saved = VersionedJSON.load(File.self, from: file, limit: Self.sizeLimit, held: nil)
    else { return nil }
    let ended = signedOutSessions(held: nil)
    guard !memory.hasEnded(saved.saved.session),
      !ended.contains(where: { $0.isSame(as: saved.saved.session) })
    else { return nil }
    memory.state.withLock { $0.current = saved.saved.session }
    return saved.saved
  }

  /// Saves `saved` atomically, owner-only, unless its session was signed out.
  @concurrent public func save(_ saved: SavedSession) async throws(ServiceError) {
    try saveNow(saved)
  }

  /// ``save(_:)`` on the calling thread, for a saver that cannot wait for an executor: the
  /// signal thread, which saves once before the process ends.
  public func saveNow(_ saved: SavedSession) throws(ServiceError) {
    guard !memory.hasEnded(saved.session) else { return }
    let refused = try StateLock.withLock(in: directory) { held throws(ServiceError) -> Bool in
      if signedOutSessions(held: held).contains(where: { $0.isSame(as: saved.session) }) {
        return true
      }
      try VersionedJSON.save(File(saved: saved), to: file, limit: Self.sizeLimit, held)
      return false
    }
    memory.state.withLock { state in
      if refused { state.ended.append(saved.session) } else { state.current = saved.session }
    }
  }

  /// Signs out for good: records the session this store last loaded or saved as ended, and
  /// forgets the saved session when it is that one. A store that has not seen a session yet
  /// (as at `--reset`) ends the saved one, whichever it is; a store that already signed out
  /// leaves a session another instance saved since.
  @concurrent public func clear() async throws(ServiceError) {
    try clearNow()
  }

  /// ``clear()`` on the calling thread, for the signal thread's last save.
  public func clearNow() throws(ServiceError) {
    let (current, alreadyEnded) = memory.state.withLock { ($0.current, $0.ended) }
    let ending = try StateLock.withLock(in: directory) { held throws(ServiceError) -> [Session] in
      let onDisk = VersionedJSON.load(File.self, from: file, limit: Self.sizeLimit, held: held)?
        .saved.session
      let ending: [Session]
      let forget: Bool
      switch (current, onDisk) {
      case (let current?, let onDisk):
        ending = [current]
        forget = onDisk.map { current.isSame(as: $0) } ?? false
      case (nil, let onDisk?) where alreadyEnded.isEmpty:
        ending = [onDisk]
        forget = true
      case (nil, let onDisk?):
        ending = []
        forget = alreadyEnded.contains { $0.isSame(as: onDisk) }
      case (nil, nil):
        ending = []
        forget = false
      }
      try record(ending, held)
      if forget { try file.remove(held) }
      if forget, directory.isReadOnly {
        directory.reportOnce(
          "The state directory \(directory.url.path) is read-only, so the sign-out lasts for "
            + "this run only: the saved session stays on disk.", key: "read-only sign-out")
      }
      return ending
    }
    memory.state.withLock { state in
      state.current = nil
      state.ended += ending
    }
  }

  /// Adds `sessions` to `signed-out.json`, dropping those that have expired.
  private func record(_ sessions: [Session], _ held: LockHeld) throws(ServiceError) {
    let now = clock.now()
    var ended = signedOutSessions(held: held)
    let new = sessions.filter { session in
      session.isValid(at: now) && !ended.contains { $0.isSame(as: session) }
    }
    guard !new.isEmpty else { return }
    ended = ended.filter { $0.isValid(at: now) } + new
    try VersionedJSON.save(
      SignedOut(sessions: ended), to: signedOutFile, limit: Self.signedOutSizeLimit, held)
  }

  private func signedOutSessions(held: LockHeld?) -> [Session] {
    VersionedJSON.load(
      SignedOut.self, from: signedOutFile, limit: Self.signedOutSizeLimit, held: held)?.sessions
      ?? []
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
