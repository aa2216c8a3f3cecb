import Observation
import Services

/// The Settings screen: the order of every recipe list. A choice is saved for the user first
/// and then put in force in the shared `RecipeListing`, so every list follows at once and no
/// list shows an order that was not saved.
@MainActor
@Observable
public final class SettingsViewModel {
  /// Why the last choice could not be saved, if it could not.
  public private(set) var problem: ServiceError?

  private let user: User
  private let store: any SettingsStore
  private let writes = WriteQueue()
  private let listing: RecipeListing
  /// The orders the user can choose from.
  public var choices: [RecipeOrder] { RecipeOrder.allCases }

  /// Creates the screen for `user`, saving in `store` and putting choices in force in `listing`.
  public init(user: User, store: any SettingsStore, listing: RecipeListing) {
    self.user = user
    self.store = store
    self.listing = listing
  }

  /// The order every recipe list follows now.
  public var order: RecipeOrder { listing.order }

  /// The user chose `order`: it is saved for the user, changing no other setting, then put in
  /// force; when it cannot be saved, the order in force stays and ``problem`` says why. Choices
  /// are saved in the order made, so the last choice is the one that stays.
  public func choose(_ order: RecipeOrder) async {
    do {
      _ = try await writes.run { [store, user] () throws(ServiceError) in
        try await store.apply(.order(order), for: user)
      }
      listing.order = order
      problem = nil
    } catch {
      problem = error
    }
  }
}
