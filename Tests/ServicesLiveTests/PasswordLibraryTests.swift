import Foundation
import Services
import Testing

@testable import ServicesLive

/// Issue 29, finding 07's trigger: a system without libxcrypt cannot check a password, and
/// says so; it never stops the process.
struct PasswordLibraryTests {
  @Test("Finding 07: without libcrypt.so.1 a sign-in is unavailable with a clear message")
  func withoutLibcryptASignInIsUnavailable() async throws {
    let service = try DemoAccountAuthService(
      clock: SystemWallClock(), sessionLifetime: 60, cryptLibrary: "libcrypt-absent.so.1")
    let error = await #expect(throws: SignInError.self) {
      try await service.signIn(username: "demo", password: "demo-pass-1")
    }
    guard case .unavailable(let message)? = error else {
      Issue.record("expected .unavailable, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("Passwords cannot be checked: libcrypt-absent.so.1 (libxcrypt)"))
  }
}
