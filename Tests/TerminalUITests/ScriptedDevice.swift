import TerminalKit

@testable import TerminalUI

/// A terminal for `LineReader` made of scripted input chunks: it records what is written and
/// every switch into and out of raw mode, and fails the test if it is read past its script.
@MainActor
final class ScriptedDevice {
  private(set) var output = ""
  private(set) var modeChanges: [String] = []
  private(set) var reads = 0
  private(set) var suspensions = 0
  private var chunks: [TerminalInput.Chunk]
  var refusesRawMode = false
  var columns: Int? = 80

  init(_ chunks: [TerminalInput.Chunk]) {
    self.chunks = chunks
  }

  /// Chunks of typed text, one per string.
  convenience init(typing texts: String...) {
    self.init(texts.map { .bytes(Array($0.utf8)) })
  }

  var isRaw: Bool { modeChanges.last == "raw" }

  var device: LineReader.Device {
    LineReader.Device(
      read: { [unowned self] _ in
        reads += 1
        return chunks.isEmpty ? .endOfInput : chunks.removeFirst()
      },
      write: { [unowned self] in output += $0 },
      columns: { [unowned self] in columns },
      enterRawMode: { [unowned self] in
        guard !refusesRawMode else { return nil }
        modeChanges.append("raw")
        return { [unowned self] in
          if isRaw { modeChanges.append("restored") }
        }
      },
      suspend: { [unowned self] in suspensions += 1 })
  }
}
