import Coordinators
import Foundation
import Links
import Navigation
import TestSupport
import Testing

/// One canonical URL per state, by the URI standard: every generated state prints a URL that
/// RFC 3986's grammar accepts and that opens the same state; a search is one value whatever
/// its Unicode normalisation; and a search is bounded by what its link can carry.
@MainActor
struct CanonicalURLGrammarTests {
  private static let seed: UInt64 = 0x3986

  @Test func everyCanonicalURLIsAnRFC3986URIThatOpensItsState() throws {
    var generator = StateGenerator(random: SeededGenerator(seed: Self.seed), recipeIDs: nil)
    for index in 0..<3000 {
      let state = Self.normalised(generator.state())
      let url = state.canonicalURL
      #expect(RFC3986.isURI(url), "state \(index): \(url)")
      #expect(try AppState(url: url) == state, "state \(index): \(url)")
    }
  }

  @Test func aSearchIsOneStateWhateverItsNormalisation() throws {
    let composed = try AppState(url: "cookbook://recipes?q=cr%C3%A8me")
    let decomposed = try AppState(url: "cookbook://recipes?q=cre%CC%80me")
    #expect(composed == decomposed)
    #expect(decomposed.canonicalURL == "cookbook://recipes?q=cr%C3%A8me")
  }

  @Test func dotSegmentsAndEmptyPortsHaveOneAnswer() throws {
    #expect(
      try AppState(url: "cookbook://recipes/./tiramisu")
        == .recipes([.recipeDetail(id: "tiramisu")]))
    #expect(
      try AppState(url: "cookbook://recipes/x/../tiramisu")
        == .recipes([.recipeDetail(id: "tiramisu")]))
    #expect(
      try AppState(url: "cookbook://recipes/%2E/tiramisu")
        == .recipes([.recipeDetail(id: "tiramisu")]))
    #expect(throws: DeepLinkError.self) { try AppState(url: "cookbook://recipes:/tiramisu") }
  }

  /// A cluster of `a` and 30 enclosing marks: one character, 181 bytes in a link.
  private static let heavy = "a" + String(repeating: "\u{489}", count: 30)

  @Test func aLinkLeavesRoomForTheGlobalSlotSoAnExpiryKeepsItOpenable() throws {
    let tooLong = AppState.recipes(query: String(repeating: Self.heavy, count: 50))
    #expect(throws: DeepLinkError.self) { try AppState(url: tooLong.canonicalURL) }
    let fits = AppState.recipes(query: String(repeating: Self.heavy, count: 44))
    #expect(try AppState(url: fits.canonicalURL) == fits)
    var expired = fits
    expired.modal = .signIn
    #expect(try AppState(url: expired.canonicalURL) == expired)
  }

  private static func normalised(_ state: AppState) -> AppState {
    var normalised = state
    normalised.search = state.search.precomposedStringWithCanonicalMapping
    return normalised
  }
}

/// RFC 3986's URI grammar, for the parts a canonical link uses: a scheme, `//`, a host made
/// of reg-name characters, a path of segments, and a query, each character unreserved,
/// percent-encoded, or a delimiter the grammar allows there.
enum RFC3986 {
  static func isURI(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      isAlpha(bytes[0]),
      bytes[1..<colon].allSatisfy({ isAlpha($0) || isDigit($0) || "+-.".utf8.contains($0) }),
      bytes[(colon + 1)...].starts(with: "//".utf8)
    else { return false }
    let rest = bytes[(colon + 3)...]
    let queryStart = rest.firstIndex(of: UInt8(ascii: "?")) ?? rest.endIndex
    let hierarchy = rest[..<queryStart]
    let hostEnd = hierarchy.firstIndex(of: UInt8(ascii: "/")) ?? hierarchy.endIndex
    guard valid(hierarchy[..<hostEnd], extra: "!$&'()*+,;="),
      valid(hierarchy[hostEnd...], extra: "!$&'()*+,;=:@/")
    else { return false }
    guard queryStart < rest.endIndex else { return true }
    return valid(rest[(queryStart + 1)...], extra: "!$&'()*+,;=:@/?")
  }

  private static func valid(_ part: ArraySlice<UInt8>, extra: String) -> Bool {
    var index = part.startIndex
    while index < part.endIndex {
      let byte = part[index]
      if byte == UInt8(ascii: "%") {
        guard part.indices.contains(index + 2), isHex(part[index + 1]), isHex(part[index + 2])
        else { return false }
        index += 3
        continue
      }
      guard isUnreserved(byte) || extra.utf8.contains(byte) else { return false }
      index += 1
    }
    return true
  }

  private static func isAlpha(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    isAlpha(byte) || isDigit(byte) || "-._~".utf8.contains(byte)
  }
}
