import Navigation
import Services

/// A yes/no question in its screen's presentation slot, as SwiftUI's `.alert(item:)` and TCA's
/// `AlertState` are: either answer closes it, and "yes" goes to its owner, which performs what
/// was asked and words a failure as a notice. There is no coordinator or view model per alert.
@MainActor
public final class ConfirmationAlert {
  /// What is asked.
  public enum Question: Hashable, Sendable {
    /// Delete this recipe from the user's cookbook?
    case deleteRecipe(Recipe)
    /// Delete this pantry item?
    case deletePantryItem(PantryItem)
  }

  /// What is asked.
  public let question: Question
  private let confirmed: @MainActor () -> Void
  private weak var stack: (any AnyRouteStack)?
  private var isAnswered = false

  /// A question presented on `stack`, whose "yes" calls `confirmed`.
  init(
    _ question: Question, on stack: any AnyRouteStack,
    confirmed: @escaping @MainActor () -> Void
  ) {
    self.question = question
    self.stack = stack
    self.confirmed = confirmed
  }

  /// The user answered: the question closes, and "yes" reaches its owner. Only the first
  /// answer counts.
  public func answer(_ yes: Bool) {
    guard !isAnswered else { return }
    isAnswered = true
    if let route = stack?.route(showing: self) { stack?.remove(route) }
    if yes { confirmed() }
  }
}
