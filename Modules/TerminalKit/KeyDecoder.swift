/// Turns the bytes a terminal sends into ``Key``s, however the reads split them.
///
/// Feed it every chunk read from the terminal. A character split across reads, or an escape
/// sequence that has not arrived whole, waits inside the decoder for the next chunk. A lone
/// Escape cannot be told apart from the start of a sequence until some time has passed with
/// nothing more, so the caller waits (50 ms is usual) and then calls ``flushPendingEscape()``.
/// Modifiers on cursor keys (`ESC [ 1 ; 5 C`, Ctrl-Right) are dropped: the key is the arrow.
/// Carriage return and line feed are each Enter, and a line feed straight after a carriage
/// return, even in the next read, is the same Enter (CR LF). Bracketed paste, when the caller
/// has switched it on, arrives as one ``Key/paste(_:)``.
/// Bytes that are no key, such as invalid UTF-8, come out as ``Key/unknown(_:)`` and never
/// stop the decoding of what follows.
public struct KeyDecoder: Sendable {
  private enum Step {
    case key(Key, length: Int)
    case pasteStart(length: Int)
    case incomplete
  }

  private static let escape: UInt8 = 0x1B
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  private static let longestSequence = 32
  private static let largestPaste = 1 << 20

  private var buffer: [UInt8] = []
  private var pasted: [UInt8]?
  private var afterCarriageReturn = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether the bytes waiting are an Escape that may still start a sequence; if no more bytes
  /// come soon, call ``flushPendingEscape()``.
  public var hasPendingEscape: Bool {
    pasted == nil && buffer.first == Self.escape
  }

  /// Decodes `bytes` after whatever was pending and returns the keys now complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    buffer.append(contentsOf: bytes)
    return decode()
  }

  /// Resolves a pending Escape as the Escape key: the bytes after it, if any, are read as
  /// typed keys rather than as a sequence. Call it when no byte followed for a short while.
  public mutating func flushPendingEscape() -> [Key] {
    guard hasPendingEscape else { return [] }
    buffer.removeFirst()
    return [.escape] + decode()
  }

  private mutating func decode() -> [Key] {
    var keys: [Key] = []
    var index = 0
    loop: while index < buffer.count {
      if pasted != nil {
        index = consumePaste(from: index, into: &keys)
        if pasted != nil { break }
        continue
      }
      let byte = buffer[index]
      if byte == 0x0A, afterCarriageReturn {
        afterCarriageReturn = false
        index += 1
        continue
      }
      switch step(at: index) {
      case .key(let key, let length):
        keys.append(key)
        index += length
      case .pasteStart(let length):
        pasted = []
        index += length
      case .incomplete:
        break loop
      }
      afterCarriageReturn = byte == 0x0D
    }
    buffer.removeFirst(index)
    return keys
  }

  /// Moves pasted bytes out of the buffer until the end marker; returns the next index.
  private mutating func consumePaste(from index: Int, into keys: inout [Key]) -> Int {
    let marker = Self.pasteEnd
    var end = index
    while end + marker.count <= buffer.count {
      if buffer[end..<end + marker.count].elementsEqual(marker) {
        pasted?.append(contentsOf: buffer[index..<end])
        keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
        pasted = nil
        return end + marker.count
      }
      end += 1
    }
    pasted?.append(contentsOf: buffer[index..<end])
    if let chunk = pasted, chunk.count >= Self.largestPaste {
      keys.append(.paste(String(decoding: chunk, as: UTF8.self)))
      pasted = []
    }
    return end
  }

  private func step(at index: Int) -> Step {
    let byte = buffer[index]
    switch byte {
    case Self.escape: return escapeSequence(at: index)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x08, 0x7F: return .key(.backspace, length: 1)
    case 0x00: return .key(.ctrl("@"), length: 1)
    case 0x01...0x1A: return .key(.ctrl(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x1C...0x1F: return .key(.ctrl(Character(Unicode.Scalar(byte + 0x40))), length: 1)
    case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
    default: return utf8Character(at: index)
    }
  }

  private func utf8Character(at index: Int) -> Step {
    let length: Int
    switch buffer[index] {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(.unknown([buffer[index]]), length: 1)
    }
    var end = index + 1
    while end < index + length {
      guard end < buffer.count else { return .incomplete }
      guard (0x80...0xBF).contains(buffer[end]) else {
        return .key(.unknown(Array(buffer[index..<end])), length: end - index)
      }
      end += 1
    }
    let bytes = Array(buffer[index..<end])
    guard let text = String(validating: bytes, as: UTF8.self),
      let scalar = text.unicodeScalars.first, scalar.properties.generalCategory != .control
    else { return .key(.unknown(bytes), length: length) }
    return .key(.character(Character(scalar)), length: length)
  }

  private func escapeSequence(at index: Int) -> Step {
    guard index + 1 < buffer.count else { return .incomplete }
    switch buffer[index + 1] {
    case 0x5B: return controlSequence(at: index)
    case 0x4F: return singleShift(at: index)
    default: return .key(.escape, length: 1)
    }
  }

  /// `ESC O` and one final byte, as keypads and some terminals send arrows.
  private func singleShift(at index: Int) -> Step {
    guard index + 2 < buffer.count else { return .incomplete }
    let final = buffer[index + 2]
    guard (0x40...0x7E).contains(final) else {
      return .key(.unknown([Self.escape, 0x4F]), length: 2)
    }
    let key: Key =
      switch final {
      case 0x41: .up
      case 0x42: .down
      case 0x43: .right
      case 0x44: .left
      case 0x48: .home
      case 0x46: .end
      case 0x4D: .enter
      default: .unknown(Array(buffer[index...index + 2]))
      }
    return .key(key, length: 3)
  }

  /// `ESC [`, parameter bytes, intermediate bytes and one final byte (ECMA-48).
  private func controlSequence(at index: Int) -> Step {
    var end = index + 2
    while end < buffer.count, (0x20...0x3F).contains(buffer[end]) {
      end += 1
    }
    guard end - index <= Self.longestSequence else {
      return .key(.unknown(Array(buffer[index..<end])), length: end - index)
    }
    guard end < buffer.count else { return .incomplete }
    let final = buffer[end]
    let bytes = Array(buffer[index...end])
    guard (0x40...0x7E).contains(final) else {
      return .key(.unknown(Array(buffer[index..<end])), length: end - index)
    }
    let parameters = buffer[(index + 2)..<end]
    let length = end - index + 1
    if final == 0x7E, parameters.elementsEqual([0x32, 0x30, 0x30]) {
      return .pasteStart(length: length)
    }
    return .key(Self.key(final: final, parameters: parameters) ?? .unknown(bytes), length: length)
  }

  private static func key(final: UInt8, parameters: ArraySlice<UInt8>) -> Key? {
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let first = Int(String(decoding: parameters.prefix(while: { $0 != 0x3B }), as: UTF8.self))
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x5A: return .backTab
    case 0x7E:
      switch first {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    default: return nil
    }
  }
}
