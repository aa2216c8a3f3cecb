import Navigation
import Testing

private enum Pages: DeepLinkMap {
  typealias Root = String
  typealias Element = String
  typealias Presentation = Never
  typealias Tab = Never
  typealias Modal = Never

  static func tab(of root: String) -> Never? { nil }
  static func initialRoot(of tab: Never) -> String {}

  static func navigationState(for link: DeepLink) throws(DeepLinkError) -> NavigationState<Pages> {
    guard link.destination == "home" else { throw .unknownDestination(link.destination) }
    return NavigationState(root: "home", stack: link.path)
  }

  static func deepLink(for state: NavigationState<Pages>) -> DeepLink {
    DeepLink(destination: state.root, path: state.stack)
  }
}

struct NavigationStateURLTests {
  @Test func aStateAndItsCanonicalURLConvertBothWays() throws {
    let state = NavigationState<Pages>(root: "home", stack: ["a b", "c"])
    #expect(state.canonicalURL == "cookbook://home/a%20b/c")
    #expect(try NavigationState<Pages>(url: state.canonicalURL) == state)
  }

  @Test func parsingErrorsAndRouteErrorsBothSurface() {
    #expect(throws: DeepLinkError.missingScheme) { try NavigationState<Pages>(url: "home") }
    #expect(throws: DeepLinkError.unknownDestination("away")) {
      try NavigationState<Pages>(url: "cookbook://away")
    }
  }
}
