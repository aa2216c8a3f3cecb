import Observation
import Services

/// The alert that confirms deleting a recipe from the user's cookbook: yes or no. It holds no
/// store: "yes" is reported, and whoever presented the alert deletes and then closes it, or
/// tells it why it could not.
@MainActor
@Observable
public final class DeleteRecipeViewModel {
  /// The recipe to delete.
  public let recipe: Recipe
  /// Whether "yes" was answered and the deletion is under way; the alert takes no other
  /// answer meanwhile.
  public private(set) var isDeleting = false
  /// Why the deletion failed, if it did; the alert stays open.
  public private(set) var problem: String?
  /// Receives the alert's events; the coordinator sets it.
  public weak var navigation: (any DeleteRecipeNavigating)?

  /// Creates the alert for `recipe`.
  public init(recipe: Recipe) {
    self.recipe = recipe
  }

  /// The user confirmed.
  public func yesTapped() async {
    guard !isDeleting else { return }
    isDeleting = true
    problem = nil
    navigation?.deletionConfirmed()
  }

  /// The user changed their mind.
  public func noTapped() async {
    guard !isDeleting else { return }
    navigation?.deletionCancelled()
  }

  /// The deletion failed for `reason`: the alert says so and takes an answer again.
  public func deletionFailed(reason: String) {
    isDeleting = false
    problem = "The recipe could not be deleted: \(reason)"
  }
}
