import Navigation
import Testing

private enum Page: DeepLinkRoute {
  case home
  case item(String)

  static func navigationState(for link: DeepLink) throws(DeepLinkError) -> NavigationState<Page> {
    guard link.destination == "home" else { throw .unknownDestination(link.destination) }
    return NavigationState(root: .home, stack: link.path.map(Page.item))
  }

  static func deepLink(for state: NavigationState<Page>) -> DeepLink {
    DeepLink(
      destination: "home",
      path: state.stack.compactMap { if case .item(let id) = $0 { id } else { nil } })
  }
}

struct NavigationStateURLTests {
  @Test func aStateAndItsCanonicalURLConvertBothWays() throws {
    let state = NavigationState<Page>(root: .home, stack: [.item("a b"), .item("c")])
    #expect(state.canonicalURL == "cookbook://home/a%20b/c")
    #expect(try NavigationState<Page>(url: state.canonicalURL) == state)
  }

  @Test func parsingErrorsAndRouteErrorsBothSurface() {
    #expect(throws: DeepLinkError.missingScheme) { try NavigationState<Page>(url: "home") }
    #expect(throws: DeepLinkError.unknownDestination("away")) {
      try NavigationState<Page>(url: "cookbook://away")
    }
  }
}
