import Foundation
import Services

/// Delivers password-reset mail to `outbox.txt` in the state directory, since the app has no
/// mail server; each request appends one line, under the lock, with the address sanitised so
/// that reading the outbox in a terminal cannot run escape sequences.
public struct OutboxPasswordResetService: PasswordResetService {
  private let directory: StateDirectory
  private let outbox: StateFile
  private let clock: any WallClock

  /// Creates the service writing to `directory`'s outbox.
  public init(directory: StateDirectory, clock: any WallClock) {
    self.directory = directory
    outbox = directory.file("outbox.txt", clock: clock)
    self.clock = clock
  }

  /// Appends a reset message for `email` to the outbox.
  public func requestReset(for email: String) async throws(ServiceError) {
    guard !directory.isReadOnly else {
      throw ServiceError("the state directory is read-only, so there is no outbox.")
    }
    let stamp = ISO8601DateFormatter().string(from: clock.now())
    let address = PlainText.sanitized(email)
    let message =
      "\(stamp) To: \(address) Subject: Reset your Cookbook password: cookbook://login\n"
    try StateLock.withLock(in: directory) { held throws(ServiceError) in
      try outbox.append(Data(message.utf8), held)
    }
  }
}
