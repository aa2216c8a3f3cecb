import Observation
import Services

/// The welcome a user sees over the tabs the first time they sign in: who they are, and one
/// way on.
@MainActor
@Observable
public final class WelcomeViewModel {
  /// The user being welcomed.
  public let user: User
  /// Receives the welcome's events; the coordinator sets it.
  public weak var navigation: (any WelcomeNavigating)?

  /// Creates the welcome for `user`.
  public init(user: User) {
    self.user = user
  }

  /// The user chose to continue into the app.
  public func continueTapped() async {
    navigation?.welcomeFinished()
  }
}
