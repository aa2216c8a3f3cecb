import AdwaitaKit
import Coordinators

/// The signed-in context: one leaflet per tab in a view stack, switched by a bar at the bottom.
/// Each tab's leaflet is bound to that tab's stack of the Router, and keeps it while another
/// tab shows.
@MainActor
final class TabsView {
  let root = Box(.vertical)
  private let switcher = ViewStack()
  private let stacks: [AppTab: StackView]

  /// Creates the tabs of `home`, each bound to its stack of `router`.
  init(home: HomeCoordinator, router: AppRouter, pages: Pages) {
    switcher.expand()
    var stacks: [AppTab: StackView] = [:]
    for tab in AppTab.allCases {
      let flow = home.flow(of: tab)
      let view = StackView(
        stack: flow.tabStack, root: pages.rootPage(of: flow.rootScreen), pages: pages)
      switcher.addPage(view.leaflet, name: tab.rawValue, title: tab.title, iconName: tab.iconName)
      stacks[tab] = view
    }
    self.stacks = stacks
    root.append(switcher)
    root.append(ViewSwitcherBar(switching: switcher))
  }

  /// The tab on screen, as the view stack shows it; setting it shows that tab's leaflet.
  var selectedTab: AppTab? {
    get { switcher.visiblePage.flatMap(AppTab.init(rawValue:)) }
    set {
      if let newValue, newValue != selectedTab { switcher.visiblePage = newValue.rawValue }
      for (tab, view) in stacks { view.isShown = tab == newValue }
    }
  }

  /// The leaflet of the tab on screen.
  var shownStack: StackView? { selectedTab.flatMap { stacks[$0] } }

  /// Calls `action` with the tab a person (or ``selectedTab``) brought on screen.
  func onTabShown(_ action: @escaping @MainActor (AppTab) -> Void) {
    switcher.onVisiblePageChanged { [weak self] in
      if let tab = self?.selectedTab { action(tab) }
    }
  }
}

extension AppTab {
  fileprivate var iconName: String {
    switch self {
    case .recipes: "view-list-symbolic"
    case .favorites: "starred-symbolic"
    case .pantry: "view-grid-symbolic"
    case .profile: "avatar-default-symbolic"
    }
  }
}
