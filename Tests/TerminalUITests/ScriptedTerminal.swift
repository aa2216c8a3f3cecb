import TerminalUI

/// A terminal that types a fixed script and keeps everything written to it.
@MainActor
final class ScriptedTerminal: TerminalIO {
  let isInteractive: Bool
  let columns: Int?
  private(set) var output = ""
  private(set) var secretPrompts: [String] = []
  private var lines: [String]

  init(_ lines: [String], interactive: Bool = false, columns: Int? = nil) {
    self.lines = lines
    isInteractive = interactive
    self.columns = columns
  }

  func readLine(prompt: String) -> String? {
    write(prompt)
    return lines.isEmpty ? nil : lines.removeFirst()
  }

  func readSecret(prompt: String) -> String? {
    secretPrompts.append(prompt)
    return lines.isEmpty ? nil : lines.removeFirst()
  }

  func write(_ text: String) {
    output += text
  }

  var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
