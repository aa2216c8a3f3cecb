/// How a form's save meets changes made elsewhere since the form opened: field by field, as a
/// three-way merge against the item as the form opened it.
enum PantryMerge {
  /// `mine` merged with `saved`, both descended from `opened`.
  /// - Throws: ``ServiceError`` naming each field both changed to different values.
  static func merge(_ mine: PantryItem, opened: PantryItem, saved: PantryItem)
    throws(ServiceError) -> PantryItem
  {
    var conflicts: [(field: String, saved: String)] = []
    func field(_ name: String, _ value: KeyPath<PantryItem, String>) -> String {
      let (mineValue, openedValue, savedValue) = (
        mine[keyPath: value], opened[keyPath: value], saved[keyPath: value]
      )
      if mineValue == openedValue { return savedValue }
      if savedValue != openedValue, savedValue != mineValue {
        conflicts.append((name, savedValue))
      }
      return mineValue
    }
    let merged = PantryItem(
      id: mine.id, name: field("name", \.name), quantity: field("quantity", \.quantity))
    guard conflicts.isEmpty else {
      let fields = conflicts.map(\.field).joined(separator: " and ")
      let values = conflicts.map { "'\($0.saved)'" }.joined(separator: " and ")
      let verb = conflicts.count == 1 ? "was" : "were"
      throw ServiceError(
        "The \(fields) of '\(opened.name)' \(verb) changed elsewhere to \(values) since this "
          + "form opened; save again to keep yours, or cancel.")
    }
    return merged
  }
}
