import AuthFeature
import Coordinators
import HomeFeature
import Navigation
import Observation
import TerminalCommands
import TerminalKit

/// How the host draws: the layers on screen from the Router's state, each laid out for its
/// place, gathered with the host's own state into a ``Scene`` that ``Renderer`` draws.
extension FullScreenHost {
  var geometry: Geometry { Geometry(size: size, tracePane: showsTracePane) }

  /// Draws the frame of this moment and writes what changed since the last one. Whatever a
  /// view read is observed, so a view model that changes later asks for another frame; the
  /// last frame's observation ends, whether or not what it read changed.
  func render() {
    let geometry = geometry
    let tracking = TrackingEnd()
    let scene = withObservationTracking {
      tracking.track()
      return makeScene(geometry)
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard !tracking.isEnded else { return }
        self?.requestRedraw()
      }
    }
    frameTracking?.end()
    frameTracking = tracking
    let next = Renderer.frame(scene, geometry: geometry)
    terminal.write(writer.update(from: frame, to: next))
    frame = next
    loadAppearingScreens()
  }

  /// The screens on top of each other now: the top of the stack (or the root), then the
  /// sheet or alert, then the modal.
  func layers() -> [ScreenLayer] {
    var layers: [ScreenLayer] = []
    let stack = router.shownStack
    if let base = stack.pathIDs.last.flatMap(router.screen(of:)) ?? app.rootScreen {
      layers.append(
        ScreenLayer(kind: .base, screen: base, view: base.fullScreenView(entries: app.entries)))
    }
    if let presented = stack.presentedID.flatMap(router.screen(of:)) {
      layers.append(
        ScreenLayer(kind: .presented, screen: presented, view: presented.fullScreenView()))
    }
    if let modal = router.modal.presentedID.flatMap(router.screen(of:)) {
      layers.append(ScreenLayer(kind: .modal, screen: modal, view: modal.fullScreenView()))
    }
    return layers
  }

  /// The layer's rows laid out for its place, how many of them show, and its box, if it is
  /// drawn in one.
  func arrange(_ layer: ScreenLayer, _ geometry: Geometry) -> Arranged {
    guard layer.kind != .base else {
      return Arranged(
        layout: Layout(layer.view.lines, width: geometry.textWidth), height: geometry.bodyHeight)
    }
    return Arranged(geometry.box(layer.view.lines, wide: false))
  }

  /// The overlay's rows laid out in its box.
  func arrange(_ overlay: Overlay, _ geometry: Geometry) -> Arranged {
    switch overlay {
    case .text(let lines, _): Arranged(geometry.box(lines, wide: true))
    case .backMenu(_, let titles, _): Arranged(geometry.box(Self.levels(titles), wide: false))
    }
  }

  func state(of view: any FullScreenView) -> ScreenState {
    if let state = screens[ObjectIdentifier(view.model)], state.model === view.model {
      return state
    }
    return ScreenState(model: view.model, viewport: Viewport(selected: view.initialSelection))
  }

  func store(_ state: ScreenState, for view: any FullScreenView) {
    screens[ObjectIdentifier(view.model)] = state
  }

  private func makeScene(_ geometry: Geometry) -> Scene {
    let layers = layers()
    var panels: [Scene.Panel] = []
    for (index, layer) in layers.enumerated() {
      let arranged = arrange(layer, geometry)
      var state = state(of: layer.view)
      state.viewport = arranged.clamp(state.viewport)
      store(state, for: layer.view)
      let layout = arranged.layout
      let isField = state.viewport.selected.map { layout.field(at: $0) != nil } ?? false
      panels.append(
        Scene.Panel(
          layout: layout, viewport: state.viewport, fields: state.fields,
          isEditing: isField && state.isEditing && prompt == nil,
          isActive: index == layers.count - 1 && overlay == nil, box: arranged.box))
    }
    if let overlay { panels.append(overlayPanel(overlay, geometry)) }
    let base = panels.first ?? Scene.Panel(layout: Layout([], width: 1), viewport: Viewport())
    let bottom: Scene.Bottom =
      if let prompt { .prompt(prompt.editor.rendering(width: geometry.size.columns)) } else {
        .status(status)
      }
    return Scene(
      header: Header(user: app.session?.user.name ?? "signed out", url: router.canonicalURL),
      tabs: app.session == nil
        ? [] : AppTab.allCases.map { ($0.title, $0 == router.tab) },
      breadcrumb: Breadcrumb(titles: breadcrumb()), base: base, boxes: Array(panels.dropFirst()),
      bottom: bottom,
      hints: hints(layers), trace: showsTracePane ? traceLines : nil)
  }

  private func overlayPanel(_ overlay: Overlay, _ geometry: Geometry) -> Scene.Panel {
    let arranged = arrange(overlay, geometry)
    let viewport =
      switch overlay {
      case .text(_, let viewport), .backMenu(_, _, let viewport): viewport
      }
    return Scene.Panel(
      layout: arranged.layout, viewport: arranged.clamp(viewport), box: arranged.box)
  }

  /// The back menu's lines: a heading, then one selectable line per level, root first.
  static func levels(_ titles: [String]) -> [Line] {
    [.text("Go back to", .heading)]
      + titles.enumerated().map { index, title in
        Line(
          text: title, detail: index == titles.count - 1 ? "(here)" : "", item: .submit)
      }
  }

  /// The title of the root and of every screen on the stack.
  func breadcrumb() -> [String] {
    let root = app.rootScreen.map { $0.fullScreenView().title } ?? ""
    return [root]
      + router.shownStack.pathIDs.map { router.screen(of: $0)?.fullScreenView().title ?? "\($0)" }
  }

  /// Starts loading every screen that has just appeared, as a view's `.task` does, and, once,
  /// every level of the stack, whose title the breadcrumb and the back menu show.
  private func loadAppearingScreens() {
    let layers = layers()
    let visible = Set(layers.map { ObjectIdentifier($0.view.model) })
    let levels = router.shownStack.pathIDs.compactMap(router.screen(of:))
    for screen in layers.map(\.screen) + levels {
      let view = screen.fullScreenView()
      var state = state(of: view)
      let isLayer = visible.contains(ObjectIdentifier(view.model))
      guard isLayer ? !state.isVisible : !state.wasLoaded else { continue }
      state.isVisible = state.isVisible || isLayer
      state.wasLoaded = true
      store(state, for: view)
      track { host in
        await host.runner.prepare(screen)
        host.render()
      }
    }
    for (key, state) in screens {
      if state.model == nil {
        screens[key] = nil
      } else if !visible.contains(key), state.isVisible {
        screens[key]?.isVisible = false
      }
    }
  }

  func hints(_ layers: [ScreenLayer]) -> String {
    if let prompt {
      if let notice = prompt.notice { return notice }
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
      layout.field(at: selected) != nil
    {
      return "Enter next  Tab next  Esc leaves the field  ↑↓ move"
    }
    guard layer.kind == .base else {
      return "↑↓ select  Enter presses  Esc closes  : command  ? keys  q quit"
    }
    var hints = ["Enter open"]
    if let selected = state.viewport.selected, selected < layout.swipeActions.count,
      let swipe = layout.swipeActions[selected]
    {
      hints.append("\(swipe.key) \(swipe.label)")
    }
    if !router.shownStack.pathIDs.isEmpty {
      hints += ["Esc back", "b back menu"]
    } else if layer.appliedSearch != nil {
      hints.append("Esc clears search")
    }
    if app.session != nil { hints.append("Tab tabs") }
    if layer.screen is RecipeListViewModel { hints.append("/ search") }
    return (hints + [": command", "? keys", "q quit"]).joined(separator: "  ")
  }
}

/// A screen or a box laid out for its place.
struct Arranged {
  let layout: Layout
  /// How many rows show at once.
  let height: Int
  var box: Geometry.Box?

  init(layout: Layout, height: Int) {
    self.layout = layout
    self.height = height
  }

  init(_ boxed: (layout: Layout, box: Geometry.Box)) {
    layout = boxed.layout
    height = boxed.box.innerHeight
    box = boxed.box
  }

  /// `viewport` with its scroll in range and its selection on screen.
  func clamp(_ viewport: Viewport) -> Viewport {
    viewport.clamped(itemRows: layout.itemRows, rowCount: layout.rows.count, height: height)
  }
}
