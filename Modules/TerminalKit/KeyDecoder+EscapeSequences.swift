/// The sequences that start with Escape: CSI (`ESC [`) and SS3 (`ESC O`) keys as terminfo
/// lists them, the Linux console's `ESC [ [ A` (F1) and `ESC TAB` (Shift-Tab), rxvt's shifted
/// (`$`), Ctrl (`^`) and Ctrl-Shift (`@`) editing keys, and Escape before a key as Alt.
extension KeyDecoder {
  func escapeSequence(at index: Int) -> Step {
    guard index + 1 < buffer.count else { return .incomplete }
    switch buffer[index + 1] {
    case 0x5B: return controlSequence(at: index)
    case 0x4F: return singleShift(at: index)
    case 0x09: return .key(.backTab, length: 2)
    case Self.escape: return altSequence(at: index)
    default: return altKey(at: index)
    }
  }

  /// `ESC ESC [ …` and `ESC ESC O …`: the key of the second sequence with Alt, as xterm and
  /// rxvt send Alt with a cursor key.
  private func altSequence(at index: Int) -> Step {
    guard index + 2 < buffer.count else { return .incomplete }
    guard [0x5B, 0x4F].contains(buffer[index + 2]) else { return .key(.escape, length: 1) }
    switch escapeSequence(at: index + 1) {
    case .key(.unknown(let bytes), let length):
      return .key(.unknown([Self.escape] + bytes), length: length + 1)
    case .key(let key, let length): return .key(Self.withAlt(key), length: length + 1)
    case .incomplete: return .incomplete
    case .pasteStart: return .key(.escape, length: 1)
    }
  }

  /// Escape before a letter, a digit or a control key: that key with Alt. Before anything
  /// else, such as `:` or `/`, it stays Escape, which hosts bind on its own.
  private func altKey(at index: Int) -> Step {
    switch step(at: index + 1) {
    case .key(.character(let character), let length)
    where character.isLetter || character.isNumber:
      return .key(.meta(character), length: length + 1)
    case .key(.character, _), .key(.unknown, _), .pasteStart: return .key(.escape, length: 1)
    case .key(let key, let length): return .key(Self.withAlt(key), length: length + 1)
    case .incomplete: return .incomplete
    }
  }

  private static func withAlt(_ key: Key) -> Key {
    if case .modified(let base, let modifiers) = key {
      return .modified(base, modifiers.union(.alt))
    }
    return .modified(key, .alt)
  }

  /// `ESC O` and one final byte, as keypads, application cursor mode and rxvt's Ctrl-arrows
  /// send them.
  private func singleShift(at index: Int) -> Step {
    guard index + 2 < buffer.count else { return .incomplete }
    let final = buffer[index + 2]
    guard (0x40...0x7E).contains(final) else {
      return .key(.unknown([Self.escape, 0x4F]), length: 2)
    }
    let key: Key =
      switch final {
      case 0x4D: .enter
      case 0x61: .modified(.up, .ctrl)
      case 0x62: .modified(.down, .ctrl)
      case 0x63: .modified(.right, .ctrl)
      case 0x64: .modified(.left, .ctrl)
      default: Self.letterKey(final) ?? .unknown(Array(buffer[index...index + 2]))
      }
    return .key(key, length: 3)
  }

  /// `ESC [`, parameter bytes, intermediate bytes and one final byte (ECMA-48); rxvt ends its
  /// shifted keys with `$`, which ECMA-48 would take for an intermediate byte.
  private func controlSequence(at index: Int) -> Step {
    if index + 2 < buffer.count, buffer[index + 2] == 0x5B { return linuxFunctionKey(at: index) }
    var end = index + 2
    while end < buffer.count, (0x30...0x3F).contains(buffer[end]) { end += 1 }
    let parameters = buffer[(index + 2)..<end]
    let isRxvtShift =
      end < buffer.count && buffer[end] == 0x24 && !parameters.isEmpty
      && parameters.allSatisfy { (0x30...0x39).contains($0) }
    if !isRxvtShift {
      while end < buffer.count, (0x20...0x2F).contains(buffer[end]) { end += 1 }
    }
    guard end - index <= Self.longestSequence else {
      return .key(.unknown(Array(buffer[index..<end])), length: end - index)
    }
    guard end < buffer.count else { return .incomplete }
    let final = buffer[end]
    guard isRxvtShift || (0x40...0x7E).contains(final) else {
      return .key(.unknown(Array(buffer[index..<end])), length: end - index)
    }
    let length = end - index + 1
    if final == 0x7E, parameters.elementsEqual([0x32, 0x30, 0x30]) {
      return .pasteStart(length: length)
    }
    let key = Self.key(final: final, parameters: parameters)
    return .key(key ?? .unknown(Array(buffer[index...end])), length: length)
  }

  /// The Linux console's F1 to F5: `ESC [ [ A` to `ESC [ [ E`.
  private func linuxFunctionKey(at index: Int) -> Step {
    guard index + 3 < buffer.count else { return .incomplete }
    let final = buffer[index + 3]
    guard (0x41...0x45).contains(final) else {
      return .key(.unknown(Array(buffer[index...index + 2])), length: 3)
    }
    return .key(.function(Int(final) - 0x40), length: 4)
  }

  private static func key(final: UInt8, parameters: ArraySlice<UInt8>) -> Key? {
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let numbers = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
    let modifiers = numbers.count > 1 ? numbers[1].map(Self.modifiers) : nil
    let base: Key?
    switch final {
    case 0x7E, 0x24, 0x5E, 0x40: base = numbers.first.flatMap { $0 }.flatMap(Self.numberedKey)
    case 0x61: base = .up
    case 0x62: base = .down
    case 0x63: base = .right
    case 0x64: base = .left
    default: base = Self.letterKey(final)
    }
    guard let base else { return nil }
    let held: KeyModifiers =
      switch final {
      case 0x24, 0x61...0x64: .shift
      case 0x5E: .ctrl
      case 0x40: [.ctrl, .shift]
      default: modifiers ?? []
      }
    return held.isEmpty ? base : .modified(base, held)
  }

  /// The keys that CSI and SS3 both end with a letter.
  private static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    case 0x5A: .backTab
    case 0x50...0x53: .function(Int(final) - 0x4F)
    default: nil
    }
  }

  /// The keys of `ESC [ n ~` (VT220 numbering), also ended by rxvt's `$`, `^` and `@`.
  private static func numberedKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29: .function(number - 13)
    case 31...34: .function(number - 14)
    default: nil
    }
  }

  /// xterm's modifier parameter: 1 plus the bits of Shift (1), Alt (2) and Ctrl (4); Meta (8)
  /// counts as Alt.
  private static func modifiers(_ parameter: Int) -> KeyModifiers {
    let bits = max(0, parameter - 1)
    return KeyModifiers(rawValue: bits & 7).union(bits & 8 != 0 ? .alt : [])
  }
}
