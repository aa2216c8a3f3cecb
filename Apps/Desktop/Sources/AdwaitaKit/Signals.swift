import CAdwaita

/// A signal handler's Swift closure, kept alive as the handler's data until GObject lets the
/// handler go (the object is finalized or the handler disconnected) and calls ``release``.
private final class HandlerBox<Handler> {
  let handler: Handler

  init(_ handler: Handler) {
    self.handler = handler
  }

  static func unbox(_ data: UnsafeMutableRawPointer?) -> Handler {
    Unmanaged<HandlerBox>.fromOpaque(data!).takeUnretainedValue().handler
  }
}

/// GObject's `GClosureNotify` for every boxed handler: drops the box's only strong reference.
private func releaseBox(_ data: UnsafeMutableRawPointer?, _: UnsafeMutablePointer<GClosure>?) {
  Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// The C side of a `void handler(instance, data)` signal.
private func plainTrampoline(_: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?) {
  let handler = HandlerBox<@MainActor () -> Void>.unbox(data)
  MainActor.assumeIsolated { handler() }
}

/// The C side of a `gboolean handler(instance, data)` signal.
private func decidingTrampoline(
  _: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?
) -> gboolean {
  let handler = HandlerBox<@MainActor () -> Bool>.unbox(data)
  return MainActor.assumeIsolated { handler() } ? 1 : 0
}

/// The C side of a `void handler(instance, argument, data)` signal.
private func argumentTrampoline(
  _: UnsafeMutableRawPointer?, _ argument: UnsafeMutableRawPointer?,
  _ data: UnsafeMutableRawPointer?
) {
  let handler = HandlerBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.unbox(data)
  nonisolated(unsafe) let argument = argument
  MainActor.assumeIsolated { handler(argument) }
}

/// The C side of a `void handler(instance, int, data)` signal.
private func integerTrampoline(
  _: UnsafeMutableRawPointer?, _ argument: gint, _ data: UnsafeMutableRawPointer?
) {
  let handler = HandlerBox<@MainActor (Int32) -> Void>.unbox(data)
  MainActor.assumeIsolated { handler(argument) }
}

/// What answers GApplication's `command-line`: the launch's exit status.
typealias CommandLineHandler = @MainActor (UnsafeMutablePointer<GApplicationCommandLine>) -> Int32

/// The C side of GApplication's `command-line`: `int handler(app, command_line, data)`.
private func commandLineTrampoline(
  _: UnsafeMutableRawPointer?, _ line: UnsafeMutablePointer<GApplicationCommandLine>?,
  _ data: UnsafeMutableRawPointer?
) -> gint {
  let handler = HandlerBox<CommandLineHandler>.unbox(data)
  nonisolated(unsafe) let line = line
  return MainActor.assumeIsolated { line.map(handler) ?? 1 }
}

extension Object {
  /// Connects `handler` to `signal`; its box is freed when GObject drops the handler.
  private func connect<Handler>(
    _ signal: String, _ trampoline: GCallback, _ handler: Handler, after: Bool = false
  ) {
    let data = Unmanaged.passRetained(HandlerBox(handler) as AnyObject).toOpaque()
    let flags = after ? G_CONNECT_AFTER : GConnectFlags(0)
    g_signal_connect_data(object, signal, trampoline, data, releaseBox, flags)
  }

  /// Calls `handler` each time `signal`, a signal without arguments, is emitted.
  public func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) {
    let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
      plainTrampoline
    connect(signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
  }

  /// Calls `handler` each time `signal`, which asks whether it was handled, is emitted; its
  /// answer is the signal's. With `after`, it runs after the class's own handler.
  public func onDeciding(
    _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Bool
  ) {
    let trampoline:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean =
        decidingTrampoline
    connect(signal, unsafeBitCast(trampoline, to: GCallback.self), handler, after: after)
  }

  /// Calls `handler` with the signal's one integer argument each time `signal` is emitted.
  func onInteger(_ signal: String, _ handler: @escaping @MainActor (Int32) -> Void) {
    let trampoline:
      @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void =
        integerTrampoline
    connect(signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
  }

  /// Calls `handler` each time the property `name` changes.
  public func onChange(of name: String, _ handler: @escaping @MainActor () -> Void) {
    onArgument("notify::\(name)") { _ in handler() }
  }

  /// Calls `handler` with the signal's one pointer argument each time `signal` is emitted.
  func onArgument(
    _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) {
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
      ) -> Void = argumentTrampoline
    connect(signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
  }

  /// Calls `handler` with GApplication's `command-line` signal's command line; its result is
  /// the signal's.
  func onCommandLine(handler: @escaping CommandLineHandler) {
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutablePointer<GApplicationCommandLine>?,
        UnsafeMutableRawPointer?
      ) -> gint =
        commandLineTrampoline
    connect("command-line", unsafeBitCast(trampoline, to: GCallback.self), handler)
  }
}
