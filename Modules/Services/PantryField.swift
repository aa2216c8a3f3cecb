import Foundation

/// A field of a pantry item and the rule its values follow: surrounding white space is
/// dropped, then at most ``maximumLength`` printable characters remain (for a name, at least
/// one). Printable excludes control characters, line and paragraph separators, and the
/// bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069),
/// which could make a name display as something else.
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

  /// Why `text` cannot be this field's value, in a sentence fit to show, or `nil` when it can.
  /// A value also counts as too long past four Unicode scalars a character, so that combining
  /// marks cannot make a short-looking value huge.
  public func problem(with text: String) -> String? {
    let value = normalized(text)
    if self == .name, value.isEmpty { return "Give the item a name." }
    if value.count > maximumLength || value.unicodeScalars.count > 4 * maximumLength {
      return "\(noun) has at most \(maximumLength) characters."
    }
    if value.unicodeScalars.contains(where: Self.isUnprintable) {
      return "\(noun) has only printable characters."
    }
    return nil
  }

  private var noun: String {
    switch self {
    case .name: "A name"
    case .quantity: "A quantity"
    }
  }

  /// What ``PlainText`` refuses, and the invisible spaces that make one name look like
  /// another (zero-width space, word joiner, zero-width no-break space).
  private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    PlainText.isUnsafe(scalar) || [0x200B, 0x2060, 0xFEFF].contains(scalar.value)
  }
}
