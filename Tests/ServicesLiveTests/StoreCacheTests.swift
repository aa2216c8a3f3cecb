import Foundation
import Services
import ServicesLive
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Favourites and deletions answer from a cache while their file is unchanged (ADR 0031); any
/// change on disk, by another instance or by hand, must still be seen at the next read.
struct StoreCacheTests {
  private let user = User(name: "demo")

  private func directory() throws -> StateDirectory {
    try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-tests-\(UUID().uuidString)/state"))
  }

  @Test func favouritesSeeAnotherInstancesWriteAfterACachedRead() async throws {
    let directory = try directory()
    let first = FileFavoritesStore(directory: directory, clock: FixedClock())
    let second = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try await first.favorites(of: user) == [])
    #expect(try await first.favorites(of: user) == [])
    try await second.setFavorite(true, recipeID: "tiramisu", for: user)
    #expect(try await first.favorites(of: user) == ["tiramisu"])
    try await second.setFavorite(true, recipeID: "paella", for: user)
    #expect(try await first.favorites(of: user) == ["tiramisu", "paella"])
  }

  @Test func deletionsSeeAnotherInstancesWriteAfterACachedRead() async throws {
    let directory = try directory()
    let first = FileDeletedRecipesStore(directory: directory, clock: FixedClock())
    let second = FileDeletedRecipesStore(directory: directory, clock: FixedClock())
    #expect(try await first.deletedRecipes(of: user) == [])
    try await second.markDeleted(recipeID: "tiramisu", for: user)
    #expect(try await first.deletedRecipes(of: user) == ["tiramisu"])
    #expect(try await first.deletedRecipes(of: user) == ["tiramisu"])
  }

  @Test func aFileRemovedByHandIsReadAsEmptyAgain() async throws {
    let directory = try directory()
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    try await store.setFavorite(true, recipeID: "tiramisu", for: user)
    #expect(try await store.favorites(of: user) == ["tiramisu"])
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("favorites.json"))
    #expect(try await store.favorites(of: user) == [])
  }

  @Test func theBundledCatalogueIsTheSameThroughEveryInstance() async throws {
    let first = try await BundledRecipeCatalog().allRecipes()
    let second = try await BundledRecipeCatalog().allRecipes()
    #expect(!first.isEmpty)
    #expect(first == second)
  }
}
