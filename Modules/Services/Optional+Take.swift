extension Optional {
  /// The value, leaving `nil` in its place.
  public mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
