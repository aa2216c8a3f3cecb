import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
struct TerminalInputTests {
  @Test func readsWhatIsThereThenTimesOutThenSeesTheEnd() throws {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      // Close-on-exec from the start: a process another test spawns meanwhile must not
      // inherit the writing end, or closing it here would not end the input.
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    let connected = socketpair(AF_UNIX, type, 0, &ends)
    try #require(connected == 0)
    defer { close(ends[0]) }
    let input = TerminalInput(fileDescriptor: ends[0])
    var bytes: [UInt8] = [0x1B, 0x5B]
    let written = write(ends[1], &bytes, 2)
    #expect(written == 2)
    #expect(input.read() == .bytes([0x1B, 0x5B]))
    #expect(input.read(waitingAtMost: 10) == .timedOut)
    close(ends[1])
    #expect(input.read(waitingAtMost: 10) == .endOfInput)
    #expect(input.read() == .endOfInput)
  }

  @Test func aClosedDescriptorIsTheEndOfInput() {
    #expect(TerminalInput(fileDescriptor: -1).read() == .endOfInput)
  }

  @Test func describesAFailureWithTheSystemsReason() {
    #expect(TerminalError("tcgetattr", code: ENOTTY).description.hasPrefix("tcgetattr: "))
    #expect(TerminalError("tcgetattr", code: ENOTTY).description.count > "tcgetattr: ".count)
  }
}
