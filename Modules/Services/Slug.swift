import Foundation

/// Turns a name into the ASCII id links use: `Giulia Romano` → `giulia-romano`,
/// `Rye flour (dark)` → `rye-flour-dark`.
public enum Slug {
  /// The slug of `text`: letters folded to ASCII lower case, every other run of characters
  /// one hyphen, none at either end; `item` when nothing is left.
  public static func make(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var slug = ""
    var pendingHyphen = false
    for scalar in folded.unicodeScalars {
      let isWordCharacter =
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))
      if isWordCharacter {
        if pendingHyphen, !slug.isEmpty { slug.append("-") }
        slug.unicodeScalars.append(scalar)
        pendingHyphen = false
      } else {
        pendingHyphen = true
      }
    }
    return slug.isEmpty ? "item" : slug
  }
}
