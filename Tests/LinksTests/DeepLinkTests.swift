import Links
import Testing

@MainActor
struct DeepLinkTests {
  @Test(arguments: [
    ("cookbook://login", DeepLink(destination: "login")),
    ("COOKBOOK://Login", DeepLink(destination: "login")),
    ("cookbook://recipes/", DeepLink(destination: "recipes")),
    ("cookbook://recipes/a/b", DeepLink(destination: "recipes", path: ["a", "b"])),
    (
      "cookbook://recipes?q=green%20curry",
      DeepLink(destination: "recipes", query: [QueryItem(name: "q", value: "green curry")])
    ),
    (
      "cookbook://recipes?q=green+curry&x",
      DeepLink(
        destination: "recipes",
        query: [QueryItem(name: "q", value: "green curry"), QueryItem(name: "x", value: "")])
    ),
    ("cookbook://recipes/cr%C3%A8me", DeepLink(destination: "recipes", path: ["crème"])),
  ])
  func parsesWellFormedLinks(text: String, expected: DeepLink) throws {
    #expect(try DeepLink(parsing: text) == expected)
  }

  @Test(arguments: [
    ("", DeepLinkError.empty),
    ("recipes", .missingScheme),
    ("https://example.com", .unsupportedScheme("https")),
    ("cookbook://", .missingDestination),
    ("cookbook://recipes//a", .emptyPathSegment),
    ("cookbook://recipes/%zz", .badPercentEncoding("%zz")),
    ("cookbook://recipes/%C3", .badPercentEncoding("%C3")),
    ("cookbook://recipes/%0A", .controlCharacters),
    ("cookbook://recipes/a\u{1B}[2J", .controlCharacters),
    ("cookbook://recipes?q=%E2%80%AE", .controlCharacters),
    ("cookbook://recipes/a\u{2067}b", .controlCharacters),
    ("cookbook://recipes#top", .fragmentNotSupported),
    ("cookbook://recipes?=x", .malformedQuery("=x")),
    ("cookbook://recipes?q=a&&", .malformedQuery("q=a&&")),
    ("cookbook://" + String(repeating: "a", count: 8200), .tooLong(bytes: 8211)),
  ])
  func refusesMalformedLinksNamingTheProblem(text: String, expected: DeepLinkError) {
    #expect(throws: expected) { try DeepLink(parsing: text) }
  }

  @Test(arguments: [
    ("cookbook://recipes/./tiramisu", ["tiramisu"]),
    ("cookbook://recipes/x/../tiramisu", ["tiramisu"]),
    ("cookbook://recipes/%2E/tiramisu", ["tiramisu"]),
    ("cookbook://recipes/%2e/tiramisu", ["tiramisu"]),
    ("cookbook://recipes/x/%2E%2E/tiramisu", ["tiramisu"]),
    ("cookbook://recipes/x/.%2e/tiramisu", ["tiramisu"]),
    ("cookbook://recipes/x/%2E./tiramisu", ["tiramisu"]),
    ("cookbook://recipes/../tiramisu", ["tiramisu"]),
    ("cookbook://recipes/../../tiramisu/.", ["tiramisu"]),
    ("cookbook://recipes/a/b/c/./../../g", ["a", "g"]),
    ("cookbook://recipes/tiramisu/..", []),
    ("cookbook://recipes/tiramisu/../", []),
    ("cookbook://recipes/.../.hidden/a.b", ["...", ".hidden", "a.b"]),
    ("cookbook://recipes/%2E%2E%2E", ["..."]),
  ])
  func removesDotSegmentsAsRFC3986Does(text: String, path: [String]) throws {
    let link = try DeepLink(parsing: text)
    #expect(link.destination == "recipes")
    #expect(link.path == path)
    #expect(try DeepLink(parsing: link.url) == link)
  }

  @Test(arguments: [
    (
      "cookbook://recipes:/tiramisu",
      DeepLinkError.portNotSupported(destination: "recipes", port: "")
    ),
    ("cookbook://recipes:", .portNotSupported(destination: "recipes", port: "")),
    ("cookbook://recipes:8080/tiramisu", .portNotSupported(destination: "recipes", port: "8080")),
    ("cookbook://recipes:x?q=a", .portNotSupported(destination: "recipes", port: "x")),
  ])
  func refusesAnyPortNamingIt(text: String, expected: DeepLinkError) {
    #expect(throws: expected) { try DeepLink(parsing: text) }
  }

  @Test func thePortMessagesSayWhatToRemove() {
    #expect(
      DeepLinkError.portNotSupported(destination: "recipes", port: "").description
        == "The link has a ':' after 'recipes' but no port; links take no port, as in "
        + "cookbook://recipes.")
    #expect(
      DeepLinkError.portNotSupported(destination: "recipes", port: "8080").description
        == "Links take no port: remove ':8080' after 'recipes'.")
  }

  @Test func everyErrorHasAMessageForTheUser() {
    let errors: [DeepLinkError] = [
      .empty, .tooLong(bytes: 9000), .controlCharacters, .missingScheme, .unsupportedScheme("x"),
      .missingDestination, .unknownDestination("x"), .unknownPath("x"), .emptyPathSegment,
      .badPercentEncoding("%"), .fragmentNotSupported, .malformedQuery("="),
      .unknownQueryParameter("x"), .duplicateQueryParameter("q"),
      .unexpectedQuery(destination: "x"), .portNotSupported(destination: "x", port: ""),
      .portNotSupported(destination: "x", port: "1"),
    ]
    let messages = Set(errors.map(\.description))
    #expect(messages.count == errors.count)
    #expect(messages.allSatisfy { $0.hasSuffix(".") })
  }

  @Test func canonicalTextEncodesEverythingButUnreservedCharacters() throws {
    let link = DeepLink(
      destination: "recipes", path: ["crème brûlée", "a/b"],
      query: [QueryItem(name: "q", value: "50% & more")])
    #expect(
      link.url == "cookbook://recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e/a%2Fb?q=50%25%20%26%20more")
    #expect(try DeepLink(parsing: link.url) == link)
  }

  @Test func duplicateQueryParametersAreRefusedWhenRead() throws {
    let link = try DeepLink(parsing: "cookbook://recipes?q=a&q=b")
    #expect(throws: DeepLinkError.duplicateQueryParameter("q")) { try link.queryValue("q") }
  }
}
