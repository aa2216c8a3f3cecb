import TestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode is process-wide state, so these tests run one at a time, each on its own
/// pseudo-terminal.
@MainActor
@Suite(.serialized)
struct RawModeTests {
  @Test func entersRawModeAndRestoresTheModesItFound() throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let raw = try RawMode.enter(fileDescriptor: pty.terminal)
    let modes = pty.modes()
    #expect(modes.c_lflag & tcflag_t(ECHO) == 0)
    #expect(modes.c_lflag & tcflag_t(ICANON) == 0)
    #expect(modes.c_lflag & tcflag_t(ISIG) == 0)
    #expect(modes.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(modes.c_oflag == before.c_oflag)
    #expect(RawMode.isActive)
    raw.restore()
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
    #expect(!RawMode.isActive)
  }

  @Test func canKeepTheSignalKeysAsSignals() throws {
    let pty = try PseudoTerminal()
    let raw = try RawMode.enter(fileDescriptor: pty.terminal, deliversSignals: true)
    defer { raw.restore() }
    #expect(pty.modes().c_lflag & tcflag_t(ISIG) != 0)
    #expect(pty.modes().c_lflag & tcflag_t(ICANON) == 0)
  }

  @Test func restoringTwiceOrFromTheSignalPathRestoresOnce() throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let raw = try RawMode.enter(fileDescriptor: pty.terminal)
    RawMode.restoreFromSignalHandler()
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
    #expect(!RawMode.isActive)
    var changed = before
    changed.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(pty.terminal, TCSANOW, &changed)
    raw.restore()
    RawMode.restoreFromSignalHandler()
    #expect(
      PseudoTerminal.sameModes(pty.modes(), changed), "a late restore must not undo later changes")
  }

  @Test func aSecondRawModeIsRefusedWhileOneIsActive() throws {
    let pty = try PseudoTerminal()
    let raw = try RawMode.enter(fileDescriptor: pty.terminal)
    defer { raw.restore() }
    #expect(throws: TerminalError.self) { try RawMode.enter(fileDescriptor: pty.terminal) }
  }

  @Test func releasingTheGuardRestores() throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    do {
      _ = try RawMode.enter(fileDescriptor: pty.terminal)
    }
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
    #expect(!RawMode.isActive)
  }

  @Test func anythingButATerminalIsRefusedWithTheReason() throws {
    var ends: [Int32] = [0, 0]
    let piped = pipe(&ends)
    try #require(piped == 0)
    defer { for end in ends { close(end) } }
    let error = #expect(throws: TerminalError.self) {
      try RawMode.enter(fileDescriptor: ends[0])
    }
    #expect(error?.operation == "tcgetattr")
    #expect(error?.code == ENOTTY)
    #expect(!RawMode.isActive)
  }

  @Test func readsKeysTypedAtTheTerminalInRawMode() throws {
    let pty = try PseudoTerminal()
    let raw = try RawMode.enter(fileDescriptor: pty.terminal)
    defer { raw.restore() }
    pty.type("a\u{3}\u{1B}[A")
    let input = TerminalInput(fileDescriptor: pty.terminal)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    while keys.count < 3, case .bytes(let bytes) = input.read(waitingAtMost: 1000) {
      keys += decoder.feed(bytes)
    }
    #expect(keys == [.character("a"), .ctrl("c"), .up])
  }

  @Test func measuresTheTerminal() throws {
    let pty = try PseudoTerminal()
    pty.resize(rows: 24, columns: 80)
    #expect(TerminalSize.of(fileDescriptor: pty.terminal) == TerminalSize(rows: 24, columns: 80))
    var ends: [Int32] = [0, 0]
    let piped = pipe(&ends)
    try #require(piped == 0)
    defer { for end in ends { close(end) } }
    #expect(TerminalSize.of(fileDescriptor: ends[0]) == nil)
  }
}
