import Foundation
import Services

/// Keeps every user's favourites in `favorites.json` in the state directory.
public struct FileFavoritesStore: FavoritesStore {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    var users: [String: [String]]
  }

  private let url: URL
  private let clock: any WallClock

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    self.url = directory.file("favorites.json")
    self.clock = clock
  }

  /// The ids of `user`'s favourite recipes.
  public func favorites(of user: User) throws(ServiceError) -> Set<String> {
    Set(try loadFile().users[user.name] ?? [])
  }

  /// Marks or unmarks `recipeID` as one of `user`'s favourites and saves at once.
  public func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User) throws(ServiceError)
  {
    var file = try loadFile()
    var ids = Set(file.users[user.name] ?? [])
    if isFavorite { ids.insert(recipeID) } else { ids.remove(recipeID) }
    file.users[user.name] = ids.sorted()
    try VersionedJSON.save(file, to: url)
  }

  private func loadFile() throws(ServiceError) -> File {
    try VersionedJSON.load(File.self, from: url, clock: clock) ?? File(users: [:])
  }
}
