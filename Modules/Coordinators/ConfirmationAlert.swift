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
  private var close: (@MainActor () -> Void)?

  /// A question whose "yes" calls `confirmed`.
  init(_ question: Question, confirmed: @escaping @MainActor () -> Void) {
    self.question = question
    self.confirmed = confirmed
  }

  /// The user answered: the question closes, and "yes" reaches its owner. Only the first
  /// answer counts.
  public func answer(_ yes: Bool) {
    guard let close = close.take() else { return }
    close()
    if yes { confirmed() }
  }

  /// Presents the question as `presentation` over the screen whose model is `requester`
  /// (`nil`: the root) on `stack`, for `owner`.
  /// - Returns: whether it is presented.
  @discardableResult
  func present<Element, Presentation>(
    as presentation: Presentation, on stack: RouteStack<Element, Presentation>,
    from requester: AnyObject?, owner: any RouteOwner
  ) -> Bool {
    guard let id = stack.present(presentation, from: requester, model: self, owner: owner) else {
      return false
    }
    close = { [weak stack] in stack?.remove(id) }
    return true
  }
}
