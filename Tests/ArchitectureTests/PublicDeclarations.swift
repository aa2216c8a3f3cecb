import Foundation

/// Finds the public declarations of a Swift file and whether each has a `///` comment, by
/// reading the text as swift-format leaves it: one declaration per line, braces at line ends.
/// Members count as public when marked so, and, without a keyword, when they are cases of a
/// public enum or requirements of a public protocol.
enum PublicDeclarations {
  struct Declaration: CustomStringConvertible {
    let line: Int
    let text: String
    let isDocumented: Bool
    var description: String { "line \(line): \(text)" }
  }

  private enum Scope {
    case publicEnum, publicProtocol, other
  }

  static func scan(_ source: String) -> [Declaration] {
    let lines = source.components(separatedBy: "\n")
    var scopes: [Scope] = []
    var found: [Declaration] = []
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("//") { continue }
      let words = line.split(whereSeparator: { " (:<{".contains($0) }).map(String.init)
      let keywords = words.drop(while: { $0.hasPrefix("@") })
      let isPublic = keywords.first == "public" || keywords.first == "open"
      let inside = scopes.last ?? .other
      let isImplicitlyPublic =
        (inside == .publicEnum && keywords.first == "case")
        || (inside == .publicProtocol
          && ["func", "var", "init", "associatedtype", "static", "subscript"].contains(
            keywords.first ?? ""))
      if isPublic || isImplicitlyPublic {
        found.append(
          Declaration(
            line: index + 1, text: line, isDocumented: hasDocComment(above: index, in: lines)))
      }
      let opens = line.filter { $0 == "{" }.count
      let closes = line.filter { $0 == "}" }.count
      for _ in 0..<closes { _ = scopes.popLast() }
      for number in 0..<opens {
        let kind =
          number == 0 && isPublic
          ? (keywords.contains("enum")
            ? Scope.publicEnum
            : keywords.contains("protocol") ? .publicProtocol : .other)
          : .other
        scopes.append(kind)
      }
    }
    return found
  }

  private static func hasDocComment(above index: Int, in lines: [String]) -> Bool {
    var previous = index - 1
    while previous >= 0 {
      let line = lines[previous].trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("@") {
        previous -= 1
        continue
      }
      return line.hasPrefix("///")
    }
    return false
  }
}
