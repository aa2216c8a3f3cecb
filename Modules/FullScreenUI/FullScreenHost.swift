import Coordinators
import Navigation
import TerminalCommands
import TerminalKit

/// Runs the app full-screen, as a platform would: an event loop on the main actor receives
/// keys, resizes and signals as events; each event updates the host's state (selection,
/// fields, prompt, overlay) at once, against the Router's state of that moment, and starts
/// any intent as a task without waiting for it; then the frame is drawn again from the
/// Router's state, the view models and that host state, and only what changed is written.
///
/// Every command goes through the shared `CommandRunner`, as the line host's do: Enter on a
/// row, a button, Esc, Tab and the `:` line are commands. The back menu writes a shorter
/// path in one Router call, as `NavigationStack` does.
@MainActor
public final class FullScreenHost {
  /// Called after each event has been handled and drawn, as when the app traces the URL.
  public var afterEachEvent: (@MainActor () -> Void)?

  let app: AppCoordinator
  let router: AppRouter
  let runner: CommandRunner
  let terminal: any FullScreenTerminal
  let writer: FrameWriter
  let showsTracePane: Bool

  var size: TerminalSize
  var screens: [ObjectIdentifier: ScreenState] = [:]
  var overlay: Overlay?
  var prompt: Prompt?
  var status: Status?
  var commandHistory = LineHistory()
  var searchHistory = LineHistory()
  /// The last frame written; `nil` draws the next one whole.
  var frame: Frame?
  /// The tracking of the frame on screen, ended when the next frame is drawn.
  var frameTracking: TrackingEnd?
  /// Set once something ended the app: `q`, Ctrl-C, a signal, the end of input.
  private(set) var exitStatus: Int32?
  private(set) var traceLines: [String] = []
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var lastTaskID = 0
  /// Where the loop, while it runs, hears of events and of frames to draw again.
  private(set) var loop: AsyncStream<Message>.Continuation?
  /// Whether a frame is already asked for, so that many changes between two turns of the loop
  /// draw one frame.
  var redrawIsPending = false

  enum Message {
    case event(TerminalEvent)
    case redraw
  }

  /// Creates a host for an app coordinator on `router`, drawing on `terminal`; colour is
  /// left out unless `colorEnabled`, and trace lines get a pane when `showsTracePane`.
  public init(
    app: AppCoordinator, router: AppRouter, terminal: any FullScreenTerminal,
    colorEnabled: Bool, showsTracePane: Bool = false
  ) {
    self.app = app
    self.router = router
    self.runner = CommandRunner(app: app, router: router, phrasing: .fullScreen)
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
      case .redraw:
        redrawIsPending = false
        render()
      }
      if exitStatus != nil { break }
    }
    forwarding.cancel()
    self.loop = nil
    for task in tasks.values { task.cancel() }
    await commitEditedFields()
    await app.idle()  // the work those commits started, such as writing a form's draft
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
    case .keys(let keys): started = handleBurst(keys)
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

  /// Handles keys that arrived in one read. While text is being typed, a run of characters
  /// goes to the field as one paste, so a burst costs the length of its text, not its square.
  private func handleBurst(_ keys: [Key]) -> Task<Void, Never>? {
    var started: Task<Void, Never>?
    var index = keys.startIndex
    while index < keys.endIndex, exitStatus == nil {
      let run = isTypingText ? keys[index...].prefix(while: \.isCharacter) : []
      if run.count > 1 {
        started = handle(.paste(String(run.compactMap(\.character)))) ?? started
        index += run.count
      } else {
        started = handle(keys[index]) ?? started
        index += 1
      }
    }
    return started
  }

  /// Waits until every intent and every load started so far has finished, and the work the
  /// app owns too, but for work that was cancelled (it can no longer change the screen).
  func settle() async {
    repeat {
      while let task = tasks.values.first { await task.value }
      await app.idle()
    } while !tasks.isEmpty
  }

  /// Runs `command` through the shared runner as a task, so that the next key is handled
  /// while it waits; its feedback shows when it is done.
  @discardableResult
  func perform(_ command: Command) -> Task<Void, Never> {
    perform(.success(command))
  }

  /// Runs a line of the `:` command line, as a command is run.
  @discardableResult
  func perform(_ parsed: Result<Command, CommandError>) -> Task<Void, Never> {
    status = nil
    return track { host in
      host.finish(await host.runner.run(parsed, canAskForCredentials: true))
    }
  }

  /// Runs `commands` one after the other in one task, as a form sends its fields and then
  /// saves; the first that has something to say ends the run.
  @discardableResult
  func perform(_ commands: [Command]) -> Task<Void, Never>? {
    guard commands.count > 1 else { return commands.first.map { perform($0) } }
    status = nil
    return track { host in
      for command in commands {
        let outcome = await host.runner.run(command, canAskForCredentials: true)
        if outcome != .done([]) || command == commands.last { return host.finish(outcome) }
      }
    }
  }

  func end(status: Int32) {
    if exitStatus == nil { exitStatus = status }
    requestRedraw()
  }

  /// Asks the loop for a frame, unless one is already asked for.
  func requestRedraw() {
    guard !redrawIsPending, let loop else { return }
    redrawIsPending = true
    loop.yield(.redraw)
  }

  /// Hands every field's edited value to its view model, as leaving the field does, so that
  /// what was typed is kept on every way out: `q`, Ctrl-C, a signal, the end of input.
  func commitEditedFields() async {
    for layer in layers() {
      let layout = arrange(layer, geometry).layout
      let state = state(of: layer.view)
      for field in layout.fields {
        guard let commit = field.commit, let edited = state.fields[field.name]?.value,
          edited != field.value
        else { continue }
        _ = await runner.run(commit(edited))
      }
    }
  }

  /// Shows `feedback`: one short line on the status line, anything longer in an overlay.
  func show(_ feedback: [CommandFeedback]) {
    guard let first = feedback.first else { return }
    if feedback.count == 1, DisplayWidth.of(first.text) + 3 <= size.columns {
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
  func track(_ work: @escaping @MainActor (FullScreenHost) async -> Void) -> Task<
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
}
