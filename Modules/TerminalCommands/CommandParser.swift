/// Turns a line of input into a ``Command``; words are case-insensitive, arguments are
/// separated by spaces. A word that is not one of the app's own is ``Command/named(_:argument:)``,
/// for the screen on top to take or refuse.
public enum CommandParser {
  /// The command on `line`, `nil` for a blank line, or why the line is not a command.
  public static func parse(_ line: String) -> Result<Command, CommandError>? {
    let words = words(of: line)
    guard let first = words.first else { return nil }
    let arguments = Array(words.dropFirst())
    switch first.lowercased() {
    case "help", "?": return exact(.help, arguments, usage: "help")
    case "where": return exact(.whereAmI, arguments, usage: "where")
    case "tree": return exact(.tree, arguments, usage: "tree")
    case "back": return exact(.back, arguments, usage: "back")
    case "quit", "exit": return exact(.quit, arguments, usage: "quit")
    case "forgot": return exact(.forgot, arguments, usage: "forgot")
    case "favorite", "favourite": return exact(.favorite, arguments, usage: "favorite")
    case "logout": return exact(.logout, arguments, usage: "logout")
    case "author": return exact(.author, arguments, usage: "author")
    case "share": return exact(.share, arguments, usage: "share")
    case "delete":
      guard arguments.count <= 1 else { return .failure(.usage("delete [N]")) }
      guard let word = arguments.first else { return .success(.delete(nil)) }
      guard let number = Int(word) else { return .failure(.usage("delete [N]")) }
      return .success(.delete(number))
    case "add": return exact(.add, arguments, usage: "add")
    case "edit":
      guard arguments.count == 1, let number = Int(arguments[0]) else {
        return .failure(.usage("edit N"))
      }
      return .success(.edit(number))
    case "name": return .success(.name(remainder(of: line)))
    case "quantity": return .success(.quantity(remainder(of: line)))
    case "save": return exact(.save, arguments, usage: "save")
    case "sort":
      guard arguments.count == 1 else { return .failure(.usage("sort default|title|time")) }
      return .success(.sort(arguments[0].lowercased()))
    case "yes", "y": return exact(.yes, arguments, usage: "yes")
    case "no", "n": return exact(.no, arguments, usage: "no")
    case "link": return exact(.link, arguments, usage: "link")
    case "cancel": return exact(.cancel, arguments, usage: "cancel")
    case "continue": return exact(.continue, arguments, usage: "continue")
    case "export": return .success(.export(path: remainder(of: line)))
    case "tab":
      guard arguments.count == 1 else {
        return .failure(.usage("tab recipes|favorites|pantry|profile"))
      }
      return .success(.tab(arguments[0].lowercased()))
    case "search": return .success(.search(arguments.joined(separator: " ")))
    case "open":
      guard arguments.count <= 1 else { return .failure(.spaceInLink) }
      guard arguments.count == 1 else { return .failure(.usage("open URL")) }
      return .success(.open(arguments[0]))
    case "send":
      guard arguments.count <= 1 else { return .failure(.usage("send EMAIL")) }
      return .success(.send(email: arguments.first ?? ""))
    case "login":
      guard arguments.count <= 2 else { return .failure(.usage("login USER PASSWORD")) }
      return .success(.login(user: arguments.first, password: arguments.dropFirst().first))
    default:
      if let number = Int(first) {
        return arguments.isEmpty ? .success(.row(number)) : .failure(.oneRowAtATime)
      }
      return .success(.named(first.lowercased(), argument: remainder(of: line)))
    }
  }

  /// The words of `line`, split at runs of spaces and tabs. An ASCII line, as nearly every
  /// command is, is split on its bytes; any other is split on its characters, where a space
  /// followed by a combining mark is no separator.
  static func words(of line: String) -> [String] {
    let ascii = line.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
      var words: [String] = []
      var start: Int?
      for index in bytes.indices {
        let byte = bytes[index]
        if byte >= 0x80 { return nil }
        let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        if isBlank, let first = start {
          words.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
          start = nil
        } else if !isBlank, start == nil {
          start = index
        }
      }
      if let first = start {
        words.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self))
      }
      return words
    }
    if let ascii = ascii ?? nil { return ascii }
    return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// The text after the first word, with its spacing kept, as a path may need.
  private static func remainder(of line: String) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let afterWord = line.drop(while: isBlank).drop(while: { !isBlank($0) })
    return String(afterWord.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }

  private static func exact(
    _ command: Command, _ arguments: [String], usage: String
  ) -> Result<Command, CommandError> {
    arguments.isEmpty ? .success(command) : .failure(.usage(usage))
  }
}
