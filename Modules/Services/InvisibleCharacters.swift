/// Characters that show nothing, or a blank, and so let one name pass for another: Unicode's
/// Default_Ignorable_Code_Point (joiners, soft hyphen, variation selectors, tags, fillers,
/// invisible operators…) and the blank-looking characters that are not in it (the braille
/// blank), and every format character (Cf), such as the interlinear annotation marks. Emoji
/// keep what they are built with: a joiner between two emoji, a variation selector after one
/// (after a digit, `#` or `*` only in a keycap), and tags inside one of the three flag tag
/// sequences Unicode recommends (England, Scotland, Wales).
public enum InvisibleCharacters {
  /// Whether `scalars` holds an invisible character outside an emoji sequence.
  public static func occur(in scalars: String.UnicodeScalarView) -> Bool {
    let all = Array(scalars)
    return all.indices.contains { isInvisible(at: $0, in: all) }
  }

  private static let blanks: Set<UInt32> = [0x2800, 0x115F, 0x1160, 0x3164, 0xFFA0]

  private static func isInvisible(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let scalar = scalars[index]
    if blanks.contains(scalar.value) { return true }
    guard
      scalar.properties.isDefaultIgnorableCodePoint
        || scalar.properties.generalCategory == .format
    else { return false }
    switch scalar.value {
    case 0x200D:
      return !(isEmoji(before: index, in: scalars) && isPictographic(scalars, index + 1))
    case 0xFE0E, 0xFE0F:
      return !(isPictographic(scalars, index - 1) || isKeycap(at: index - 1, in: scalars))
    case 0xE0020...0xE007F:
      return !isInFlagTagSequence(index, scalars)
    default:
      return true
    }
  }

  /// Whether the emoji before a joiner at `index` is one, past its variation selector or
  /// skin-tone modifier.
  private static func isEmoji(before index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var position = index - 1
    while position >= 0,
      [0xFE0F, 0xFE0E].contains(scalars[position].value)
        || scalars[position].properties.isEmojiModifier
    {
      position -= 1
    }
    return isPictographic(scalars, position)
  }

  private static func isPictographic(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    scalars.indices.contains(index) && scalars[index].properties.isEmoji
      && !scalars[index].isASCII
  }

  /// Whether `index` holds a digit, `#` or `*` that a variation selector and U+20E3 follow.
  private static func isKeycap(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    index >= 0 && scalars.indices.contains(index + 2) && scalars[index + 2].value == 0x20E3
      && (scalars[index].properties.numericType == .decimal && scalars[index].isASCII
        || ["#", "*"].contains(scalars[index]))
  }

  /// The tags, as ASCII, of the flag tag sequences Unicode recommends.
  private static let flagTags: Set<String> = ["gbeng", "gbsct", "gbwls"]

  /// Whether the tag at `index` is in `U+1F3F4 tag… U+E007F`, spelling a recommended flag.
  private static func isInFlagTagSequence(_ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
    var start = index
    while start > 0, (0xE0020...0xE007F).contains(scalars[start - 1].value) { start -= 1 }
    var end = index
    while end + 1 < scalars.count, (0xE0020...0xE007E).contains(scalars[end].value) { end += 1 }
    guard start > 0, scalars[start - 1].value == 0x1F3F4, scalars[end].value == 0xE007F else {
      return false
    }
    let tags = scalars[start..<end].compactMap { Unicode.Scalar($0.value - 0xE0000) }
    return flagTags.contains(String(String.UnicodeScalarView(tags)))
  }
}
