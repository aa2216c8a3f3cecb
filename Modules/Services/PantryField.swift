import Foundation

/// A field of a pantry item and the rule its values follow: surrounding white space is
/// dropped, then at most ``maximumLength`` printable characters remain (for a name, at least
/// one). Printable excludes control characters, line and paragraph separators, the
/// bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069),
/// which could make a name display as something else, and ``InvisibleCharacters``, which could
/// make one name pass for another.
public enum PantryField: Hashable, Sendable, CaseIterable {
  /// The item's name: 1 to 60 characters.
  case name
  /// How much there is: up to 30 characters, possibly none.
  case quantity

  /// The most characters a value may have.
  public var maximumLength: Int {
    switch self {
    case .name: 60
    case .quantity: 30
    }
  }

  /// `text` as it is kept: without white space at either end.
  public func normalized(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Why a value cannot be a field's.
  public enum Problem: Hashable, Sendable {
    /// The field needs a value and has none (a name).
    case missing
    /// The value has more than `maximum` characters.
    case tooLong(maximum: Int)
    /// The value has a character that is not printable.
    case unprintable
    /// The value mixes Latin, Greek and Cyrillic letters, which can pass for one another.
    case mixedScripts
  }

  /// Why `text` cannot be this field's value, or `nil` when it can. A value also counts as
  /// too long past four Unicode scalars a character, so that combining marks cannot make a
  /// short-looking value huge.
  public func problem(with text: String) -> Problem? {
    let value = normalized(text)
    if self == .name, value.isEmpty { return .missing }
    if value.count > maximumLength || value.unicodeScalars.count > 4 * maximumLength {
      return .tooLong(maximum: maximumLength)
    }
    if value.unicodeScalars.contains(where: PlainText.isUnsafe)
      || InvisibleCharacters.occur(in: value.unicodeScalars)
    {
      return .unprintable
    }
    if LetterScript.mixes(value.unicodeScalars) { return .mixedScripts }
    return nil
  }

  /// What a store that refuses the value says, as a ``ServiceError``'s message, and what a
  /// form says of a value it refuses.
  public func message(for problem: Problem) -> String {
    switch problem {
    case .missing: "Give the item a name."
    case .tooLong(let maximum): "\(noun) has at most \(maximum) characters."
    case .unprintable: "\(noun) has only printable characters."
    case .mixedScripts:
      "\(noun) uses Latin, Greek or Cyrillic letters, not two of them, which can look alike."
    }
  }

  /// `text` as names are compared: without joiners, variation selectors and tags, which only
  /// change how an emoji is drawn, compatibility-normalised (NFKC, so that full-width,
  /// ligature and no-break forms read as the plain ones), case-folded, with every run of white
  /// space one space and none at either end. Two names with the same key read alike.
  public static func comparisonKey(_ text: String) -> String {
    let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter { !isEmojiPiece($0) }))
    let folded = visible.precomposedStringWithCompatibilityMapping
      .folding(options: [.caseInsensitive], locale: nil)
      .precomposedStringWithCompatibilityMapping
    return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// A joiner, variation selector or tag: what builds an emoji sequence and shows nothing.
  private static func isEmojiPiece(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F: true
    default: false
    }
  }

  private var noun: String {
    switch self {
    case .name: "A name"
    case .quantity: "A quantity"
    }
  }

}
