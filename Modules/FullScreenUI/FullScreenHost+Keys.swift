import Coordinators
import Navigation
import TerminalCommands
import TerminalKit

/// What each key does, by what has the keys: the prompt, else an overlay, else a field that
/// is being edited, else the screen on top.
extension FullScreenHost {
  func handle(_ key: Key) -> Task<Void, Never>? {
    switch key {
    case .ctrl("c"): end(status: 130)
    case .ctrl("\\"): end(status: 131)
    case .ctrl("z"):
      terminal.suspend()
      forgetFrame()
    case .ctrl("l"): forgetFrame()
    default:
      if prompt != nil { return promptKey(key) }
      if let overlay {
        overlayKey(key, overlay)
        return nil
      }
      return screenKey(key)
    }
    return nil
  }

  // MARK: The screen on top

  private func screenKey(_ key: Key) -> Task<Void, Never>? {
    guard let layer = layers().last else { return nil }
    let arranged = arrange(layer, geometry)
    let (layout, height) = (arranged.layout, arranged.height)
    var state = state(of: layer.view)
    state.viewport = arranged.clamp(state.viewport)
    let selected = state.viewport.selected
    if let selected, let name = layout.fieldName(of: selected), state.isEditing {
      return fieldKey(key, name: name, at: selected, layer: layer, layout: layout, state: state)
    }
    if move(key, &state.viewport, layout, height) {
      state.isEditing = true
      store(state, for: layer.view)
      return nil
    }
    switch key {
    case .enter, .right:
      guard let selected else { return nil }
      return activate(selected, layer: layer, layout: layout, state: state)
    case .escape, .left: return perform(.back)
    case .tab, .backTab: return switchTab(forward: key == .tab)
    case .character("b"): openBackMenu()
    case .character("/"): openSearch(over: layer)
    case .character(":"): showPrompt(.command)
    case .character("?"): openHelp(layer)
    case .character("q"): end(status: 0)
    default: break
    }
    return nil
  }

  private func activate(
    _ index: Int, layer: ScreenLayer, layout: Layout, state: ScreenState
  ) -> Task<Void, Never>? {
    var state = state
    switch layout.items[index] {
    case .command(let command): return perform(command)
    case .prompt(let text): showPrompt(.command, holding: text)
    case .field: state.isEditing = true
    case .submit: return submit(layer: layer, layout: layout, state: state)
    }
    store(state, for: layer.view)
    return nil
  }

  /// Sends the form with its fields' values; secret fields are emptied, as a sign-in form
  /// empties its password after each attempt.
  private func submit(layer: ScreenLayer, layout: Layout, state: ScreenState) -> Task<Void, Never>?
  {
    var state = state
    let values = state.fields.mapValues(\.value)
    for field in layout.fields where field.isSecret {
      state.fields[field.name] = TextField(isSecret: true)
    }
    store(state, for: layer.view)
    return layer.view.submit(values).map { perform($0) }
  }

  private func fieldKey(
    _ key: Key, name: String, at index: Int, layer: ScreenLayer, layout: Layout, state: ScreenState
  ) -> Task<Void, Never>? {
    var state = state
    let fields = layout.fields
    switch key {
    case .escape:
      state.isEditing = false
    case .enter:
      let position = fields.firstIndex { $0.name == name } ?? fields.count
      guard position + 1 < fields.count else {
        return submit(layer: layer, layout: layout, state: state)
      }
      state.viewport.selected = layout.items.firstIndex {
        if case .field(let next) = $0 { next.name == fields[position + 1].name } else { false }
      }
    case .tab where index + 1 < layout.items.count:
      state.viewport.selected = index + 1
    case .backTab where index > 0:
      state.viewport.selected = index - 1
    case .up, .down:
      _ = move(key, &state.viewport, layout, arrange(layer, geometry).height)
    default:
      let field = layout.fields.first { $0.name == name }
      state.fields[name, default: TextField(isSecret: field?.isSecret ?? false)].handle(key)
    }
    store(state, for: layer.view)
    return nil
  }

  /// Moves the selection or the scroll for ↑ ↓ (j k), Page Up, Page Down, Home and End;
  /// returns whether `key` was one of them.
  private func move(_ key: Key, _ viewport: inout Viewport, _ layout: Layout, _ height: Int) -> Bool
  {
    let rows = layout.itemRows
    let count = layout.rows.count
    switch key {
    case .down, .character("j"): viewport.moveDown(itemRows: rows, rowCount: count, height: height)
    case .up, .character("k"): viewport.moveUp(itemRows: rows, rowCount: count, height: height)
    case .pageDown: viewport.page(1, itemRows: rows, rowCount: count, height: height)
    case .pageUp: viewport.page(-1, itemRows: rows, rowCount: count, height: height)
    case .home: viewport.jump(toEnd: false, itemRows: rows, rowCount: count, height: height)
    case .end: viewport.jump(toEnd: true, itemRows: rows, rowCount: count, height: height)
    default: return false
    }
    return true
  }

  private func switchTab(forward: Bool) -> Task<Void, Never> {
    let tabs = AppTab.allCases
    guard let current = router.state.tab, let index = tabs.firstIndex(of: current) else {
      return perform(.tab(AppTab.recipes.rawValue))
    }
    let next = tabs[(index + (forward ? 1 : tabs.count - 1)) % tabs.count]
    return perform(.tab(next.rawValue))
  }

