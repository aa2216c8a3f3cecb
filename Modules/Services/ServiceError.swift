/// A failure of a service, with a message fit to show the user.
public struct ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in a sentence.
  public let message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
