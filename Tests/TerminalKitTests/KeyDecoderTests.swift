import Testing

@testable import TerminalKit

@MainActor
struct KeyDecoderTests {
  private static func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes)
  }

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Bytes and the keys they decode to, typed here: inferred inside the `@Test` macro, this
  /// literal took the type checker 5.7 s of every first build.
  nonisolated static let keyCases: [(String, [Key])] = [
    ("a", [Key.character("a")]),
    ("Z~ ", [.character("Z"), .character("~"), .character(" ")]),
    ("é", [.character("é")]),
    ("中", [.character("中")]),
    ("😀", [.character("😀")]),
    ("\r", [.enter]),
    ("\n", [.enter]),
    ("\r\n", [.enter]),
    ("\r\r", [.enter, .enter]),
    ("\t", [.tab]),
    ("\u{7F}", [.backspace]),
    ("\u{8}", [.backspace]),
    ("\u{1}", [.ctrl("a")]),
    ("\u{3}", [.ctrl("c")]),
    ("\u{4}", [.ctrl("d")]),
    ("\u{5}", [.ctrl("e")]),
    ("\u{B}", [.ctrl("k")]),
    ("\u{C}", [.ctrl("l")]),
    ("\u{15}", [.ctrl("u")]),
    ("\u{17}", [.ctrl("w")]),
    ("\u{1A}", [.ctrl("z")]),
    ("\u{0}", [.ctrl("@")]),
    ("\u{1C}", [.ctrl("\\")]),
    ("\u{1F}", [.ctrl("_")]),
    ("\u{1B}[A", [.up]),
    ("\u{1B}[B", [.down]),
    ("\u{1B}[C", [.right]),
    ("\u{1B}[D", [.left]),
    ("\u{1B}[H", [.home]),
    ("\u{1B}[F", [.end]),
    ("\u{1B}OA", [.up]),
    ("\u{1B}OB", [.down]),
    ("\u{1B}OC", [.right]),
    ("\u{1B}OD", [.left]),
    ("\u{1B}OH", [.home]),
    ("\u{1B}OF", [.end]),
    ("\u{1B}OM", [.enter]),
    ("\u{1B}[1~", [.home]),
    ("\u{1B}[7~", [.home]),
    ("\u{1B}[4~", [.end]),
    ("\u{1B}[8~", [.end]),
    ("\u{1B}[3~", [.delete]),
    ("\u{1B}[5~", [.pageUp]),
    ("\u{1B}[6~", [.pageDown]),
    ("\u{1B}[Z", [.backTab]),
    ("\u{1B}[1;5C", [.modified(.right, .ctrl)]),
    ("\u{1B}[1;2A", [.modified(.up, .shift)]),
    ("\u{1B}[3;5~", [.modified(.delete, .ctrl)]),
    ("\u{1B}[1;3H", [.modified(.home, .alt)]),
    ("\u{1B}\u{1B}[A", [.modified(.up, .alt)]),
    ("\u{1B}x", [.meta("x")]),
    ("\u{1B}\u{1B}x", [.escape, .meta("x")]),
    ("\u{1B}é", [.meta("é")]),
    ("\u{1B}7", [.meta("7")]),
    ("\u{1B}:", [.escape, .character(":")]),
    ("\u{1B}/x", [.escape, .character("/"), .character("x")]),
    ("\u{1B}\u{7F}", [.modified(.backspace, .alt)]),
    ("\u{1B}\u{2}", [.modified(.ctrl("b"), .alt)]),
    ("\u{1B}\t", [.backTab]),
    ("\u{1B}[[A", [.function(1)]),
    ("\u{1B}[[E", [.function(5)]),
    ("\u{1B}[[Z", [.unknown([0x1B, 0x5B, 0x5B]), .character("Z")]),
    ("\u{1B}[2$a", [.modified(.insert, .shift), .character("a")]),
    ("\u{1B}[7$", [.modified(.home, .shift)]),
    ("\u{1B}[d", [.modified(.left, .shift)]),
    ("\u{1B}[c", [.modified(.right, .shift)]),
    ("\u{1B}Od", [.modified(.left, .ctrl)]),
    ("\u{1B}Oc", [.modified(.right, .ctrl)]),
    ("\u{1B}[5^", [.modified(.pageUp, .ctrl)]),
    ("\u{1B}[2~", [.insert]),
    ("\u{1B}[15~", [.function(5)]),
    ("\u{1B}OP", [.function(1)]),
    ("\u{1B}[1;2P", [.modified(.function(1), .shift)]),
    ("ab\u{1B}[Dc", [.character("a"), .character("b"), .left, .character("c")]),
  ]

  @Test(arguments: keyCases)
  func decodesKeys(input: String, keys: [Key]) {
    #expect(Self.decode(Self.bytes(input)) == keys)
  }

  @Test(arguments: [
    ("\u{1B}[99~", Array("\u{1B}[99~".utf8)),
    ("\u{1B}[E", Array("\u{1B}[E".utf8)),
    ("\u{1B}Oj", Array("\u{1B}Oj".utf8)),
    ("\u{1B}[?1;2c", Array("\u{1B}[?1;2c".utf8)),
    ("\u{1B}[M", Array("\u{1B}[M".utf8)),
  ])
  func reportsSequencesItDoesNotKnowAsUnknown(input: String, bytes: [UInt8]) {
    #expect(Self.decode(Self.bytes(input)) == [.unknown(bytes)])
  }

  @Test(arguments: [
    ([0xFF], [Key.unknown([0xFF])]),
    ([0x80, 0x61], [.unknown([0x80]), .character("a")]),
    ([0xC3, 0x61], [.unknown([0xC3]), .character("a")]),
    ([0xE4, 0xB8, 0x1B, 0x5B, 0x41], [.unknown([0xE4, 0xB8]), .up]),
    ([0xC0, 0xAF], [.unknown([0xC0]), .unknown([0xAF])]),
    ([0xED, 0xA0, 0x80, 0x62], [.unknown([0xED, 0xA0, 0x80]), .character("b")]),
    ([0xC2, 0x85], [.unknown([0xC2, 0x85])]),
    ([0xF5, 0x80], [.unknown([0xF5]), .unknown([0x80])]),
  ])
  func reportsInvalidBytesAndGoesOn(input: [UInt8], keys: [Key]) {
    #expect(Self.decode(input) == keys)
  }

  @Test func putsTogetherACharacterSplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Self.bytes("😀")
    #expect(decoder.feed(bytes.prefix(1)) == [])
    #expect(decoder.feed(bytes[1..<3]) == [])
    #expect(decoder.feed(bytes.suffix(1)) == [.character("😀")])
    #expect(!decoder.hasPendingEscape)
  }

  @Test func decodesTheSameKeysHoweverTheInputIsSplit() {
    let input = Self.bytes("né\u{1B}[1;5C中\u{1B}OA\r\n\u{1B}[3~x\u{1B}[200~p\u{1B}[201~")
    let whole = Self.decode(input)
    #expect(
      whole == [
        .character("n"), .character("é"), .modified(.right, .ctrl), .character("中"), .up, .enter,
        .delete,
        .character("x"), .paste("p"),
      ])
    for split in 1..<input.count {
      var decoder = KeyDecoder()
      let keys = decoder.feed(input[..<split]) + decoder.feed(input[split...])
      #expect(keys == whole, "split at \(split)")
    }
    var decoder = KeyDecoder()
    #expect(input.flatMap { decoder.feed([$0]) } == whole)
  }

  @Test func holdsALoneEscapeUntilTheCallerResolvesIt() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [.escape])
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [])
  }

  @Test func anEscapeThatTurnsOutToStartASequenceIsNotAKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed(Self.bytes("[A")) == [.up])
    #expect(!decoder.hasPendingEscape)
  }

  @Test func aTimedOutPartialSequenceIsEscapeFollowedByWhatWasTyped() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Self.bytes("\u{1B}[")) == [])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [.escape, .character("[")])
    var other = KeyDecoder()
    #expect(other.feed(Self.bytes("\u{1B}O")) == [])
    #expect(other.flushPendingEscape() == [.escape, .character("O")])
  }

  @Test func aCarriageReturnAndLineFeedSplitAcrossReadsIsOneEnter() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x0D]) == [.enter])
    #expect(decoder.feed([0x0A, 0x0A]) == [.enter])
  }

  @Test func bracketedPasteArrivesAsOneEventWhateverItHolds() {
    var decoder = KeyDecoder()
    let pasted = "line 1\r\nline 2 \u{1B}[A ü"
    let input = Self.bytes("\u{1B}[200~" + pasted + "\u{1B}[201~a")
    #expect(decoder.feed(input.prefix(10)) == [])
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.feed(input.dropFirst(10)) == [.paste(pasted), .character("a")])
  }

  @Test func anEndlessSequenceIsCutShortInsteadOfGrowing() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Self.bytes("\u{1B}[" + String(repeating: "1;", count: 40) + "A"))
    #expect(keys.first.map { if case .unknown = $0 { true } else { false } } == true)
    #expect(keys.last == .character("A"))
  }

  @Test func aControlByteInsideASequenceEndsItAndIsDecoded() {
    #expect(
      Self.decode(Self.bytes("\u{1B}[1\u{3}")) == [.unknown(Self.bytes("\u{1B}[1")), .ctrl("c")])
  }

  @Test func neverStopsOnRandomBytes() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<200 {
      var decoder = KeyDecoder()
      var bytes: [UInt8] = []
      for _ in 0..<64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let byte = UInt8(truncatingIfNeeded: state >> 56)
        bytes.append(byte % 3 == 0 ? 0x1B : byte)
      }
      _ = decoder.feed(bytes)
      _ = decoder.flushPendingEscape()
      let keys = decoder.feed(Self.bytes("\u{1B}[201~ok"))
      #expect(keys.suffix(2) == [.character("o"), .character("k")], "after \(bytes)")
    }
  }
}
