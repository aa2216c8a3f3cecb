import Foundation
import Observation
import Services

/// The forgot-password screen: validates an e-mail address and asks for a reset link. It
/// holds no service: the request is reported, and whoever pushed the screen sends the link
/// and then closes it, or tells it why it could not.
@MainActor
@Observable
public final class ForgotPasswordViewModel {
  /// Where the request stands.
  public enum Status: Hashable, Sendable {
    /// The user is typing an address.
    case editing
    /// The request is on its way.
    case sending
    /// The request failed.
    case failed(ServiceError)
  }

  /// Where the request stands.
  public private(set) var status: Status = .editing
  /// Why the address given was refused, if it was.
  public private(set) var emailError: EmailProblem?
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any ForgotPasswordNavigating)?

  /// Creates the screen's model.
  public init() {}

  /// Validates `email` and, when it is valid, asks for a reset link for it.
  public func sendTapped(email: String) async {
    guard status != .sending else { return }
    let address = email.trimmingCharacters(in: .whitespaces)
    emailError = EmailAddress.problem(with: address)
    guard emailError == nil else { return }
    status = .sending
    navigation?.passwordResetRequested(for: address, on: self)
  }

  /// The link could not be sent: the screen says why and takes an address again.
  public func sendFailed(_ error: ServiceError) {
    status = .failed(error)
  }
}
