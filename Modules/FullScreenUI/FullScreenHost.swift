import Coordinators
import Navigation
import Observation
import TerminalCommands
import TerminalKit

/// Runs the app full-screen, as a platform would: an event loop on the main actor receives
/// keys, resizes and signals as events; each event updates the host's state (selection,
/// fields, prompt, overlay) at once, against the Router's state of that moment, and starts
/// any intent as a task without waiting for it; then the frame is drawn again from the
/// Router's state, the view models and that host state, and only what changed is written.
///
/// Every command goes through the shared ``CommandRunner``, as the line host's do: Enter on a
/// row, a button, Esc, Tab and the `:` line are commands. The back menu writes a shorter
/// path in one Router call, as `NavigationStack` does.
@MainActor
public final class FullScreenHost {
  /// Called after each event has been handled and drawn, as when the app traces the URL.
  public var afterEachEvent: (@MainActor () -> Void)?

  let app: AppCoordinator
  let router: any AppRouter
  let runner: CommandRunner
  let terminal: any FullScreenTerminal
  private let writer: FrameWriter
  private let showsTracePane: Bool

  var size: TerminalSize
  var screens: [ObjectIdentifier: ScreenState] = [:]
  var overlay: Overlay?
  var prompt: Prompt?
  var status: Status?
  var commandHistory = LineHistory()
  var searchHistory = LineHistory()
  /// The last frame written.
  private(set) var frame: Frame?
  /// Set once something ended the app: `q`, Ctrl-C, a signal, the end of input.
  private(set) var exitStatus: Int32?
  private var traceLines: [String] = []
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var lastTaskID = 0
  private var loop: AsyncStream<Message>.Continuation?

  private enum Message {
    case event(TerminalEvent)
    case redraw
  }

  /// Creates a host for an app coordinator on `router`, drawing on `terminal`; colour is
  /// left out unless `colorEnabled`, and trace lines get a pane when `showsTracePane`.
  public init(
    app: AppCoordinator, router: any AppRouter, terminal: any FullScreenTerminal,
    colorEnabled: Bool, showsTracePane: Bool = false
  ) {
    self.app = app
    self.router = router
    self.runner = CommandRunner(app: app, router: router)
    self.terminal = terminal
    self.writer = FrameWriter(colorEnabled: colorEnabled)
    self.showsTracePane = showsTracePane
    self.size = terminal.size
  }

  /// Takes the terminal, follows `url` if given, and handles events until `q`, Ctrl-C, a
  /// signal or the end of input; then gives the terminal back as it was and saves the state.
  /// - Throws: when the terminal cannot be taken; nothing was changed then.
  public func run(openingAtLaunch url: String? = nil) async throws(TerminalError) -> FullScreenExit
  {
    let events = try terminal.start()
    let (messages, loop) = AsyncStream.makeStream(of: Message.self)
    self.loop = loop
    let forwarding = Task {
      for await event in events { loop.yield(.event(event)) }
      loop.yield(.event(.inputEnded))
    }
    size = terminal.size
    frame = nil
    show(runner.takeNotice())
    render()
    if let url { perform(.open(url)) }
    for await message in messages {
      switch message {
      case .event(let event): receive(event)
      case .redraw: render()
      }
      if exitStatus != nil { break }
    }
    forwarding.cancel()
    self.loop = nil
    for task in tasks.values { task.cancel() }
    terminal.stop()
    let failedSave: String?
    do {
      try await app.saveState()
      failedSave = nil
    } catch {
      failedSave = error.message
    }
    return FullScreenExit(status: exitStatus ?? 0, failedSave: failedSave)
  }

  /// Adds a trace line to the trace pane.
  public func trace(_ line: String) {
    traceLines.append(line)
    if traceLines.count > 1000 { traceLines.removeFirst(500) }
  }

  /// Shows a warning that is about no command, such as a save that failed, on the status line.
  public func warn(_ line: String) {
    status = Status(text: line, isProblem: true)
    trace(line)
  }

  /// Handles `event` at once and draws the result.
  /// - Returns: the task of the intent the event started, if it started one.
  @discardableResult
  func receive(_ event: TerminalEvent) -> Task<Void, Never>? {
    var started: Task<Void, Never>?
    switch event {
    case .key(let key): started = handle(key)
    case .resized(let newSize): size = newSize
    case .signal(let number): end(status: 128 + number)
    case .continued:
      terminal.reclaim()
      frame = nil
    case .inputEnded: end(status: 0)
    }
    render()
    afterEachEvent?()
    return started
  }

  /// Waits until every intent and every load started so far has finished.
  func settle() async {
    while let task = tasks.values.first { await task.value }
  }

