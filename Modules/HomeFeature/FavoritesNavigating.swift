/// What the favourites list reports; the coordinator that owns it decides what follows.
@MainActor
public protocol FavoritesNavigating: AnyObject {
  /// The user picked the favourite recipe with `id`.
  func favoriteSelected(id: String)
}
