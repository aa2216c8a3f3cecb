import Foundation

/// One user's pantry as a store keeps it: the items in the order they were added, and the item
/// form's unsaved draft. Every store changes it through these methods, so the rules are the
/// same whichever store is in use.
public struct Pantry: Hashable, Sendable, Codable {
  /// The items, in the order they were added.
  public private(set) var items: [PantryItem]
  /// The item form's unsaved values, if any.
  public var draft: PantryDraft?

  /// Creates a pantry holding `items` and `draft`.
  public init(items: [PantryItem] = [], draft: PantryDraft? = nil) {
    self.items = items
    self.draft = draft
  }

  /// Adds an item at the end, its fields normalised, with the slug of its name as id; when
  /// that id is taken, the first of `-2`, `-3`… that is free.
  /// - Returns: the item as saved.
  /// - Throws: ``ServiceError`` when a field breaks its ``PantryField`` rule, or when another
  ///   item has the name, ignoring case.
  @discardableResult
  public mutating func add(name: String, quantity: String) throws(ServiceError) -> PantryItem {
    let name = try Self.valid(.name, name)
    let quantity = try Self.valid(.quantity, quantity)
    try refuseTaken(name, exceptID: nil)
    let item = PantryItem(id: freeID(for: name), name: name, quantity: quantity)
    items.append(item)
    return item
  }

  /// Gives the item with `item.id` the name and quantity of `item`, normalised, if it is still
  /// `original`, the item as the form that changed it was opened with; the id and the item's
  /// place stay.
  /// - Throws: ``ServiceError`` when there is no such item, when it is no longer `original`
  ///   (changed elsewhere, or deleted and another added under its name), when a field breaks
  ///   its rule, or when another item has the name, ignoring case.
  public mutating func update(_ item: PantryItem, replacing original: PantryItem)
    throws(ServiceError)
  {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else {
      throw ServiceError("There is no item '\(item.id)' in the pantry.")
    }
    guard items[index] == original else {
      throw ServiceError(
        "'\(original.name)' was changed or replaced elsewhere since this form opened; cancel "
          + "and open it again.")
    }
    let name = try Self.valid(.name, item.name)
    let quantity = try Self.valid(.quantity, item.quantity)
    try refuseTaken(name, exceptID: item.id)
    items[index].name = name
    items[index].quantity = quantity
  }

  /// Deletes the item with `id`, and a draft that edits it; deleting what is not there does
  /// nothing.
  public mutating func delete(id: String) {
    items.removeAll { $0.id == id }
    if draft?.itemID == id { draft = nil }
  }

  private static func valid(_ field: PantryField, _ text: String) throws(ServiceError) -> String {
    if let problem = field.problem(with: text) { throw ServiceError(problem) }
    return field.normalized(text)
  }

  private func refuseTaken(_ name: String, exceptID: String?) throws(ServiceError) {
    let other = items.first {
      $0.id != exceptID && $0.name.caseInsensitiveCompare(name) == .orderedSame
    }
    if let other { throw ServiceError("The pantry already has an item named '\(other.name)'.") }
  }

  private func freeID(for name: String) -> String {
    let taken = Set(items.map(\.id))
    let base = Slug.make(name)
    var id = base
    var number = 1
    while taken.contains(id) {
      number += 1
      id = "\(base)-\(number)"
    }
    return id
  }
}
