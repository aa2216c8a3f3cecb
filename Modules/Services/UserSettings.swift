/// One change to a user's settings, touching one field only.
public enum SettingsChange: Hashable, Sendable {
  /// Every recipe list follows `order`.
  case order(RecipeOrder)
  /// The user has been welcomed.
  case welcomeSeen
}

/// What a user chose in Settings, and what the app remembers about them between launches.
public struct UserSettings: Hashable, Sendable, Codable {
  /// How every recipe list is ordered.
  public var order: RecipeOrder
  /// Whether the user has been welcomed, so the welcome is shown only once.
  public var hasSeenWelcome: Bool

  /// Creates settings; the defaults are the catalogue's order and no welcome yet.
  public init(order: RecipeOrder = .catalogue, hasSeenWelcome: Bool = false) {
    self.order = order
    self.hasSeenWelcome = hasSeenWelcome
  }

  /// Reads settings; a missing key takes its default, so a setting added later still reads
  /// the files written before it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    order = try container.decodeIfPresent(RecipeOrder.self, forKey: .order) ?? .catalogue
    hasSeenWelcome = try container.decodeIfPresent(Bool.self, forKey: .hasSeenWelcome) ?? false
  }
}
