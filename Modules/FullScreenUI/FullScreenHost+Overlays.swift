import AuthFeature
import Coordinators
import HomeFeature
import Navigation
import TerminalCommands
import TerminalKit

/// The back menu, the text overlays and the prompt (`:` and `/`): what has the keys while one
/// of them is open, and how each opens. `FullScreenHost+Help.swift` makes the help overlay.
extension FullScreenHost {
  // MARK: The back menu

  func openBackMenu() {
    let stack = router.shownStack
    guard stack.presentedID == nil, router.modal.presentedID == nil else {
      status = Status(text: "Close what is open first (Esc).", isProblem: true)
      return
    }
    guard !stack.pathIDs.isEmpty else {
      status = Status(text: "There is nothing to go back to.", isProblem: true)
      return
    }
    overlay = .backMenu(
      path: stack.pathIDs, titles: breadcrumb(),
      Viewport(scroll: 0, selected: stack.pathIDs.count - 1))
  }

  /// Pops to `level` (0 is the root) in one write of a shorter path, as `NavigationStack`
  /// does for its back menu; the Router tells every popped screen's owner.
  func goBack(toLevel level: Int, of path: [RouteID]) {
    overlay = nil
    guard level < path.count else { return }
    guard router.shownStack.keep(Array(path.prefix(level))) else {
      status = Status(text: "The stack changed meanwhile; nothing was popped.", isProblem: true)
      return
    }
  }

  // MARK: Overlays

  func overlayKey(_ key: Key, _ overlay: Overlay) {
    let arranged = arrange(overlay, geometry)
    let (layout, height) = (arranged.layout, arranged.height)
    switch overlay {
    case .text(let lines, var viewport):
      let last = max(0, layout.rows.count - height)
      switch key {
      case .escape, .left, .enter, .character("q"):
        self.overlay = nil
        return
      case .down, .character("j"): viewport.scroll = min(last, viewport.scroll + 1)
      case .up, .character("k"): viewport.scroll = max(0, viewport.scroll - 1)
      default: _ = move(key, &viewport, layout, height)
      }
      self.overlay = .text(lines, viewport)
    case .backMenu(let path, let titles, var viewport):
      switch key {
      case .escape, .left, .character("b"), .character("q"): self.overlay = nil
      case .enter, .right:
        if let level = viewport.selected { goBack(toLevel: level, of: path) }
      default:
        _ = move(key, &viewport, layout, height)
        self.overlay = .backMenu(path: path, titles: titles, viewport)
      }
    }
  }

  // MARK: The prompt

  func openSearch(over layer: ScreenLayer) {
    guard layer.kind == .base, let list = layer.screen as? RecipeListViewModel else {
      status = Status(text: "Search works on the recipe list.", isProblem: true)
      return
    }
    showPrompt(.search, holding: list.query)
  }

  func showPrompt(_ kind: Prompt.Kind, holding text: String = "") {
    var editor =
      switch kind {
      case .command:
        LineEditor(
          prompt: ":", history: commandHistory,
          completer: { [screenWords = runner.screenWords] in
            CommandWords.completions(lineBeforeCursor: $0, screenWords: screenWords)
          },
          maxLength: Prompt.commandLineLimit)
      case .search:
        LineEditor(
          prompt: "Search: ", history: searchHistory, maxLength: Prompt.searchLimit)
      }
    if !text.isEmpty { _ = editor.handle(.paste(text)) }
    prompt = Prompt(kind: kind, editor: editor)
  }

  func promptKey(_ key: Key) -> Task<Void, Never>? {
    guard var prompt else { return nil }
    if key == .escape {
      self.prompt = nil
      return nil
    }
    let before = prompt.editor.field.value.count
    let outcome = prompt.editor.handle(key)
    let limit = prompt.kind == .command ? Prompt.commandLineLimit : Prompt.searchLimit
    let isFull = prompt.editor.field.value.count == limit
    prompt.notice =
      isFull && prompt.editor.field.value.count - before < key.insertedLength
      ? "The line takes at most \(limit) characters." : nil
    switch outcome {
    case .editing, .clearScreen, .suspend:
      prompt.candidates = []
    case .candidates(let words):
      prompt.candidates = words
    case .endOfInput, .interrupted:
      self.prompt = nil
      return nil
    case .submitted(let line):
      self.prompt = nil
      return submit(line, from: prompt.kind)
    }
    self.prompt = prompt
    return nil
  }

  /// Runs a line from the prompt. A command line enters the history unless it is a `login`
  /// line, which may carry a password.
  func submit(_ line: String, from kind: Prompt.Kind) -> Task<Void, Never>? {
    switch kind {
    case .command:
      if CommandWords.mayEnterHistory(line) { commandHistory.record(line) }
      let parsed = CommandParser.parse(line)
      if case .success(.help)? = parsed, let layer = layers().last {
        openHelp(layer)
        return nil
      }
      return parsed.map { perform($0) }
    case .search:
      searchHistory.record(line)
      return perform(.search(line))
    }
  }
}
