import AuthFeature
import Coordinators
import HomeFeature
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
      frame = nil
    case .ctrl("l"): frame = nil
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

  /// Whether keys go to text now: the prompt is open, or a field of the screen on top has the
  /// focus.
  var isTypingText: Bool {
    if prompt != nil { return true }
    guard overlay == nil, let layer = layers().last else { return false }
    let state = state(of: layer.view)
    guard state.isEditing, let selected = state.viewport.selected else { return false }
    return arrange(layer, geometry).layout.field(at: selected) != nil
  }

  // MARK: The screen on top

  private func screenKey(_ key: Key) -> Task<Void, Never>? {
    guard let layer = layers().last else { return nil }
    let arranged = arrange(layer, geometry)
    let (layout, height) = (arranged.layout, arranged.height)
    var state = state(of: layer.view)
    state.viewport = arranged.clamp(state.viewport)
    let selected = state.viewport.selected.flatMap { $0 < layout.items.count ? $0 : nil }
    if let selected, let field = layout.field(at: selected), state.isEditing {
      return fieldKey(key, field: field, at: selected, layer: layer, layout: layout, state: state)
    }
    if move(key, &state.viewport, layout, height) {
      state.isEditing = true
      store(state, for: layer.view)
      return nil
    }
    if case .character(let character) = key, let selected,
      let swipe = layout.swipeActions[selected], swipe.key == character
    {
      return perform(swipe.command)
    }
    switch key {
    case .enter, .right:
      guard let selected else { return nil }
      return activate(selected, layer: layer, layout: layout, state: state)
    case .escape where layer.appliedSearch != nil: return perform(.search(""))
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

  /// Sends the form with its fields' values, its commands one after the other; secret fields
  /// are emptied, as a sign-in form empties its password after each attempt.
  private func submit(layer: ScreenLayer, layout: Layout, state: ScreenState) -> Task<Void, Never>?
  {
    var state = state
    let values = state.fields.mapValues(\.value)
    for field in layout.fields where field.isSecret {
      state.fields[field.name] = TextField(isSecret: true)
    }
    store(state, for: layer.view)
    return perform(layer.view.submit(values))
  }

  /// A key for the field being edited: editing keys change it; Enter goes to the next field,
  /// or sends the form from the last; Tab and ↑ ↓ move on; Esc leaves the field. A field that
  /// loses the focus hands its edited value to the view model, as a binding would.
  private func fieldKey(
    _ key: Key, field: Field, at index: Int, layer: ScreenLayer, layout: Layout,
    state: ScreenState
  ) -> Task<Void, Never>? {
    var state = state
    switch key {
    case .escape:
      state.isEditing = false
    case .enter:
      let fields = layout.fields
      guard let position = fields.firstIndex(where: { $0.name == field.name }),
        position + 1 < fields.count
      else { return submit(layer: layer, layout: layout, state: state) }
      state.viewport.selected = layout.items.indices.first {
        layout.field(at: $0)?.name == fields[position + 1].name
      }
    case .tab where index + 1 < layout.items.count:
      state.viewport.selected = index + 1
    case .backTab where index > 0:
      state.viewport.selected = index - 1
    case .up, .down:
      _ = move(key, &state.viewport, layout, arrange(layer, geometry).height)
    default:
      var text =
        state.fields[field.name]
        ?? TextField(field.value, isSecret: field.isSecret, maxLength: field.maxLength)
      let before = text.value.count
      text.handle(key)
      state.fields[field.name] = text
      if text.value.count == field.maxLength, text.value.count - before < key.insertedLength {
        status = Status(
          text: "\(field.label) takes at most \(field.maxLength) characters.", isProblem: true)
      }
      store(state, for: layer.view)
      return nil
    }
    store(state, for: layer.view)
    guard let commit = field.commit, let edited = state.fields[field.name]?.value,
      edited != field.value
    else { return nil }
    return perform(commit(edited))
  }

  /// Moves the selection or the scroll for ↑ ↓ (j k), Page Up, Page Down, Home and End;
  /// returns whether `key` was one of them.
  func move(_ key: Key, _ viewport: inout Viewport, _ layout: Layout, _ height: Int) -> Bool {
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
    guard let current = router.tab, let index = tabs.firstIndex(of: current) else {
      return perform(.tab(AppTab.recipes.rawValue))
    }
    let next = tabs[(index + (forward ? 1 : tabs.count - 1)) % tabs.count]
    return perform(.tab(next.rawValue))
  }

  /// Fills the sign-in form with what `login` was given and puts the cursor where the rest
  /// goes, as the line host asks for it.
  func askForCredentials(user: String?) {
    guard let layer = layers().last, layer.screen is SignInViewModel else { return }
    let layout = arrange(layer, geometry).layout
    var state = state(of: layer.view)
    if let user { state.fields["user"] = TextField(user) }
    let target = user == nil ? "user" : "password"
    state.viewport.selected = layout.items.indices.first { layout.field(at: $0)?.name == target }
    state.isEditing = true
    store(state, for: layer.view)
    status = Status(
      text: user == nil ? "Type your user name and password." : "Type the password, then Enter.",
      isProblem: false)
  }
}
