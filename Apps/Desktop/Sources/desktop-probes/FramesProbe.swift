import AdwaitaKit
import CAdwaita

/// The platform's own costs, measured as the app measures itself: the first frame of a
/// window holding one label (the baseline for launch to first frame), and the time from a
/// click on a recipe to the first frame that shows its page on the leaflet.
@MainActor
enum FramesProbe {
  /// Prints `first frame: T` once the minimal window is drawn.
  static func minimalWindow(in application: Application) {
    let window = ApplicationWindow(application: application, title: "Probe", content: Label("Hi"))
    window.present()
    FrameClock.afterEachPaint(of: window) { time in
      print("first frame: \(time)")
      window.destroy()
      application.quit()
      return false
    }
  }

  /// Clicks a recipe row's button `rounds` times, going back to the list in between, and
  /// prints each time from the click to the first frame whose leaflet shows the recipe.
  static func clickToFrame(in application: Application, rounds: Int = 7) {
    Task {
      let probe = try! await ProbeApp.launch(in: application, at: "cookbook://recipes")
      let recipes = probe.recipesLeaflet.leaflet
      let root = LeafletPages.all(of: recipes)[0]
      let row = await firstRecipeButton(in: probe)
      var times: [Int] = []
      for _ in 0..<rounds {
        await ProbeApp.wait {
          LeafletPages.isLaidOut(recipes) && !LeafletPages.isTransitionRunning(recipes)
        }
        let clicked = FrameClock.now
        var shown: Int?
        FrameClock.afterEachPaint(of: probe.window.applicationWindow) { time in
          guard adw_leaflet_get_visible_child(OpaquePointer(recipes)) != root else { return true }
          shown = time
          return false
        }
        emitClicked(row)
        await ProbeApp.wait { shown != nil }
        times.append((shown ?? clicked) - clicked)
        await ProbeApp.wait { !LeafletPages.isTransitionRunning(recipes) }
        _ = probe.router.stack(of: .recipes)?.keep([])
        await ProbeApp.wait { probe.recipesLeaflet.pages == 1 }
      }
      print("click to frame (µs): \(times.map(String.init).joined(separator: " "))")
      probe.window.applicationWindow.destroy()
      application.quit()
    }
  }

  /// Emits the button's `clicked`, as a mouse button's release over it does; activating it
  /// would first show it pressed for a quarter of a second, as the keyboard does.
  private static func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
    var instance = GValue()
    g_value_init(&instance, gtk_button_get_type())
    g_value_set_object(&instance, UnsafeMutableRawPointer(button))
    g_signal_emitv(&instance, g_signal_lookup("clicked", gtk_button_get_type()), 0, nil)
    g_value_unset(&instance)
  }

  private static func firstRecipeButton(in probe: ProbeApp) async -> UnsafeMutablePointer<GtkWidget>
  {
    var button: UnsafeMutableRawPointer?
    await ProbeApp.wait {
      button = Widgets.under(probe.window.applicationWindow.address).first { widget in
        Widgets.typeName(of: widget) == "GtkButton"
          && gtk_widget_get_ancestor(
            widget.assumingMemoryBound(to: GtkWidget.self), gtk_list_box_row_get_type()) != nil
      }
      return button != nil
    }
    return button!.assumingMemoryBound(to: GtkWidget.self)
  }
}
