import Observation
import Services

/// The Settings screen: the order of every recipe list. A choice is saved for the user first
/// and then put in force in the shared `RecipeSorting`, so every list follows at once and
/// no list shows an order that was not saved.
@MainActor
@Observable
public final class SettingsViewModel {
  /// Why the last choice could not be saved, if it could not.
  public private(set) var problem: String?

  private let user: User
  private let store: any SettingsStore
  private let sorting: RecipeSorting
  @ObservationIgnored private var lastChoice: Task<ServiceError?, Never>?

  /// The orders the user can choose from.
  public var choices: [RecipeOrder] { RecipeOrder.allCases }

  /// Creates the screen for `user`, saving in `store` and putting choices in force in `sorting`.
  public init(user: User, store: any SettingsStore, sorting: RecipeSorting) {
    self.user = user
    self.store = store
    self.sorting = sorting
  }

  /// The order every recipe list follows now.
  public var order: RecipeOrder { sorting.order }

  /// The user chose `order`: it is saved for the user, changing no other setting, then put in
  /// force. When it cannot be saved, the order in force stays and ``problem`` says why.
  /// Choices are saved one after another, in the order they were made.
  public func choose(_ order: RecipeOrder) async {
    let previous = lastChoice
    let choice = Task { [store, user] () -> ServiceError? in
      _ = await previous?.value
      do throws(ServiceError) {
        try await store.apply(.order(order), for: user)
        return nil
      } catch {
        return error
      }
    }
    lastChoice = choice
    if let error = await choice.value {
      problem = "The order could not be saved: \(error.message)"
    } else {
      problem = nil
      sorting.order = order
    }
  }
}
