import Observation
import Services

/// The alert that confirms deleting a recipe from the user's cookbook: yes or no.
@MainActor
@Observable
public final class DeleteRecipeViewModel {
  /// The recipe to delete.
  public let recipe: Recipe
  /// Why the deletion failed, if it did; the alert stays open.
  public private(set) var problem: String?
  /// Receives the alert's events; the coordinator sets it.
  public weak var navigation: (any DeleteRecipeNavigating)?

  private let user: User
  private let deletions: any DeletedRecipesStore

  /// Creates the alert for `recipe`, deleting from `user`'s cookbook.
  public init(recipe: Recipe, user: User, deletions: any DeletedRecipesStore) {
    self.recipe = recipe
    self.user = user
    self.deletions = deletions
  }

  /// The user confirmed: the deletion is saved, then reported.
  public func yesTapped() async {
    do {
      try await deletions.markDeleted(recipeID: recipe.id, for: user)
      await navigation?.recipeDeleted()
    } catch {
      problem = "The recipe could not be deleted: \(error.message)"
    }
  }

  /// The user changed their mind.
  public func noTapped() async {
    await navigation?.deletionCancelled()
  }
}
