import Foundation
import Observation
import Services

/// The forgot-password screen: validates an e-mail address, requests a reset link, confirms.
@MainActor
@Observable
public final class ForgotPasswordViewModel {
  /// Where the request stands.
  public enum Status: Hashable, Sendable {
    /// The user is typing an address.
    case editing
    /// The request is on its way.
    case sending
    /// A link went to the address.
    case sent(to: String)
    /// The request failed, with the reason to show.
    case failed(String)
  }

  /// Where the request stands.
  public private(set) var status: Status = .editing
  /// A message about the address field, when it is invalid.
  public private(set) var emailError: String?
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any ForgotPasswordNavigating)?

  private let resets: any PasswordResetService

  /// Creates the screen's model, sending links through `resets`.
  public init(resets: any PasswordResetService) {
    self.resets = resets
  }

  /// Validates `email` and, when it is valid, requests a reset link for it.
  public func sendTapped(email: String) async {
    guard status != .sending else { return }
    let address = email.trimmingCharacters(in: .whitespaces)
    emailError = EmailAddress.problem(with: address)
    guard emailError == nil else { return }
    status = .sending
    do {
      try await resets.requestReset(for: address)
      status = .sent(to: address)
      await navigation?.passwordResetRequested(for: address)
    } catch {
      status = .failed("The reset link could not be sent: \(error.message)")
    }
  }
}
