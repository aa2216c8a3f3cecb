import Foundation

/// One user's pantry as a store keeps it: the items in the order they were added, and the ids
/// of those deleted. Every store changes it through these methods, so the rules are the same
/// whichever store is in use. The item forms' unsaved drafts are the store's own (see
/// ``PantryStore``): a draft only has to name an item that is still there.
public struct Pantry: Hashable, Sendable {
  /// The items, in the order they were added.
  public private(set) var items: [PantryItem]
  /// The ids of the items deleted: an id is never given to another item, so that a form still
  /// open on a deleted item can never write over a new one.
  public private(set) var retiredIDs: Set<String>

  /// Creates a pantry holding `items`; `retiredIDs` are the ids of items deleted before. Ids
  /// are made unique, since a file of an earlier release may have been written by hand: the
  /// first item with an id keeps it, and each later one takes the first free `-2`, `-3`…
  /// after it, as ``add(name:quantity:)`` would.
  public init(items: [PantryItem] = [], retiredIDs: Set<String> = []) {
    self.items = Self.withUniqueIDs(items)
    self.retiredIDs = retiredIDs
  }

  /// Refuses `draft` when the item its form edits is no longer there: that form can keep
  /// nothing.
  /// - Throws: ``ServiceError`` saying that the item was deleted, or is not in the pantry.
  public func check(_ draft: PantryDraft) throws(ServiceError) {
    if let id = draft.itemID, !items.contains(where: { $0.id == id }) {
      throw Self.missing(id, named: draft.original?.name ?? draft.name, retired: retiredIDs)
    }
  }

  /// Adds an item at the end, its fields normalised, with the slug of its name as id; when
  /// that id is taken or was ever used, the first of `-2`, `-3`… that never was.
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

  /// Saves the form's `item` over the item with `item.id`, merged field by field against
  /// `original`, the item as the form opened it: a field the form left as it was takes the
  /// value saved now, so a change made elsewhere meanwhile is kept; a field the form changed
  /// takes the form's value, normalised. The id and the item's place stay.
  /// - Throws: ``ServiceError`` when there is no such item (or it was deleted), when a field
  ///   the form changed was
  ///   also changed elsewhere to another value (nothing is saved, and the message names the
  ///   value saved; the same save made against the item as it is now then wins), when a
  ///   field breaks its rule, or when another item has the name.
  /// - Returns: the item as saved.
  @discardableResult
  public mutating func update(_ item: PantryItem, replacing original: PantryItem)
    throws(ServiceError) -> PantryItem
  {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else {
      throw Self.missing(item.id, named: original.name, retired: retiredIDs)
    }
    let mine = PantryItem(
      id: item.id, name: try Self.valid(.name, item.name),
      quantity: try Self.valid(.quantity, item.quantity))
    let merged = try PantryMerge.merge(mine, opened: original, saved: items[index])
    try refuseTaken(merged.name, exceptID: item.id)
    items[index] = merged
    return merged
  }

  /// Deletes the item with `id`; its id is never given again. Deleting what is not there does
  /// nothing.
  public mutating func delete(id: String) {
    guard items.contains(where: { $0.id == id }) else { return }
    items.removeAll { $0.id == id }
    retiredIDs.insert(id)
  }

  /// The refusal of a change to the item `id`, which is not in the pantry.
  public static func missing(_ id: String, named name: String, retired: Set<String>)
    -> ServiceError
  {
    retired.contains(id)
      ? ServiceError("The item '\(name)' was deleted, so this form can no longer change it.")
      : ServiceError("There is no item '\(id)' in the pantry.")
  }

  private static func valid(_ field: PantryField, _ text: String) throws(ServiceError) -> String {
    if let problem = field.problem(with: text) { throw ServiceError(field.message(for: problem)) }
    return field.normalized(text)
  }

  /// Refuses `name` when another item's name reads alike (``PantryField/comparisonKey(_:)``).
  private func refuseTaken(_ name: String, exceptID: String?) throws(ServiceError) {
    let key = PantryField.comparisonKey(name)
    let other = items.first {
      $0.id != exceptID && PantryField.comparisonKey($0.name) == key
    }
    if let other { throw ServiceError("The pantry already has an item named '\(other.name)'.") }
  }

  private static func withUniqueIDs(_ items: [PantryItem]) -> [PantryItem] {
    var taken = Set(items.map(\.id))
    guard taken.count < items.count else { return items }
    var seen: Set<String> = []
    return items.map { item in
      guard !seen.insert(item.id).inserted else { return item }
      let id = freeID(after: item.id, taken: taken)
      taken.insert(id)
      seen.insert(id)
      return PantryItem(id: id, name: item.name, quantity: item.quantity)
    }
  }

  private func freeID(for name: String) -> String {
    Self.freeID(after: Slug.make(name), taken: Set(items.map(\.id)).union(retiredIDs))
  }

  /// `base` when it is free, else the first free `base-2`, `base-3`…
  private static func freeID(after base: String, taken: Set<String>) -> String {
    var id = base
    var number = 1
    while taken.contains(id) {
      number += 1
      id = "\(base)-\(number)"
    }
    return id
  }
}
