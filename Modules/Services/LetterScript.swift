/// The three scripts whose letters pass for one another most (Latin `y` and Cyrillic `у`,
/// Latin `o` and Greek `ο`), by their Unicode blocks. A name may use one of them; lookalikes
/// within one script, and whole names in another script, are out of scope (Docs/Robustness.md).
enum LetterScript {
  case latin, greek, cyrillic

  /// Whether `scalars` has letters of two of the three scripts.
  static func mixes(_ scalars: String.UnicodeScalarView) -> Bool {
    var seen: LetterScript?
    for scalar in scalars where scalar.properties.isAlphabetic {
      guard let script = of(scalar) else { continue }
      if let seen, seen != script { return true }
      seen = script
    }
    return false
  }

  private static func of(_ scalar: Unicode.Scalar) -> LetterScript? {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
      0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      .latin
    case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
    case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: .cyrillic
    default: nil
    }
  }
}
