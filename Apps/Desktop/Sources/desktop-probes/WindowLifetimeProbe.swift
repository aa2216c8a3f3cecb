import AdwaitaKit
import CAdwaita
import Coordinators
import DesktopUI
import Foundation
import Navigation

/// Builds the real window over a signed-in app (four tabs, the recipe list filled in); opens
/// a recipe, its author and the author's other recipe, follows the widgets of those three
/// pages and their view models, and lets the platform take the leaflet back to the list;
/// then follows every widget of the window, closes it and lets go of the Swift side. Prints
/// what was finalized and released at each end.
@MainActor
enum WindowLifetimeProbe {
  static let link = "cookbook://recipes/spaghetti-carbonara/@giulia-romano/cacio-e-pepe"

  static func run(in application: Application) {
    Task {
      await popPagesThenCloseTheWindow(in: application)
      application.quit()
    }
  }

  private final class Sentinel {}

  private static func popPagesThenCloseTheWindow(in application: Application) async {
    var probe: ProbeApp? = try! await ProbeApp.launch(in: application, at: "cookbook://recipes")
    let pages = Finalizations()
    let window = Finalizations()
    var rows = 0
    await ProbeApp.wait {
      rows = Widgets.under(probe!.window.applicationWindow.address).filter(Widgets.isListRow).count
      return rows > 0
    }
    let before = Set(Widgets.under(probe!.window.applicationWindow.address))
    await probe!.binding.open(link)
    await ProbeApp.wait { probe!.recipesLeaflet.pages == 4 && probe!.binding.canonicalURL == link }
    let recipes = probe!.recipesLeaflet.leaflet
    await ProbeApp.wait { !LeafletPages.isTransitionRunning(recipes) }
    let pushed = Widgets.under(probe!.window.applicationWindow.address).filter {
      !before.contains($0)
    }
    pages.follow(pushed)
    let viewModels = (probe!.router.stack(of: .recipes)?.pathIDs ?? []).map {
      Weak(probe!.router.screen(of: $0))
    }
    LeafletPages.show(LeafletPages.all(of: recipes)[0], in: recipes)
    await ProbeApp.wait { pages.finalized == pages.followed }
    await ProbeApp.wait { viewModels.allSatisfy { $0.object == nil } }
    print("pushed pages' widgets followed: \(pages.followed)")
    print("popped pages' widgets finalized: \(pages.finalized)")
    print("popped pages' widgets alive: \(pages.aliveTypes)")
    print("popped view models released: \(viewModels.allSatisfy { $0.object == nil })")
    print("location after the pop: \(probe!.binding.canonicalURL)")

    var sentinel: Sentinel? = Sentinel()
    let capture = Weak(sentinel!)
    probe!.window.applicationWindow.onChange(of: "title") { [sentinel] in _ = sentinel }
    sentinel = nil
    window.follow(Widgets.under(probe!.window.applicationWindow.address))
    let weakWindow = Weak(probe!.window)
    let weakBinding = Weak(probe!.binding)
    probe!.window.applicationWindow.destroy()
    probe = nil
    await ProbeApp.wait { window.finalized == window.followed }
    print("widgets followed: \(window.followed)")
    print("widgets finalized: \(window.finalized)")
    print("still alive: \(window.aliveTypes)")
    print("rows shown: \(rows)")
    print("Swift window released: \(weakWindow.object == nil)")
    print("binding released: \(weakBinding.object == nil)")
    print("handler capture released: \(capture.object == nil)")
  }
}
