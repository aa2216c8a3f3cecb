import Foundation
import Services

/// Imports the JSON files and outbox of earlier releases (87982d3 and before) into a new
/// database, in the transaction that creates it. Each file is read as they read it (never
/// through a link, never blocking, within its size limit); one that cannot be used is set aside
/// as they did, one imported is kept as `NAME.imported`. A file that cannot be read at this
/// moment fails the import, which the next open tries again.
enum LegacyImport {
  /// One file imported, or why it could not be.
  struct Outcome: Sendable {
    let name: String
    let problem: String?
  }

  private struct Users<Record: Decodable>: Decodable {
    let version: Int
    let users: [String: Record]
  }
  private struct SessionFile: Decodable {
    let version: Int
    let saved: SavedSession
    let generation: UInt64?
  }
  private struct SignedOut: Decodable {
    struct Ended: Decodable { let user: User }
    let version: Int
    let users: [String: UInt64]?
    let sessions: [Ended]?
  }
  private struct Unusable: Error { let reason: String }
  /// A user's pantry as the earlier files kept it: the items, and the drafts each with the
  /// instance that kept it, or, before drafts had keepers, one draft.
  private struct PantryFile: Decodable {
    struct Kept: Decodable {
      let keeper: String?
      let draft: PantryDraft
    }
    let items: [PantryItem]
    let drafts: [Kept]?
    let draft: PantryDraft?
  }

