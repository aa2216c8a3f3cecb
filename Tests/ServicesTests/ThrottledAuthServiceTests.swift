import Foundation
import Services
import TestSupport
import Testing

struct ThrottledAuthServiceTests {
  private let clock = ManualClock()
  private let attempts = Locked(0)

  private func makeService() -> ThrottledAuthService {
    var inner = FakeAuthService.accepting("demo", "right")
    let wrapped = inner.signIn
    inner.signIn = { [attempts] user, password throws(SignInError) in
      attempts.mutate { $0 += 1 }
      return try await wrapped(user, password)
    }
    return ThrottledAuthService(inner, clock: clock)
  }

  private func fail(_ service: ThrottledAuthService, times: Int, as user: String = "demo") async {
    for _ in 0..<times {
      await #expect(throws: SignInError.invalidCredentials) {
        try await service.signIn(username: user, password: "wrong")
      }
    }
  }

  @Test func fiveFailuresLockTheUserOutWithoutCheckingThePassword() async {
    let service = makeService()
    await fail(service, times: 5)
    await #expect(throws: SignInError.throttled(user: "demo", seconds: 30)) {
      try await service.signIn(username: "demo", password: "right")
    }
    #expect(attempts.value == 5)
  }

  @Test func fourFailuresStillLetTheRightPasswordIn() async throws {
    let service = makeService()
    await fail(service, times: 4)
    let session = try await service.signIn(username: "demo", password: "right")
    #expect(session.user == User(name: "demo"))
  }

  @Test func theDelayDoublesWithEachFurtherFailureAndSaysWhenToRetry() async {
    let service = makeService()
    await fail(service, times: 5)
    clock.advance(by: 20)
    await #expect(throws: SignInError.throttled(user: "demo", seconds: 10)) {
      try await service.signIn(username: "DEMO", password: "right")
    }
    clock.advance(by: 10)
    await fail(service, times: 1)
    await #expect(throws: SignInError.throttled(user: "demo", seconds: 60)) {
      try await service.signIn(username: "demo", password: "right")
    }
    clock.advance(by: 60)
    await fail(service, times: 1)
    await #expect(throws: SignInError.throttled(user: "demo", seconds: 120)) {
      try await service.signIn(username: "demo", password: "right")
    }
  }

  @Test func aSuccessAfterTheDelayForgetsTheFailures() async throws {
    let service = makeService()
    await fail(service, times: 5)
    clock.advance(by: 30)
    _ = try await service.signIn(username: "demo", password: "right")
    await fail(service, times: 4)
    _ = try await service.signIn(username: "demo", password: "right")
  }

  @Test func oneUsersFailuresDoNotLockAnother() async throws {
    let service = makeService()
    await fail(service, times: 5, as: "chef")
    let session = try await service.signIn(username: "demo", password: "right")
    #expect(session.user == User(name: "demo"))
  }

  @Test func theDelayIsCappedAtAnHour() {
    #expect(ThrottledAuthService.delay(afterFailures: 4) == nil)
    #expect(ThrottledAuthService.delay(afterFailures: 5) == 30)
    #expect(ThrottledAuthService.delay(afterFailures: 6) == 60)
    #expect(ThrottledAuthService.delay(afterFailures: 40) == 3600)
  }
}
