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
    /// Signing in failed.
    case failed(SignInError)
  }

  /// Why a field's value was refused before signing in.
  public enum FieldProblem: Hashable, Sendable {
    /// The field is empty.
    case missing
    /// The value has a control character.
    case controlCharacters
  }

  /// Where the sign-in attempt stands.
  public private(set) var status: Status = .editing
  /// The user name of the last attempt, kept so the screen can show it again.
  public private(set) var username = ""
  /// Why the user name was refused, if it was.
  public private(set) var usernameError: FieldProblem?
  /// Why the password was refused, if it was.
  public private(set) var passwordError: FieldProblem?
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
    usernameError = Self.problem(with: trimmed)
    passwordError = Self.problem(with: password)
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
      status = .failed(error)
    }
  }

  /// The user gave up signing in; only a cancellable sign-in reports it.
  public func cancelTapped() async {
    guard isCancellable, status != .signingIn else { return }
    navigation?.signInCancelled()
  }

  private static func problem(with value: String) -> FieldProblem? {
    if value.isEmpty { return .missing }
    let hasControl = value.unicodeScalars.contains { $0.properties.generalCategory == .control }
    return hasControl ? .controlCharacters : nil
  }
}
