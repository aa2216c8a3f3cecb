import AdwaitaKit

/// Opens the pantry's item form through the saved location, with a session that runs out two
/// seconds later; prints where the sign-in modal opened, once it has, and what is presented
/// under it.
@MainActor
enum ModalOverSheetProbe {
  static func run(in application: Application) {
    Task {
      await expireOverTheForm(in: application)
      application.quit()
    }
  }

  private static func expireOverTheForm(in application: Application) async {
    let probe = try! await ProbeApp.launch(
      in: application, at: "cookbook://pantry?sheet=add", sessionLasts: 2)
    await ProbeApp.wait { Toplevels.titled.contains { $0.title == "New pantry item" } }
    await ProbeApp.wait(seconds: 8) {
      Toplevels.titled.contains { $0.title == "Sign in again" }
    }
    let modal = Toplevels.titled.first { $0.title == "Sign in again" }
    print("location: \(probe.binding.canonicalURL)")
    print("sign-in over: \(modal.map { $0.over ?? "nothing" } ?? "no sign-in")")
    print("form shown: \(Toplevels.titled.contains { $0.title == "New pantry item" })")
    probe.window.applicationWindow.destroy()
  }
}
