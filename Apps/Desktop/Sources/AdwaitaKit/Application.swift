import CAdwaita

/// The app as GApplication sees it: one instance per session bus, to which a second launch
/// hands its URLs (`open`) or its wish to be shown (`activate`), then exits.
@MainActor
public final class Application: Object {
  /// Creates the application `id`, which opens URLs.
  public init(id: String) {
    super.init(adopting: adw_application_new(id, G_APPLICATION_HANDLES_OPEN))
  }

  /// Keeps the main loop running with no window open, until ``quit()``.
  public func hold() {
    g_application_hold(pointer())
  }

  /// Ends the main loop, whatever windows are open.
  public func quit() {
    g_application_quit(pointer())
  }

  /// Calls `action` once in the instance that runs the app, before `activate` or `open`.
  public func onStartup(_ action: @escaping @MainActor () -> Void) {
    on("startup", action)
  }

  /// Calls `action` when the app is launched, or launched again, without a URL.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    on("activate", action)
  }

  /// Calls `action` with the URLs the app is launched, or launched again, with.
  public func onOpen(_ action: @escaping @MainActor ([String]) -> Void) {
    onOpen(handler: action)
  }

  /// Runs the main loop until the last window closes; the process's own options were read
  /// before, so GApplication sees only the program's name and the URLs.
  /// - Returns: GApplication's exit status.
  public func run(programName: String, urls: [String]) -> Int32 {
    let arguments = [programName] + urls
    var cStrings = arguments.map { strdup($0) }
    defer { for string in cStrings { free(string) } }
    return cStrings.withUnsafeMutableBufferPointer { buffer in
      g_application_run(pointer(), Int32(buffer.count), buffer.baseAddress)
    }
  }
}
