import AdwaitaKit

/// Starts an intent on the main actor that awaits until a button is clicked; the click comes
/// from GLib's loop (a timeout activates the button) while the intent is suspended. Prints each
/// step as it happens; the intent can only resume if the click was handled meanwhile.
@MainActor
enum ClickDuringAwaitProbe {
  static func run(in application: Application) {
    let button = Button("Ping")
    let window = ApplicationWindow(application: application, title: "Probe", content: button)
    window.present()
    var waiting: CheckedContinuation<Void, Never>?
    button.onClicked {
      print("click handled, intent suspended: \(waiting != nil)")
      waiting?.resume()
      waiting = nil
    }
    Task {
      print("intent started")
      await withCheckedContinuation { continuation in
        waiting = continuation
        print("intent suspended")
        Timeout.after(milliseconds: 100) { button.activate() }
      }
      print("intent resumed")
      window.destroy()
      application.quit()
    }
  }
}
