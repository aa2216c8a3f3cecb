import Foundation
import Services
import ServicesLive
import Testing

/// Issue 13, item 16: an export names a file, never a folder, and its error keeps its reason.
struct ExporterTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("cookbook-export-\(UUID().uuidString)")

  private func exporter() throws -> FileDocumentExporter {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return FileDocumentExporter()
  }

  private func inFolder(_ path: String) -> URL {
    folder.appendingPathComponent(path)
  }

  @Test(
    "Item 16: export sub/ is refused and writes no file named sub", arguments: ["sub/", "sub/."])
  func aPathEndingInASlashIsRefused(path: String) async throws {
    let exporter = try exporter()
    await #expect(throws: ServiceError.self) {
      try await exporter.export("# Scones\n", to: inFolder(path))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("Item 16: an export error keeps its reason within 200 characters")
  func anExportErrorKeepsItsReasonWithinTwoHundredCharacters() async throws {
    let exporter = try exporter()
    let name = String(repeating: "long-name-", count: 20) + ".md"
    try await exporter.export("# Scones\n", to: inFolder(name))
    await #expect {
      try await exporter.export("# Scones\n", to: inFolder(name))
    } throws: { error in
      guard let message = (error as? ServiceError)?.message else { return false }
      return message.count <= 200 && message.contains("already exists")
    }
    let deep = String(repeating: "no-such-folder/", count: 60) + "scones.md"
    await #expect {
      try await exporter.export("# Scones\n", to: inFolder(deep))
    } throws: { error in
      guard let message = (error as? ServiceError)?.message else { return false }
      return message.count <= 200 && message.contains("No such file or directory")
    }
  }
}
