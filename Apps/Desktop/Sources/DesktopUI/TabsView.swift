import AdwaitaKit
import Coordinators

/// The signed-in context: one page per tab in a view stack, switched by a bar at the bottom.
/// Each page is a leaflet that holds the tab's own stack while another tab shows.
@MainActor
final class TabsView {
  let root = Box(.vertical)
  private let stack = ViewStack()
  private let pages: [AnyObject]

  /// Creates the tabs, each with `rootPage(tab)` at the bottom of its leaflet: a page object and
  /// its widget.
  init(rootPage: (AppTab) -> (page: AnyObject, widget: Widget)) {
    stack.expand()
    var pages: [AnyObject] = []
    for tab in AppTab.allCases {
      let leaflet = Leaflet()
      let (page, widget) = rootPage(tab)
      leaflet.append(widget)
      pages.append(page)
      stack.addPage(leaflet, name: tab.rawValue, title: tab.title, iconName: tab.iconName)
    }
    self.pages = pages
    root.append(stack)
    root.append(ViewSwitcherBar(switching: stack))
  }

  /// The tab on screen, as the stack shows it.
  var selectedTab: AppTab? {
    get { stack.visiblePage.flatMap(AppTab.init(rawValue:)) }
    set { if let newValue, newValue != selectedTab { stack.visiblePage = newValue.rawValue } }
  }

  /// Calls `action` with the tab a person (or ``selectedTab``) brought on screen.
  func onTabShown(_ action: @escaping @MainActor (AppTab) -> Void) {
    stack.onVisiblePageChanged { [weak self] in
      if let tab = self?.selectedTab { action(tab) }
    }
  }
}

extension AppTab {
  /// The tab's name on its toggle button.
  var title: String {
    switch self {
    case .recipes: "Recipes"
    case .favorites: "Favourites"
    case .pantry: "Pantry"
    case .profile: "Profile"
    }
  }

  fileprivate var iconName: String {
    switch self {
    case .recipes: "view-list-symbolic"
    case .favorites: "starred-symbolic"
    case .pantry: "view-grid-symbolic"
    case .profile: "avatar-default-symbolic"
    }
  }
}
