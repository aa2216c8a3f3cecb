import Foundation

/// Wraps an ``AuthService`` so that, after ``freeAttempts`` failures for a user, that user's
/// attempts are refused for a delay that doubles with each further failure. The password is
/// not even checked while the user is locked out; a success forgets the failures.
public actor ThrottledAuthService: AuthService {
  /// Failures allowed before the first delay.
  public static let freeAttempts = 5
  /// The first delay, in seconds.
  public static let firstDelay: TimeInterval = 30
  /// The longest delay, in seconds.
  public static let longestDelay: TimeInterval = 3600

  private struct Record {
    var failures = 0
    var lockedUntil: Date?
  }

  private let service: any AuthService
  private let clock: any WallClock
  private var records: [String: Record] = [:]

  /// Throttles `service`, measuring delays with `clock`.
  public init(_ service: any AuthService, clock: any WallClock) {
    self.service = service
    self.clock = clock
  }

  /// Signs in through the wrapped service unless `username` is locked out.
  public func signIn(username: String, password: String) async throws(SignInError) -> Session {
    let key = username.lowercased()
    let now = clock.now()
    if let until = records[key]?.lockedUntil, until > now {
      throw .throttled(user: key, seconds: Int(until.timeIntervalSince(now).rounded(.up)))
    }
    do {
      let session = try await service.signIn(username: username, password: password)
      records[key] = nil
      return session
    } catch .invalidCredentials {
      recordFailure(for: key, at: now)
      throw .invalidCredentials
    }
  }

  /// The delay after `failures` failures: none up to the free attempts, then doubling.
  public static func delay(afterFailures failures: Int) -> TimeInterval? {
    guard failures >= freeAttempts else { return nil }
    let doublings = min(failures - freeAttempts, 16)
    return min(firstDelay * Double(1 << doublings), longestDelay)
  }

  private func recordFailure(for key: String, at now: Date) {
    var record = records[key] ?? Record()
    record.failures += 1
    record.lockedUntil = Self.delay(afterFailures: record.failures).map { now + $0 }
    records[key] = record
  }
}
