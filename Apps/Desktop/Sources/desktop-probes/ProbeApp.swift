import AdwaitaKit
import CAdwaita
import Coordinators
import DesktopUI
import Foundation
import Navigation
import Services
import ServicesLive

/// The real window over a signed-in app on in-memory stores, as the probes use it: the
/// catalogue is the bundled one, and the saved location is where the window opens.
@MainActor
struct ProbeApp {
  let window: MainWindow
  let binding: RouterBinding
  let app: AppCoordinator
  let router: AppRouter

  static func launch(
    in application: Application, at location: String, sessionLasts seconds: TimeInterval = 600
  ) async throws -> ProbeApp {
    let clock = SystemWallClock()
    let sessions = InMemorySessionStore()
    let session = Session(
      user: User(name: "demo"), expiresAt: clock.now().addingTimeInterval(seconds))
    try await sessions.save(SavedSession(session: session, location: location))
    let services = AppServices(
      auth: try DemoAccountAuthService(clock: clock, sessionLifetime: 600),
      passwordResets: InMemoryPasswordResetService(), catalog: try BundledRecipeCatalog(),
      favorites: InMemoryFavoritesStore(), deletions: InMemoryDeletedRecipesStore(),
      exporter: FileDocumentExporter(), sessions: sessions, clock: clock,
      pantry: InMemoryPantryStore(), settings: InMemorySettingsStore())
    let router = AppRouter()
    let app = AppCoordinator(router: router, services: services)
    let window = MainWindow(application: application)
    let binding = RouterBinding(app: app, router: router, window: window)
    window.present()
    await binding.launch()
    return ProbeApp(window: window, binding: binding, app: app, router: router)
  }

  /// Waits up to `seconds` for `condition`, letting the main loop run meanwhile.
  @discardableResult
  static func wait(seconds: Int = 3, until condition: () -> Bool) async -> Bool {
    for _ in 0..<(seconds * 100) {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  /// The Recipes tab's leaflet, which the view stack names `recipes`, and how many pages it
  /// holds.
  var recipesLeaflet: (leaflet: UnsafeMutableRawPointer, pages: Int) {
    let stack = Widgets.under(window.applicationWindow.address).first {
      Widgets.typeName(of: $0) == "AdwViewStack"
    }!
    let leaflet = UnsafeMutableRawPointer(
      adw_view_stack_get_child_by_name(OpaquePointer(stack), "recipes")!)
    return (leaflet, LeafletPages.all(of: leaflet).count)
  }
}

/// A leaflet's pages in its own order, bottom first, as the platform would go back to them.
@MainActor
enum LeafletPages {
  static func all(of leaflet: UnsafeMutableRawPointer) -> [UnsafeMutablePointer<GtkWidget>] {
    guard let list = adw_leaflet_get_pages(OpaquePointer(leaflet)) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    return (0..<g_list_model_get_n_items(list)).compactMap { index in
      guard let page = g_list_model_get_item(list, index) else { return nil }
      defer { g_object_unref(page) }
      return adw_leaflet_page_get_child(OpaquePointer(page))
    }
  }

  /// Whether the leaflet has been laid out in its window, after which it moves with
  /// transitions.
  static func isLaidOut(_ leaflet: UnsafeMutableRawPointer) -> Bool {
    adw_leaflet_get_folded(OpaquePointer(leaflet)) != 0
  }

  static func isTransitionRunning(_ leaflet: UnsafeMutableRawPointer) -> Bool {
    adw_leaflet_get_child_transition_running(OpaquePointer(leaflet)) != 0
  }

  /// Shows `page` as the platform's own navigation does, with a transition.
  static func show(_ page: UnsafeMutablePointer<GtkWidget>, in leaflet: UnsafeMutableRawPointer) {
    adw_leaflet_set_visible_child(OpaquePointer(leaflet), page)
  }
}

/// The windows GTK shows, by title.
@MainActor
enum Toplevels {
  /// The title of each window, with the title of the window it is transient for, if any.
  static var titled: [(title: String, over: String?)] {
    let list = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(list)).compactMap { index -> (String, String?)? in
      guard let item = g_list_model_get_item(list, index) else { return nil }
      defer { g_object_unref(item) }
      let window = item.assumingMemoryBound(to: GtkWindow.self)
      return (title(of: window) ?? "", gtk_window_get_transient_for(window).flatMap(title))
    }
  }

  private static func title(of window: UnsafeMutablePointer<GtkWindow>) -> String? {
    gtk_window_get_title(window).map { String(cString: $0) }
  }
}

/// GTK's widget tree, as the probes walk it.
@MainActor
enum Widgets {
  /// Every widget under `root`, `root` first, less GTK's tooltip windows, which the display
  /// keeps for every window it shows.
  static func under(_ root: UnsafeMutableRawPointer) -> [UnsafeMutableRawPointer] {
    guard typeName(of: root) != "GtkTooltipWindow" else { return [] }
    return [root] + children(of: root).flatMap(under)
  }

  static func children(of widget: UnsafeMutableRawPointer) -> [UnsafeMutableRawPointer] {
    var found: [UnsafeMutableRawPointer] = []
    var child = gtk_widget_get_first_child(widget.assumingMemoryBound(to: GtkWidget.self))
    while let next = child {
      found.append(UnsafeMutableRawPointer(next))
      child = gtk_widget_get_next_sibling(next)
    }
    return found
  }

  static func typeName(of widget: UnsafeMutableRawPointer) -> String {
    String(cString: g_type_name_from_instance(widget.assumingMemoryBound(to: GTypeInstance.self)))
  }

  static func isListRow(_ widget: UnsafeMutableRawPointer) -> Bool {
    let instance = widget.assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, gtk_list_box_row_get_type()) != 0
  }
}

/// Counts the finalization of the widgets it follows, through GObject weak references.
@MainActor
final class Finalizations {
  private(set) var followed = 0
  private(set) var alive: Set<UnsafeMutableRawPointer> = []

  func follow(_ widgets: [UnsafeMutableRawPointer]) {
    for widget in widgets where !alive.contains(widget) {
      followed += 1
      alive.insert(widget)
      let box = Unmanaged.passRetained(Entry(self, widget)).toOpaque()
      g_object_weak_ref(widget.assumingMemoryBound(to: GObject.self), countFinalized, box)
    }
  }

  var finalized: Int { followed - alive.count }

  var aliveTypes: String { alive.map(Widgets.typeName).sorted().joined(separator: ", ") }

  fileprivate func finalized(_ widget: UnsafeMutableRawPointer) {
    alive.remove(widget)
  }

  fileprivate final class Entry {
    weak var owner: Finalizations?
    let widget: UnsafeMutableRawPointer
    init(_ owner: Finalizations, _ widget: UnsafeMutableRawPointer) {
      self.owner = owner
      self.widget = widget
    }
  }
}

private func countFinalized(_ box: UnsafeMutableRawPointer?, _: UnsafeMutablePointer<GObject>?) {
  nonisolated(unsafe) let box = box
  MainActor.assumeIsolated {
    let entry = Unmanaged<Finalizations.Entry>.fromOpaque(box!).takeRetainedValue()
    entry.owner?.finalized(entry.widget)
  }
}

/// A weak reference, for checking that something was released.
final class Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject?) { self.object = object }
}
