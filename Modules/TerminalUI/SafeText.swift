/// Makes text typed by the user safe to show again: no control characters or escape
/// sequences, and no more than a screen line.
enum SafeText {
  static func display(_ text: String, limit: Int = 60) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      result.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return text.unicodeScalars.count > limit ? result + "…" : result
  }
}
