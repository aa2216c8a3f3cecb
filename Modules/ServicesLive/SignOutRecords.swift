import Foundation
import Services

/// What `signed-out.json` holds: for each user who signed out in this state directory, the
/// highest sign-in generation that has ended. Every session the store saves carries the
/// generation it was given at its first save, one more than the user's ended generation then;
/// a session whose generation is at or below its user's ended generation is signed out, and no
/// save or load brings it back.
///
/// One number per user, so a sign-out replaces a number and never makes the file grow, except
/// by the first sign-out of a user the file does not name yet; when even that would not fit
/// (a file planted full of other names), the other users' oldest records make room
/// (ADR 0040).
struct SignOutRecords: Codable, Equatable {
  var version = VersionedJSON.currentVersion
  var users: [String: UInt64]

  init(users: [String: UInt64] = [:]) {
    self.users = users
  }

  private enum CodingKeys: String, CodingKey {
    case version, users, sessions
  }

  private struct LegacySession: Decodable {
    let user: User
  }

  /// Reads the present shape, or the list of ended sessions written before it: those sessions
  /// carried no generation, which reads as 0, so a user named there has ended generation 0.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    if let users = try container.decodeIfPresent([String: UInt64].self, forKey: .users) {
      self.users = users
    } else {
      let legacy = try container.decode([LegacySession].self, forKey: .sessions)
      users = Dictionary(legacy.map { ($0.user.name, 0) }, uniquingKeysWith: max)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(users, forKey: .users)
  }

  /// Whether a session of `user` with `generation` has ended.
  func hasEnded(_ user: User, generation: UInt64) -> Bool {
    users[user.name].map { generation <= $0 } ?? false
  }

  /// The generation a new session of `user` takes: past every ended one. At the very top of
  /// the range it stays there, and so counts as ended: a file planted with the largest number
  /// costs a sign-in, never a sign-out.
  func nextGeneration(for user: User) -> UInt64 {
    guard let ended = users[user.name] else { return 1 }
    return ended == .max ? .max : ended + 1
  }

  /// Ends every session of `user` up to `generation`.
  /// - Returns: whether the records changed.
  mutating func end(_ user: User, upTo generation: UInt64) -> Bool {
    let before = users[user.name]
    users[user.name] = max(before ?? 0, generation)
    return users[user.name] != before
  }

  /// Drops the records of users other than `kept` with the lowest ended generations, a tenth
  /// of them at a time, until `fits` says the records fit.
  /// - Returns: how many records were dropped.
  mutating func compact(keeping kept: User, until fits: (SignOutRecords) -> Bool) -> Int {
    var dropped = 0
    while !fits(self) {
      let others = users.filter { $0.key != kept.name }
        .sorted { ($0.value, $0.key) < ($1.value, $1.key) }
      guard !others.isEmpty else { break }
      for (name, _) in others.prefix(max(1, others.count / 10)) {
        users[name] = nil
        dropped += 1
      }
    }
    return dropped
  }
}
