/// Turns the bytes a terminal sends into ``Key``s, however the reads split them.
///
/// Feed it every chunk read from the terminal. A character split across reads, or an escape
/// sequence that has not arrived whole, waits inside the decoder for the next chunk. A lone
/// Escape cannot be told apart from the start of a sequence until some time has passed with
/// nothing more, so the caller waits (50 ms is usual) and then calls ``flushPendingEscape()``.
/// It knows the keys terminfo lists for xterm, screen, tmux, the Linux console, rxvt-unicode
/// and the VT100, in normal and application cursor mode: Escape before a letter or digit is
/// Alt (``Key/meta(_:)``), and modifiers on cursor and editing keys (`ESC [ 1 ; 5 C`, rxvt's
/// `ESC O c`) come out as ``Key/modified(_:_:)``. Carriage return and line feed are each
/// Enter, and a line feed straight after a carriage return, even in the next read, is the
/// same Enter (CR LF). Bracketed paste, when the caller has switched it on, arrives as one
/// ``Key/paste(_:)``. Bytes that are no key, such as invalid UTF-8, come out as
/// ``Key/unknown(_:)`` and never stop the decoding of what follows.
public struct KeyDecoder: Sendable {
  enum Step {
    case key(Key, length: Int)
    case pasteStart(length: Int)
    case incomplete
  }

  static let escape: UInt8 = 0x1B
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  static let longestSequence = 32
  private static let largestPaste = 1 << 20

  private(set) var buffer: [UInt8] = []
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

  func step(at index: Int) -> Step {
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
}
