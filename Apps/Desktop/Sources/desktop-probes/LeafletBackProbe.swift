import AdwaitaKit
import Coordinators
import Navigation

/// The Router follows the leaflet, and the leaflet the Router. Opens a recipe, its author and
/// the author's other recipe; moves the Recipes leaflet back to its root as the platform does
/// (a back menu's jump of three pages); then opens a link whose path shares nothing with the
/// stack, which the leaflet rebuilds. Prints the Router calls and the leaflet's pages after
/// each. Then, in a second window, a screen the core pushes while the leaflet goes back.
@MainActor
enum LeafletBackProbe {
  static func run(in application: Application) {
    Task {
      await goBackThreePagesThenRebuild(in: application)
      await pushWhileGoingBack(in: application)
      application.quit()
    }
  }

  private static func goBackThreePagesThenRebuild(in application: Application) async {
    let link = "cookbook://recipes/spaghetti-carbonara/@giulia-romano/cacio-e-pepe"
    let probe = try! await ProbeApp.launch(in: application, at: link)
    let recipes = probe.recipesLeaflet.leaflet
    await ProbeApp.wait {
      probe.recipesLeaflet.pages == 4 && !LeafletPages.isTransitionRunning(recipes)
    }
    var calls: [String] = []
    probe.router.ledger.listen { calls.append("\($0)") }
    print("pages before: \(probe.recipesLeaflet.pages)")

    LeafletPages.show(LeafletPages.all(of: recipes)[0], in: recipes)
    print("calls while the leaflet goes back: \(calls)")
    await ProbeApp.wait { !LeafletPages.isTransitionRunning(recipes) && !calls.isEmpty }
    await ProbeApp.wait { probe.recipesLeaflet.pages == 1 }
    print("calls after the transition: \(calls)")
    print("location: \(probe.binding.canonicalURL)")
    print("pages after going back: \(probe.recipesLeaflet.pages)")

    await probe.binding.open("cookbook://recipes/spaghetti-carbonara/@giulia-romano")
    await ProbeApp.wait {
      probe.recipesLeaflet.pages == 3 && !LeafletPages.isTransitionRunning(recipes)
    }
    print("pages after a link pushed two: \(probe.recipesLeaflet.pages)")
    await probe.binding.open("cookbook://recipes/tiramisu")
    await ProbeApp.wait {
      probe.binding.canonicalURL == "cookbook://recipes/tiramisu"
        && !LeafletPages.isTransitionRunning(recipes) && probe.recipesLeaflet.pages == 2
    }
    print("location after the link: \(probe.binding.canonicalURL)")
    print("pages after the link: \(probe.recipesLeaflet.pages)")
    probe.window.applicationWindow.destroy()
  }

  /// Goes back from an author to its recipe and, while the leaflet moves, pushes a recipe over
  /// the author, as a tap on the author's screen does: the platform removed only the author.
  private static func pushWhileGoingBack(in application: Application) async {
    let link = "cookbook://recipes/spaghetti-carbonara/@giulia-romano"
    let probe = try! await ProbeApp.launch(in: application, at: link)
    let recipes = probe.recipesLeaflet.leaflet
    await ProbeApp.wait {
      probe.recipesLeaflet.pages == 3 && LeafletPages.isLaidOut(recipes)
        && !LeafletPages.isTransitionRunning(recipes)
    }
    let stack = probe.router.stack(of: .recipes)!
    guard case .signedIn(let home) = probe.app.flow,
      let tab = home.flow(of: .recipes) as? TabCoordinator
    else { return print("no Recipes tab") }
    LeafletPages.show(LeafletPages.all(of: recipes)[1], in: recipes)
    await ProbeApp.wait { LeafletPages.isTransitionRunning(recipes) }
    print("moving when pushed: \(LeafletPages.isTransitionRunning(recipes))")
    tab.push(.recipeDetail(id: "cacio-e-pepe"), cause: .user)
    await ProbeApp.wait {
      !LeafletPages.isTransitionRunning(recipes) && stack.pathIDs.count != 3
    }
    await ProbeApp.wait { !LeafletPages.isTransitionRunning(recipes) }
    print("location after a push while going back: \(probe.binding.canonicalURL)")
    print("pages after a push while going back: \(probe.recipesLeaflet.pages)")
    probe.window.applicationWindow.destroy()
  }
}
