/// Something a user keeps in their pantry, with how much of it there is.
public struct PantryItem: Hashable, Sendable, Codable, Identifiable {
  /// The slug of the name the item was created with, such as `rye-flour`; it never changes.
  public let id: String
  /// The item's name, unique in its pantry ignoring case.
  public var name: String
  /// How much there is, such as `500 g`; may be empty.
  public var quantity: String

  /// Creates an item.
  public init(id: String, name: String, quantity: String) {
    self.id = id
    self.name = name
    self.quantity = quantity
  }
}

/// The item form's unsaved values, kept so that they survive the app quitting.
public struct PantryDraft: Hashable, Sendable, Codable {
  /// The id of the item being edited, or `nil` for a new item.
  public var itemID: String?
  /// The name typed so far.
  public var name: String
  /// The quantity typed so far.
  public var quantity: String
  /// For an edit, the item as the form opened it: what a save is merged against, after a
  /// relaunch too.
  public var original: PantryItem?

  /// Creates a draft for the item with `itemID`, or for a new item when it is `nil`.
  public init(itemID: String?, name: String, quantity: String, original: PantryItem? = nil) {
    self.itemID = itemID
    self.name = name
    self.quantity = quantity
    self.original = original
  }
}
