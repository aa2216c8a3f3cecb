// libFuzzer entry point for the command parser. Built by Scripts/fuzz.sh together with
// Command.swift, CommandParser.swift, SafeText.swift and HostPhrasing.swift from
// Modules/TerminalCommands.

/// Parses one input as a typed line; any message shown back must be free of control codes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  guard let parsed = CommandParser.parse(line) else { return 0 }
  if case .failure(let error) = parsed {
    let shown = error.description
    precondition(
      !shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
      "a message echoes a control character")
    precondition(shown.count < 200, "a message echoes an unbounded amount of input")
  }
  return 0
}
