import AdwaitaKit
import Foundation

// Probes run GTK on this process's real main thread with the main queue joined to GLib's loop,
// exactly as cookbook-desktop does; the tests run them and read what they print. A synchronous
// main keeps the main queue bound to this thread (see MainQueueSource).
guard MainQueueSource.attach() else {
  print("the main queue has no handle")
  exit(2)
}
let application = Application(id: "dev.cookbook.DesktopProbe.p\(getpid())")
application.hold()
let probe = CommandLine.arguments.dropFirst().first ?? ""
application.onActivate {
  switch probe {
  case "click-during-await": ClickDuringAwaitProbe.run(in: application)
  case "window-lifetime": WindowLifetimeProbe.run(in: application)
  case "leaflet-back": LeafletBackProbe.run(in: application)
  case "modal-over-sheet": ModalOverSheetProbe.run(in: application)
  case "first-frame": FramesProbe.minimalWindow(in: application)
  case "click-to-frame": FramesProbe.clickToFrame(in: application)
  default:
    print("unknown probe '\(probe)'")
    application.quit()
  }
}
exit(application.run(programName: "desktop-probes", arguments: []))
