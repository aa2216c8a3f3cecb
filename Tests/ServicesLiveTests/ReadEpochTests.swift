import Foundation
import Services
import ServicesLive
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// With a read epoch (ADR 0032), favourites and deletions check their file once per epoch:
/// another instance's write shows from the next epoch on, this instance's own write at once,
/// and before the first epoch every read is checked as without one.
struct ReadEpochTests {
  private let user = User(name: "demo")

  private func directory() throws -> StateDirectory {
    try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-tests-\(UUID().uuidString)/state"))
  }

  @Test func anotherInstancesWriteShowsInTheNextEpoch() async throws {
    let directory = try directory()
    let epoch = ReadEpoch()
    let first = FileFavoritesStore(directory: directory, clock: FixedClock(), epoch: epoch)
    let second = FileFavoritesStore(directory: directory, clock: FixedClock())
    epoch.advance()
    #expect(try await first.favorites(of: user) == [])
    #expect(try await first.favorites(of: user) == [])
    try await second.setFavorite(true, recipeID: "tiramisu", for: user)
    #expect(try await first.favorites(of: user) == [], "checked once in this epoch already")
    epoch.advance()
    #expect(try await first.favorites(of: user) == ["tiramisu"])
    try await second.setFavorite(true, recipeID: "paella", for: user)
    epoch.advance()
    #expect(try await first.favorites(of: user) == ["tiramisu", "paella"])
  }

  @Test func anotherInstancesDeletionShowsInTheNextEpoch() async throws {
    let directory = try directory()
    let epoch = ReadEpoch()
    let first = FileDeletedRecipesStore(directory: directory, clock: FixedClock(), epoch: epoch)
    let second = FileDeletedRecipesStore(directory: directory, clock: FixedClock())
    epoch.advance()
    #expect(try await first.deletedRecipes(of: user) == [])
    #expect(try await first.deletedRecipes(of: user) == [])
    try await second.markDeleted(recipeID: "tiramisu", for: user)
    epoch.advance()
    #expect(try await first.deletedRecipes(of: user) == ["tiramisu"])
    #expect(try await first.deletedRecipes(of: user) == ["tiramisu"])
  }

  @Test func anOwnWriteShowsWithinTheEpoch() async throws {
    let directory = try directory()
    let epoch = ReadEpoch()
    let store = FileFavoritesStore(directory: directory, clock: FixedClock(), epoch: epoch)
    epoch.advance()
    #expect(try await store.favorites(of: user) == [])
    #expect(try await store.favorites(of: user) == [])
    try await store.setFavorite(true, recipeID: "tiramisu", for: user)
    #expect(try await store.favorites(of: user) == ["tiramisu"])
    #expect(try await store.favorites(of: user) == ["tiramisu"])
    try await store.setFavorite(false, recipeID: "tiramisu", for: user)
    #expect(try await store.favorites(of: user) == [])
    let deletions = FileDeletedRecipesStore(directory: directory, clock: FixedClock(), epoch: epoch)
    #expect(try await deletions.deletedRecipes(of: user) == [])
    try await deletions.markDeleted(recipeID: "paella", for: user)
    #expect(try await deletions.deletedRecipes(of: user) == ["paella"])
  }

  @Test func beforeTheFirstEpochEveryReadIsChecked() async throws {
    let directory = try directory()
    let epoch = ReadEpoch()
    let first = FileFavoritesStore(directory: directory, clock: FixedClock(), epoch: epoch)
    let second = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try await first.favorites(of: user) == [])
    #expect(try await first.favorites(of: user) == [])
    try await second.setFavorite(true, recipeID: "tiramisu", for: user)
    #expect(try await first.favorites(of: user) == ["tiramisu"])
  }

  @Test func aFileRemovedByHandShowsInTheNextEpoch() async throws {
    let directory = try directory()
    let epoch = ReadEpoch()
    let store = FileFavoritesStore(directory: directory, clock: FixedClock(), epoch: epoch)
    epoch.advance()
    try await store.setFavorite(true, recipeID: "tiramisu", for: user)
    #expect(try await store.favorites(of: user) == ["tiramisu"])
    #expect(try await store.favorites(of: user) == ["tiramisu"])
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("favorites.json"))
    epoch.advance()
    #expect(try await store.favorites(of: user) == [])
  }
}
