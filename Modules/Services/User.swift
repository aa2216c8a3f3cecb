/// A person who can sign in.
public struct User: Hashable, Sendable, Codable {
  /// The account name, lower-case.
  public let name: String

  /// Creates a user with an account name.
  public init(name: String) {
    self.name = name
  }
}
