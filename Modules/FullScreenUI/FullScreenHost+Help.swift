import HomeFeature
import TerminalCommands
import TerminalKit

/// The help overlay that `?` and `:help` open: the keys that work here, then the commands of
/// the screen on top, each a two-column row whose wrapped rows hang under its second column.
extension FullScreenHost {
  func openHelp(_ layer: ScreenLayer) {
    var keys: [(String, String)] = [
      ("↑ ↓  j k", "move the selection; PgUp PgDn Home End scroll"),
      ("Enter  →", "open the selected row, or press the selected button"),
      ("Esc  ←", "back: close what is open, else go back one screen"),
    ]
    if layer.kind == .base, !router.shownStack.pathIDs.isEmpty {
      keys.append(("b", "the back menu: go back several screens at once"))
    }
    if app.session != nil, layer.kind == .base {
      keys.append(("Tab  Shift-Tab", "next, previous tab"))
    }
    if layer.screen is RecipeListViewModel, layer.kind == .base {
      keys.append(("/", "search the recipes; Esc on the list clears the search"))
    }
    keys += [
      (":", "the command line: the commands below, history, Tab"),
      ("?", "these keys"), ("q", "save and quit"), ("Ctrl-Z", "suspend; fg comes back"),
    ]
    let commands = runner.commandsOnScreen.map { ("  " + $0.usage, $0.summary) }
    overlay = .text(
      [.text("Keys", .heading)] + Self.columns(keys) + [.blank]
        + [.text("Commands on this screen:", .heading)] + Self.columns(commands),
      Viewport(selected: nil))
  }

  /// One line per pair, the second column aligned after the widest first, and hanging there.
  private static func columns(_ pairs: [(String, String)]) -> [Line] {
    let width = (pairs.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
    return pairs.map { first, second in
      let gap = String(repeating: " ", count: width - DisplayWidth.of(first))
      return Line(text: first + gap + second, hangingIndent: width)
    }
  }
}