  /// Fills the sign-in form with what `login` was given and puts the cursor where the rest
  /// goes, as the line host asks for it.
  func askForCredentials(user: String?) {
    guard let layer = layers().last, case .signIn = layer.screen else { return }
    let layout = arrange(layer, geometry).layout
    var state = state(of: layer.view)
    if let user { state.fields["user"] = TextField(user) }
    let target = user == nil ? "user" : "password"
    state.viewport.selected = layout.items.indices.first { layout.fieldName(of: $0) == target }
    state.isEditing = true
    store(state, for: layer.view)
    status = Status(
      text: user == nil ? "Type your user name and password." : "Type the password, then Enter.",
      isProblem: false)
  }

  // MARK: The back menu

  private func openBackMenu() {
    guard router.presentation == nil, router.modal == nil else {
      status = Status(text: "Close what is open first (Esc).", isProblem: true)
      return
    }
    guard !router.path.isEmpty else {
      status = Status(text: "There is nothing to go back to.", isProblem: true)
      return
    }
    overlay = .backMenu(
      path: router.path, titles: breadcrumb(),
      Viewport(scroll: 0, selected: router.path.count - 1))
  }

  /// Pops to `level` (0 is the root) in one write of a shorter path, as `NavigationStack`
  /// does for its back menu; the Router tells every popped screen's owner.
  private func goBack(toLevel level: Int, of path: [Routed<StackDestination>]) {
    overlay = nil
    guard level < path.count else { return }
    guard router.setPath(Array(path.prefix(level))) else {
      status = Status(text: "The stack changed meanwhile; nothing was popped.", isProblem: true)
      return
    }
  }

  // MARK: Overlays

  private func overlayKey(_ key: Key, _ overlay: Overlay) {
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

  private func openHelp(_ layer: ScreenLayer) {
    var keys: [(String, String)] = [
      ("↑ ↓  j k", "move the selection; PgUp PgDn Home End scroll"),
      ("Enter  →", "open the selected row, or press the selected button"),
      ("Esc  ←", "back: close what is open, else go back one screen"),
    ]
    if layer.kind == .base, !router.path.isEmpty {
      keys.append(("b", "the back menu: go back several screens at once"))
    }
    if app.session != nil, layer.kind == .base {
      keys.append(("Tab  Shift-Tab", "next, previous tab"))
    }
    if case .recipeList = layer.screen, layer.kind == .base {
      keys.append(("/", "search the recipes"))
    }
    keys += [
      (":", "the command line: the commands below, history, Tab"),
      ("?", "these keys"), ("q", "save and quit"), ("Ctrl-Z", "suspend; fg comes back"),
    ]
    let width = (keys.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
    let rows = keys.map { key, what in
      Line.text(key + String(repeating: " ", count: width - DisplayWidth.of(key)) + what)
    }
    let commands = runner.help.map { Line.text($0.text) }
    overlay = .text([.text("Keys", .heading)] + rows + [.blank] + commands, Viewport(selected: nil))
  }

  // MARK: The prompt

  private func openSearch(over layer: ScreenLayer) {
    guard layer.kind == .base, case .recipeList(let list) = layer.screen else {
      status = Status(text: "Search works on the recipe list.", isProblem: true)
      return
    }
    showPrompt(.search, holding: list.query)
  }

  private func showPrompt(_ kind: Prompt.Kind, holding text: String = "") {
    var editor =
      switch kind {
      case .command:
        LineEditor(
          prompt: ":", history: commandHistory,
          completer: CommandWords.completions(lineBeforeCursor:))
      case .search: LineEditor(prompt: "Search: ", history: searchHistory)
      }
    if !text.isEmpty { _ = editor.handle(.paste(text)) }
    prompt = Prompt(kind: kind, editor: editor)
  }

  private func promptKey(_ key: Key) -> Task<Void, Never>? {
    guard var prompt else { return nil }
    if key == .escape {
      self.prompt = nil
      return nil
    }
    switch prompt.editor.handle(key) {
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
  private func submit(_ line: String, from kind: Prompt.Kind) -> Task<Void, Never>? {
    switch kind {
    case .command:
      if CommandWords.mayEnterHistory(line) { commandHistory.record(line) }
      return CommandParser.parse(line).map { perform($0) }
    case .search:
      searchHistory.record(line)
      return perform(.search(line))
    }
  }

  // MARK: Key hints

  func hints(_ layers: [ScreenLayer]) -> String {
    if let prompt {
      guard prompt.candidates.isEmpty else { return prompt.candidates.joined(separator: "  ") }
      return prompt.kind == .command
        ? "Enter runs  Tab completes  ↑↓ history  Esc cancels" : "Enter searches  Esc cancels"
    }
    switch overlay {
    case .text: return "↑↓ scroll  Esc closes"
    case .backMenu: return "↑↓ choose a screen  Enter goes back to it  Esc closes"
    case nil: break
    }
    guard let layer = layers.last else { return "q quit" }
    let state = state(of: layer.view)
    let layout = arrange(layer, geometry).layout
    if state.isEditing, let selected = state.viewport.selected,
      layout.fieldName(of: selected) != nil
    {
      return "Enter next  Tab next  Esc leaves the field  ↑↓ move"
    }
    guard layer.kind == .base else {
      return "↑↓ select  Enter presses  Esc closes  : command  ? keys  q quit"
    }
    var hints = ["Enter open"]
    if !router.path.isEmpty { hints += ["Esc back", "b back menu"] }
    if app.session != nil { hints.append("Tab tabs") }
    if case .recipeList = layer.screen { hints.append("/ search") }
    return (hints + [": command", "? keys", "q quit"]).joined(separator: "  ")
  }
}
