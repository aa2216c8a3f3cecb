import AdwaitaKit
import CAdwaita
import Coordinators
import DesktopUI
import Foundation
import Navigation
import Services
import ServicesLive

/// Builds the real window over a signed-in app (four tabs, the recipe list filled in), follows
/// every widget in it with a GObject weak reference, closes it, lets go of the Swift side, and
/// prints how many widgets were finalized, and whether the Swift objects and a handler's
/// captured object are gone.
@MainActor
enum WindowLifetimeProbe {
  static var finalized = 0
  static var alive: Set<UnsafeMutableRawPointer> = []

  static func run(in application: Application) {
    Task {
      let report = await buildFollowAndClose(in: application)
      for _ in 0..<200 where finalized < report.widgets {
        try? await Task.sleep(for: .milliseconds(10))
      }
      print("widgets followed: \(report.widgets)")
      print("widgets finalized: \(finalized)")
      print("still alive: \(alive.map(typeName).sorted().joined(separator: ", "))")
      print("rows shown: \(report.rows)")
      print("Swift window released: \(report.window.object == nil)")
      print("binding released: \(report.binding.object == nil)")
      print("handler capture released: \(report.capture.object == nil)")
      application.quit()
    }
  }

  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private final class Sentinel {}

  private static func buildFollowAndClose(
    in application: Application
  ) async -> (widgets: Int, rows: Int, window: Weak, binding: Weak, capture: Weak) {
    var window: MainWindow? = MainWindow(application: application)
    var binding: RouterBinding? = try! await signedInBinding(window: window!)
    window!.present()
    var rows = 0
    for _ in 0..<300 {
      rows = widgets(under: window!.applicationWindow.address).filter(isListRow).count
      if rows > 0, binding!.canonicalURL == "cookbook://recipes" { break }
      try? await Task.sleep(for: .milliseconds(10))
    }
    var sentinel: Sentinel? = Sentinel()
    let capture = Weak(sentinel!)
    window!.applicationWindow.onChange(of: "title") { [sentinel] in _ = sentinel }
    sentinel = nil
    let all = widgets(under: window!.applicationWindow.address)
    for widget in all {
      alive.insert(widget)
      g_object_weak_ref(widget.assumingMemoryBound(to: GObject.self), countFinalized, widget)
    }
    let weakWindow = Weak(window!)
    let weakBinding = Weak(binding!)
    window!.applicationWindow.destroy()
    window = nil
    binding = nil
    return (all.count, rows, weakWindow, weakBinding, capture)
  }

  private static func signedInBinding(window: MainWindow) async throws -> RouterBinding {
    let clock = SystemWallClock()
    let sessions = InMemorySessionStore()
    let session = Session(user: User(name: "demo"), expiresAt: clock.now().addingTimeInterval(600))
    try await sessions.save(SavedSession(session: session, location: "cookbook://recipes"))
    let services = AppServices(
      auth: try DemoAccountAuthService(clock: clock, sessionLifetime: 600),
      passwordResets: InMemoryPasswordResetService(), catalog: try BundledRecipeCatalog(),
      favorites: InMemoryFavoritesStore(), deletions: InMemoryDeletedRecipesStore(),
      exporter: FileDocumentExporter(), sessions: sessions, clock: clock,
      pantry: InMemoryPantryStore(), settings: InMemorySettingsStore())
    let router = AppRouter()
    let app = AppCoordinator(router: router, services: services)
    let binding = RouterBinding(app: app, router: router, window: window)
    await binding.launch()
    return binding
  }

  /// Every widget of the window, less GTK's tooltip window, which the display keeps for every
  /// window it shows.
  private static func widgets(under root: UnsafeMutableRawPointer) -> [UnsafeMutableRawPointer] {
    guard typeName(of: root) != "GtkTooltipWindow" else { return [] }
    var found = [root]
    var child = gtk_widget_get_first_child(root.assumingMemoryBound(to: GtkWidget.self))
    while let widget = child {
      found += widgets(under: UnsafeMutableRawPointer(widget))
      child = gtk_widget_get_next_sibling(widget)
    }
    return found
  }

  private static func typeName(of widget: UnsafeMutableRawPointer) -> String {
    String(cString: g_type_name_from_instance(widget.assumingMemoryBound(to: GTypeInstance.self)))
  }

  private static func isListRow(_ widget: UnsafeMutableRawPointer) -> Bool {
    let instance = widget.assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, gtk_list_box_row_get_type()) != 0
  }
}

private func countFinalized(_ widget: UnsafeMutableRawPointer?, _: UnsafeMutablePointer<GObject>?) {
  nonisolated(unsafe) let widget = widget
  MainActor.assumeIsolated {
    WindowLifetimeProbe.finalized += 1
    WindowLifetimeProbe.alive.remove(widget!)
  }
}
