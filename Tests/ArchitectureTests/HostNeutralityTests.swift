import Foundation
import Testing

/// Features and coordinators hold nothing of any host: no wording that names a terminal
/// command, no downcast to find a child, and services that may wait (invariants 7 and 8).
struct HostNeutralityTests {
  private static let core =
    ((try? SourceTree.targets(in: "Modules")) ?? []).filter { $0.hasSuffix("Feature") }
    + ["Coordinators"]
  private static let commands =
    "help|where|open|back|quit|login|forgot|send|search|favorite|favourite|logout|share|delete"
    + "|yes|no|link|export|cancel|tab|tree|continue|settings|sort|add|edit|save|name|quantity"

  /// The problems with a string literal: wording that tells a user which command to type.
  static func hostWording(in literal: String) -> String? {
    let lower = literal.lowercased()
    let patterns = [
      #"\b(type|enter|try|use|run)\s+("# + commands + #")\b"#,
      #"\b("# + commands + #")\s+[a-z0-9_-]+\.md\b"#,
    ]
    for pattern in patterns where lower.range(of: pattern, options: .regularExpression) != nil {
      return "tells the user what to type"
    }
    let placeholder = #"\b("# + commands + #")\s+[A-Z]{3,}\b"#
    if literal.range(of: placeholder, options: .regularExpression) != nil {
      return "shows a command's usage"
    }
    return nil
  }

  @Test(arguments: core)
  func noStringInTheCoreNamesATerminalCommand(target: String) throws {
    for (file, text) in try SourceTree.sources(of: target, in: "Modules") {
      for literal in SourceTree.stringLiterals(in: SourceTree.withoutCommentLines(text)) {
        if let problem = Self.hostWording(in: literal) {
          Issue.record("\(file): \"\(literal)\" \(problem)")
        }
      }
    }
  }

  @Test func theWordingScannerCatchesWhatItMustAndNothingElse() {
    for caught in [
      "No favourites yet: open a recipe and type favorite.",
      "You are signed in as x; type logout to sign in again.",
      "Say where to export, such as: export carbonara.md", "login USER PASSWORD",
    ] {
      #expect(Self.hostWording(in: caught) != nil, "\(caught)")
    }
    for fine in [
      "Wrong user name or password.", "The recipe could not be deleted: \\(error.message)",
      "There is no recipe '\\(id)'.", "share", "cookbook://recipes",
      "Search for at most 100 characters.",
    ] {
      #expect(Self.hostWording(in: fine) == nil, "\(fine)")
    }
    #expect(
      SourceTree.stringLiterals(in: #"let a = "one \"two\"", b = "three""#) == [
        #"one \"two\""#, "three",
      ])
  }

  /// Features, coordinators, `Navigation` and `Services` hold nothing of GTK: no call, type
  /// or module of it, in code or in text (issue 21's third host changed none of them).
  static func gtkWords(in text: String) -> [String] {
    let pattern =
      #"\b(gtk_\w+|adw_\w+|g_signal_\w+|g_object_\w+|Gtk[A-Z]\w*|Adw[A-Z]\w*|GLib|GObject"#
      + #"|CAdwaita|AdwaitaKit|DesktopUI|libadwaita)\b"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0]) }
    }
  }

  @Test(arguments: core + ["Navigation", "Services"])
  func theCoreHoldsNothingOfGTK(target: String) throws {
    for (file, text) in try SourceTree.sources(of: target, in: "Modules") {
      for word in Self.gtkWords(in: text) {
        Issue.record("\(file) names \(word), which belongs to the desktop host")
      }
    }
  }

  @Test func theGTKScannerCatchesWhatItMustAndNothingElse() {
    #expect(
      Self.gtkWords(in: "adw_leaflet_navigate(leaflet); let w: GtkWidget; import AdwaitaKit")
        == ["adw_leaflet_navigate", "GtkWidget", "AdwaitaKit"])
    #expect(Self.gtkWords(in: "a leaflet of pages; Adwaita; gtkish; swipe back").isEmpty)
  }

  /// A parent keeps each child in a typed place, never finds it by casting. The one cast
  /// allowed asks a route's owner, whoever it is, whether it shows a screen (ScreenFlow): a
  /// question to a protocol, which is how no parent forwards `screen(for:)`.
  @Test func coordinatorsFindTheirChildrenWithoutDowncasting() throws {
    for (file, text) in try SourceTree.sources(of: "Coordinators", in: "Modules") {
      for (number, line) in text.components(separatedBy: "\n").enumerated()
      where line.contains(" as? ") || line.contains(" as! ") {
        Issue.record("\(file):\(number + 1) downcasts: \(line)")
      }
    }
  }

  @Test func everyStoreRequirementMayWait() throws {
    let stores = try SourceTree.sources(of: "Services", in: "Modules")
      .filter { $0.file.hasSuffix("Stores.swift") || $0.file.hasSuffix("RecipeCatalog.swift") }
    // A requirement may wrap over lines: each runs from `func ` to the next doc comment,
    // body or closing brace.
    let requirements = stores.flatMap { source in
      source.text.components(separatedBy: "func ").dropFirst().map { declaration in
        "func "
          + declaration.prefix { !"/{}".contains($0) }
          .split(whereSeparator: \.isWhitespace).joined(separator: " ") + " "
      }
    }
    #expect(requirements.count >= 8)
    for requirement in requirements where !requirement.contains(" async ") {
      Issue.record("a store requirement that cannot wait: \(requirement)")
    }
  }
}
