import Foundation

/// The repository's Swift sources, read as text.
enum SourceTree {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folders under `Modules/`, `Apps/` and `Tests/`, each a target.
  static func targets(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Every module a target's Swift files import, with the file that imports it.
  static func imports(of target: String, in folder: String) throws -> [(
    module: String, file: String
  )] {
    let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
    guard let files = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var found: [(String, String)] = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "internal"].contains($0) })
        else { continue }
        found.append((words[index + 1], "\(target)/\(file)"))
      }
    }
    return found
  }

  /// The text of every Swift file of a target, by path relative to the folder.
  static func sources(of target: String, in folder: String) throws -> [(file: String, text: String)]
  {
    let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
    guard let files = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var found: [(String, String)] = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      found.append(("\(target)/\(file)", text))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// The string literals of `text` that fit on one line, without their quotes.
  static func stringLiterals(in text: String) -> [String] {
    let pattern = #""(?:[^"\\\n]|\\.)*""#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0].dropFirst().dropLast()) }
    }
  }

  /// `text` without the lines that are comments, doc comments included.
  static func withoutCommentLines(_ text: String) -> String {
    text.components(separatedBy: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
  }
}
