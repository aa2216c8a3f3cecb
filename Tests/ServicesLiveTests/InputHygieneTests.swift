import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Issue 13, items 11 and 12: control characters never reach a password check or a file.
struct InputHygieneTests {
  private let service: DemoAccountAuthService

  init() throws {
    service = try DemoAccountAuthService(clock: FixedClock(), sessionLifetime: 60)
  }

  @Test(
    "Item 11: a password or user name with a NUL or control character is refused",
    arguments: [
      ("demo", "demo-pass-1\u{0}anything"), ("demo", "demo-pass-1\u{0}"),
      ("demo\u{0}", "demo-pass-1"), ("demo", "demo-pass-1\u{1B}"), ("de\u{7F}mo", "demo-pass-1"),
      ("demo", "\u{85}demo-pass-1"),
    ])
  func controlCharactersInCredentialsAreRefused(user: String, password: String) async {
    await #expect(throws: SignInError.invalidCredentials) {
      try await service.signIn(username: user, password: password)
    }
  }

  @Test("Item 11: the right password still signs in")
  func theRightPasswordStillSignsIn() async throws {
    #expect(try await service.signIn(username: "demo", password: "demo-pass-1").user.name == "demo")
  }

  @Test("Item 12: the outbox stores only sanitised text")
  func theOutboxStoresOnlySanitisedText() async throws {
    let directory = try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-outbox-\(UUID().uuidString)"))
    let outbox = OutboxPasswordResetService(directory: directory, clock: FixedClock())
    try await outbox.requestReset(for: "a\u{1B}]0;owned\u{07}@x.org")
    try await outbox.requestReset(for: "b@\u{202E}gro.x\u{9B}2J\nTo: c@x.org")
    let addresses = try StateQuery.texts("SELECT address FROM outbox ORDER BY id", in: directory)
    #expect(addresses.count == 2)
    let text = addresses.joined(separator: "\n")
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(!text.contains("\u{202E}"))
    #expect(addresses.first == "a?]0;owned?@x.org")
  }
}
