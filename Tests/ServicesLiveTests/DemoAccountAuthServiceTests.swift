import Foundation
import Services
import ServicesLive
import Testing

private struct FixedClock: WallClock {
  let date: Date
  func now() -> Date { date }
}

struct DemoAccountAuthServiceTests {
  private let clock = FixedClock(date: Date(timeIntervalSince1970: 5_000))

  @Test(arguments: [("demo", "demo-pass-1"), ("chef", "chef-pass-2"), ("DEMO", "demo-pass-1")])
  func theDemoAccountsSignInForTheirLifetime(user: String, password: String) async throws {
    let service = try DemoAccountAuthService(clock: clock, sessionLifetime: 60)
    let session = try await service.signIn(username: user, password: password)
    #expect(session.user == User(name: user.lowercased()))
    #expect(session.expiresAt == clock.date + 60)
  }

  @Test(arguments: [
    ("demo", "chef-pass-2"), ("demo", ""), ("demo", "DEMO-PASS-1"), ("nobody", "demo-pass-1"),
    ("chef", "chef-pass-2 "),
  ])
  func wrongCredentialsAreRefusedWithoutSayingWhichPart(user: String, password: String) async throws
  {
    let service = try DemoAccountAuthService(clock: clock, sessionLifetime: 60)
    await #expect(throws: SignInError.invalidCredentials) {
      try await service.signIn(username: user, password: password)
    }
  }
}
