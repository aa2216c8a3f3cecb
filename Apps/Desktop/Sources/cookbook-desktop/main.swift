import AdwaitaKit
import Composition
import Foundation

// A synchronous main: an `async` one would hand the main queue to `dispatch_main`, and the
// main actor could no longer run inside GLib's loop (see MainQueueSource).
signal(SIGPIPE, SIG_IGN)
do {
  let options = try DesktopOptions.parse(try ArgumentReader.processArguments())
  if options.showHelp {
    print(DesktopOptions.usage)
    exit(0)
  }
  let stateDirectory = try options.shared.stateDirectoryURL()
  guard MainQueueSource.attach() else {
    StandardError.write("cookbook-desktop: the main queue cannot be joined to GLib's loop.")
    exit(1)
  }
  exit(DesktopApp(options: options, stateDirectory: stateDirectory).run())
} catch {
  StandardError.write("cookbook-desktop: \(error.message)")
  StandardError.write("Try 'cookbook-desktop --help' for the options.")
  exit(64)
}
