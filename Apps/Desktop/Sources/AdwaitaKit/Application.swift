import CAdwaita

/// The app as GApplication sees it: one instance per session bus. A second launch hands its
/// wish to be shown (`activate`) to the instance that runs, or, for an app that takes command
/// lines, its whole command line, which that instance answers with an exit status.
@MainActor
public final class Application: Object {
  /// Creates the application `id`; one that `takesCommandLines` hears each launch's arguments
  /// in the instance that runs (``onCommandLine(_:)``) in place of `activate`.
  public init(id: String, takesCommandLines: Bool = false) {
    let flags = takesCommandLines ? G_APPLICATION_HANDLES_COMMAND_LINE : G_APPLICATION_DEFAULT_FLAGS
    super.init(adopting: adw_application_new(id, flags))
  }

  /// Keeps the main loop running with no window open, until ``quit()``.
  public func hold() {
    g_application_hold(pointer())
  }

  /// Ends the main loop, whatever windows are open.
  public func quit() {
    g_application_quit(pointer())
  }

  /// Calls `action` once in the instance that runs the app, before its first command line.
  public func onStartup(_ action: @escaping @MainActor () -> Void) {
    on("startup", action)
  }

  /// Calls `action` when the app is launched, or launched again, to be shown.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    on("activate", action)
  }

  /// Calls `answer`, in the instance that runs, with the command line of its own launch and
  /// of each later one; its result is that launch's exit status, and what it writes with
  /// ``Launch/printError(_:)`` goes to that launch's standard error.
  public func onCommandLine(_ answer: @escaping @MainActor (Launch) -> Int32) {
    onCommandLine(handler: { line in answer(Launch(line)) })
  }

  /// Runs the main loop until the last window closes, or hands `arguments` to the instance
  /// that runs; the process's own options were read before, so GApplication parses none.
  /// - Returns: GApplication's exit status, or the running instance's answer.
  public func run(programName: String, arguments: [String]) -> Int32 {
    var cStrings = ([programName] + arguments).map { strdup($0) }
    defer { for string in cStrings { free(string) } }
    return cStrings.withUnsafeMutableBufferPointer { buffer in
      g_application_run(pointer(), Int32(buffer.count), buffer.baseAddress)
    }
  }

  /// One launch's command line, as the running instance hears it, while it is answered.
  @MainActor
  public struct Launch {
    private let line: UnsafeMutablePointer<GApplicationCommandLine>

    fileprivate init(_ line: UnsafeMutablePointer<GApplicationCommandLine>) {
      self.line = line
    }

    /// The arguments after the program's name.
    public var arguments: [String] {
      var count: gint = 0
      guard let strings = g_application_command_line_get_arguments(line, &count) else { return [] }
      defer { g_strfreev(strings) }
      return (0..<Int(count)).dropFirst().compactMap { strings[$0].map { String(cString: $0) } }
    }

    /// Whether the launch is another process's, not the running instance's own.
    public var isRemote: Bool { g_application_command_line_get_is_remote(line) != 0 }

    /// Writes `text` and a newline to the launch's standard error.
    public func printError(_ text: String) {
      cookbook_command_line_printerr(line, text + "\n")
    }
  }
}