  static func run(into db: Connection, from database: StateDatabase) throws(SQLiteError)
    -> [Outcome]
  {
    var outcomes: [Outcome] = []
    func each(_ name: String, limit: Int = 1 << 20, _ insert: (Data) throws -> Void)
      throws(SQLiteError)
    {
      do {
        guard let data = try contents(of: name, limit: limit, in: database.folder) else { return }
        try insert(data)
        outcomes.append(Outcome(name: name, problem: nil))
      } catch let error as SQLiteError {
        throw error
      } catch {
        let reason = (error as? Unusable)?.reason ?? (error as? ServiceError)?.message
        outcomes.append(Outcome(name: name, problem: reason ?? "not valid data"))
      }
    }
    try each("signed-out.json") { data in
      let file = try decode(SignedOut.self, data, \.version)
      let ended =
        file.users ?? Dictionary((file.sessions ?? []).map { ($0.user.name, 0) }) { max($0, $1) }
      for (user, generation) in ended {
        try db.run(
          "INSERT INTO sign_ins VALUES (?, ?, ?)", user, shifted(generation), shifted(generation))
      }
    }
    try each("session.json", limit: 64 << 10) { data in
      let file = try decode(SessionFile.self, data, \.version)
      let (user, generation) = (file.saved.session.user.name, shifted(file.generation ?? 0))
      let expiry = file.saved.session.expiresAt.timeIntervalSince1970
      try db.run(
        "INSERT INTO sign_ins (user, issued) VALUES (?, ?) ON CONFLICT (user) DO UPDATE SET "
          + "issued = max(issued, excluded.issued)", user, generation)
      try db.run("INSERT INTO sessions VALUES (?, ?, ?)", user, generation, expiry)
      try db.run(
        "INSERT INTO session SELECT 1, ?, ?, ?, ? WHERE ? > (SELECT ended FROM sign_ins "
          + "WHERE user = ?)", user, generation, expiry, file.saved.location, generation, user)
    }
    for (name, table) in [("favorites.json", "favorites"), ("deleted.json", "deleted_recipes")] {
      try each(name) { data in
        for (user, ids) in try decode(Users<[String]>.self, data, \.version).users {
          for id in ids { try db.run("INSERT OR IGNORE INTO \(table) VALUES (?, ?)", user, id) }
        }
      }
    }
    try each("pantry.json") { data in
      for (name, file) in try decode(Users<PantryFile>.self, data, \.version).users {
        for item in Pantry(items: file.items).items {
          try db.run(
            "INSERT INTO pantry_items (user, id, name, quantity) VALUES (?, ?, ?, ?)", name,
            item.id, item.name, item.quantity)
        }
        let single = file.draft.map { [PantryFile.Kept(keeper: nil, draft: $0)] }
        for kept in file.drafts ?? single ?? [] {
          try SQLitePantryStore.keep(
            kept.draft, of: User(name: name), by: kept.keeper ?? "", in: db)
        }
      }
    }
    try each("settings.json") { data in
      for (user, settings) in try decode(Users<UserSettings>.self, data, \.version).users {
        try db.run(
          "INSERT INTO settings VALUES (?, ?, ?)", user, settings.order.rawValue,
          Int64(settings.hasSeenWelcome ? 1 : 0))
      }
    }
    try each("outbox.txt") { data in
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        let address =
          words.count == 3 && words[1] == "To:" ? words[2].components(separatedBy: " ") : []
        try db.run(
          "INSERT INTO outbox (sent_at, address, message) VALUES (?, ?, ?)",
          address.isEmpty ? "" : words[0], address.first ?? "",
          address.isEmpty ? String(line) : address.dropFirst().joined(separator: " "))
      }
    }
    return outcomes
  }

  /// Once the import has committed, renames each imported file to `NAME.imported` and sets aside
  /// each unusable one, saying so (in a read-only directory, only says so); then removes what
  /// earlier releases left behind: temporary files, and instance marks nobody holds.
  static func keep(_ outcomes: [Outcome], in database: StateDatabase) {
    let folder = database.shownFolder
    for outcome in outcomes {
      let path = "\(folder)/\(outcome.name)"
      let suffix = outcome.problem == nil ? ".imported" : ".corrupt-\(StateDatabase.stamp)"
      let kept =
        database.isReadOnly ? nil : database.moveAside([outcome.name], as: outcome.name + suffix)
      guard let problem = outcome.problem else {
        if let kept { database.report("Imported \(path); it was kept as \(folder)/\(kept).") }
        continue
      }
      let shown =
        problem.hasPrefix("it ") ? "cannot be used (\(problem))" : "is damaged (\(problem))"
      database.reportOnce(
        "\(path) \(shown); "
          + (kept.map { "it was moved to \(folder)/\($0) and ignored." } ?? "it is ignored."))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: database.realFolder)) ?? []
    for name in names
    where name.hasPrefix(".") && name.contains(".tmp-") || name.hasPrefix(".instance-") {
      let mark = openat(database.folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      if !database.isReadOnly, mark >= 0, flock(mark, LOCK_EX | LOCK_NB) == 0 {
        unlinkat(database.folder, name, 0)
      }
      close(mark)
    }
  }

  /// An earlier generation as this schema numbers it: one more, so that 0 means none at all
  /// where the earlier files could say "ended generation 0".
  private static func shifted(_ generation: UInt64) -> Int64 {
    min(Int64(clamping: generation), .max - 1) + 1
  }

  private static func decode<Value: Decodable>(
    _ type: Value.Type, _ data: Data, _ version: KeyPath<Value, Int>
  ) throws -> Value {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let value = try decoder.decode(type, from: data)
    guard value[keyPath: version] == 1 else {
      throw Unusable(reason: "unsupported version \(value[keyPath: version])")
    }
    return value
  }

  private static func contents(of name: String, limit: Int, in folder: Int32) throws -> Data? {
    let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else {
      switch errno {
      case ENOENT: return nil
      case ELOOP, EMLINK: throw Unusable(reason: "it is a symbolic link")
      case EISDIR: throw Unusable(reason: "it is a folder")
      case ENXIO, EOPNOTSUPP: throw Unusable(reason: "it is not a regular file")
      default: throw SQLiteError.io("could not read the earlier \(name)")
      }
    }
    let handle = FileHandle(fileDescriptor: file, closeOnDealloc: true)
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw Unusable(reason: "it is not a regular file")
    }
    guard status.st_size <= limit else {
      throw Unusable(
        reason: "it is too large: \(status.st_size) bytes, where at most \(limit) are expected")
    }
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw SQLiteError.io("could not read the earlier \(name)")
    }
  }
}
