import Foundation
import Services
import TestSupport

@testable import ServicesLive

/// A new state directory under the temporary folder, its diagnostics kept in `reports`.
func freshDirectory(
  lockTimeout: TimeInterval = 5, reports: Locked<[String]> = Locked([])
) throws -> StateDirectory {
  try StateDirectory(
    url: FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-store-\(UUID().uuidString)"), lockTimeout: lockTimeout,
    report: { line in reports.mutate { $0.append(line) } })
}

/// Another instance on the same folder: a directory opened anew, with its own connection.
func reopened(_ directory: StateDirectory, lockTimeout: TimeInterval = 5) throws
  -> StateDirectory
{
  try StateDirectory(url: directory.url, lockTimeout: lockTimeout, report: { _ in })
}

/// Reads the state database as the `sqlite3` command would, through a connection of its own.
enum StateQuery {
  static func connection(_ directory: StateDirectory) throws -> Connection {
    try Connection.file(directory.url.appendingPathComponent("cookbook.sqlite").path)
  }

  static func texts(_ sql: String, in directory: StateDirectory) throws -> [String] {
    try connection(directory).rows(sql).compactMap { $0.text(0) }
  }

  static func integer(_ sql: String, in directory: StateDirectory) throws -> Int64? {
    try connection(directory).rows(sql).first?.int(0)
  }
}

/// Names in `directory`'s folder.
func names(in directory: StateDirectory) -> Set<String> {
  Set((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [])
}