  /// Runs `command` through the shared runner as a task, so that the next key is handled
  /// while it waits; its feedback shows when it is done.
  @discardableResult
  func perform(_ command: Command) -> Task<Void, Never> {
    perform(.success(command))
  }

  @discardableResult
  func perform(_ parsed: Result<Command, CommandError>) -> Task<Void, Never> {
    status = nil
    return track { host in
      host.finish(await host.runner.run(parsed, canAskForCredentials: true))
    }
  }

  func end(status: Int32) {
    if exitStatus == nil { exitStatus = status }
    loop?.yield(.redraw)
  }

  /// Draws the frame again from nothing, as after a suspension.
  func forgetFrame() {
    frame = nil
  }

  /// Shows `feedback`: one short line on the status line, anything longer in an overlay.
  func show(_ feedback: [CommandFeedback]) {
    guard let first = feedback.first else { return }
    if feedback.count == 1, DisplayWidth.of(first.text) + 4 <= size.columns {
      status = Status(first)
      return
    }
    let lines = feedback.map { item -> Line in
      switch item {
      case .info(let text): .text(text)
      case .problem(let text): .text("! " + text, .problem)
      }
    }
    overlay = .text(lines, Viewport(selected: nil))
  }

  private func finish(_ outcome: CommandOutcome) {
    switch outcome {
    case .quit: end(status: 0)
    case .needsCredentials(let user): askForCredentials(user: user)
    case .done(let feedback): show(feedback + runner.takeNotice())
    }
    render()
    afterEachEvent?()
  }

  @discardableResult
  private func track(_ work: @escaping @MainActor (FullScreenHost) async -> Void) -> Task<
    Void, Never
  > {
    lastTaskID += 1
    let id = lastTaskID
    let task = Task { @MainActor [weak self] in
      guard let self else { return }
      await work(self)
      tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  // MARK: Drawing

  var geometry: Geometry { Geometry(size: size, tracePane: showsTracePane) }

  /// Draws the frame of this moment and writes what changed since the last one. Whatever a
  /// view read is observed, so a view model that changes later asks for another frame.
  func render() {
    let geometry = geometry
    let loop = loop
    let scene = withObservationTracking {
      makeScene(geometry)
    } onChange: {
      loop?.yield(.redraw)
    }
    let next = Renderer.frame(scene, geometry: geometry)
    terminal.write(writer.update(from: frame, to: next))
    frame = next
    loadAppearingScreens()
  }

  /// The screens on top of each other now: the top of the stack (or the root), then the
  /// sheet or alert, then the modal.
  func layers() -> [ScreenLayer] {
    var layers: [ScreenLayer] = []
    if let base = router.path.last.flatMap({ app.screen(for: $0.id) }) ?? app.rootScreen {
      layers.append(ScreenLayer(kind: .base, screen: base, view: base.fullScreenView))
    }
    if let presented = router.presentation.flatMap({ app.screen(for: $0.id) }) {
      layers.append(
        ScreenLayer(kind: .presented, screen: presented, view: presented.fullScreenView))
    }
    if let modal = router.modal.flatMap({ app.screen(for: $0.id) }) {
      layers.append(ScreenLayer(kind: .modal, screen: modal, view: modal.fullScreenView))
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
    return ScreenState(model: view.model)
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
      let isField = state.viewport.selected.map { layout.fieldName(of: $0) != nil } ?? false
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
      header: "Cookbook · \(app.session?.user.name ?? "signed out") · \(router.state.canonicalURL)",
      tabs: app.session == nil
        ? [] : AppTab.allCases.map { ($0.title, $0 == router.state.tab) },
      breadcrumb: breadcrumb(), base: base, boxes: Array(panels.dropFirst()), bottom: bottom,
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
    let root = app.rootScreen.map { $0.fullScreenView.title } ?? ""
    return [root]
      + router.path.map { app.screen(for: $0.id)?.fullScreenView.title ?? "\($0.destination)" }
  }

  /// Starts loading every screen that has just appeared, as a view's `.task` does, and, once,
  /// every level of the stack, whose title the breadcrumb and the back menu show.
  private func loadAppearingScreens() {
    let layers = layers()
    let visible = Set(layers.map { ObjectIdentifier($0.view.model) })
    let levels = router.path.compactMap { app.screen(for: $0.id) }
    for screen in layers.map(\.screen) + levels {
      let view = screen.fullScreenView
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
}

extension AppTab {
  /// The tab's name on the tab bar.
  var title: String {
    switch self {
    case .recipes: "Recipes"
    case .favorites: "Favourites"
    }
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

extension Layout {
  /// The name of the field that item `index` is, if it is one.
  func fieldName(of index: Int) -> String? {
    guard index < items.count, case .field(let field) = items[index] else { return nil }
    return field.name
  }
}
