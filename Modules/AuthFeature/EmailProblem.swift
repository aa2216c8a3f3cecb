/// Why an e-mail address was refused.
public enum EmailProblem: Hashable, Sendable {
  /// No address was given.
  case empty
  /// The address has more than `maximum` UTF-8 bytes.
  case tooLong(maximum: Int)
  /// The text is not shaped as `local@domain`.
  case notAnAddress(String)
  /// The address has no valid domain after its `@`.
  case noDomain(String)
}
