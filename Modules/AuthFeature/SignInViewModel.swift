import Foundation
import Observation
import Services

/// The sign-in screen: validates the fields, signs in, and reports the outcome.
@MainActor
@Observable
public final class SignInViewModel {
  /// Where the sign-in attempt stands.
  public enum Status: Hashable, Sendable {
    /// The user is typing.
    case editing
    /// The credentials are being checked.
    case signingIn
    /// Signing in failed, with the reason to show.
    case failed(String)
  }

  /// Where the sign-in attempt stands.
  public private(set) var status: Status = .editing
  /// The user name of the last attempt, kept so the screen can show it again.
  public private(set) var username = ""
  /// A message about the user name field, when it is invalid.
  public private(set) var usernameError: String?
  /// A message about the password field, when it is invalid.
  public private(set) var passwordError: String?
  /// Information from elsewhere in the flow, such as where a reset link was sent.
  public var notice: SignInNotice?
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any SignInNavigating)?
  /// Whether the user may give up signing in, as over the preserved tabs after an expiry;
  /// a host offers a way out only then.
  public let isCancellable: Bool

  private let auth: any AuthService

  /// Creates the screen's model, signing in through `auth`; `isCancellable` offers a way out.
  public init(auth: any AuthService, isCancellable: Bool = false) {
    self.auth = auth
    self.isCancellable = isCancellable
  }

  /// Validates the fields and, when both are filled in, signs in.
  public func signInTapped(username: String, password: String) async {
    guard status != .signingIn else { return }
    let trimmed = username.trimmingCharacters(in: .whitespaces)
    self.username = trimmed
    usernameError =
      trimmed.isEmpty
      ? "Enter your user name."
      : Self.hasControlCharacters(trimmed) ? "A user name has no control characters." : nil
    passwordError =
      password.isEmpty
      ? "Enter your password."
      : Self.hasControlCharacters(password) ? "A password has no control characters." : nil
    guard usernameError == nil, passwordError == nil else {
      status = .editing
      return
    }
    status = .signingIn
    do {
      let session = try await auth.signIn(username: trimmed, password: password)
      status = .editing
      navigation?.signInSucceeded(with: session)
    } catch {
      status = .failed(Self.message(for: error))
    }
  }

  /// The user gave up signing in; only a cancellable sign-in reports it.
  public func cancelTapped() async {
    guard isCancellable, status != .signingIn else { return }
    navigation?.signInCancelled()
  }

  /// Reports that the user wants to reset a forgotten password.
  public func forgotPasswordTapped() {
    navigation?.forgotPasswordRequested()
  }

  private static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  private static func message(for error: SignInError) -> String {
    switch error {
    case .invalidCredentials: "Wrong user name or password."
    case .unavailable(let reason): "Signing in is not possible right now: \(reason)"
    case .throttled(let user, let seconds):
      "Too many failed sign-ins for \(user). Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
    }
  }
}
