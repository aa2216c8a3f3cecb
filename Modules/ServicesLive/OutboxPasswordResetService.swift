import Foundation
import Services

/// Delivers password-reset mail to `outbox.txt` in the state directory, since the app has no
/// mail server; each request appends one message.
public struct OutboxPasswordResetService: PasswordResetService {
  private let url: URL
  private let clock: any WallClock

  /// Creates the service writing to `directory`'s outbox.
  public init(directory: StateDirectory, clock: any WallClock) {
    self.url = directory.file("outbox.txt")
    self.clock = clock
  }

  /// Appends a reset message for `email` to the outbox.
  public func requestReset(for email: String) async throws(ServiceError) {
    let previous = try AtomicFile.read(url) ?? Data()
    let stamp = ISO8601DateFormatter().string(from: clock.now())
    let message = "\(stamp) To: \(email) Subject: Reset your Cookbook password: cookbook://login\n"
    try AtomicFile.save(previous + Data(message.utf8), to: url)
  }
}
