import Observation

/// What a stack or slot reports to Observation, kept in a class that is not generic: a key path
/// into `RouteStack<Element, Presentation>` is built at run time for each pair of types, with a
/// look-up of each type's conformances (about a fifth of the app's start-up), while one into
/// this class is built once per process. The key paths stay inside these methods, so that the
/// stacks' own accessors have none and can be specialised in the modules that use them.
@MainActor
final class RouteChanges: Observable {
  /// What changed.
  enum Member {
    /// A stack's pushed screens.
    case path
    /// A stack's sheet or alert, or a slot's modal.
    case presentation
  }

  /// Stands for ``Member/path``.
  var path: Void { () }
  /// Stands for ``Member/presentation``.
  var presentation: Void { () }

  private let registrar = ObservationRegistrar()
  private static let pathKey: KeyPath<RouteChanges, Void> = \.path
  private static let presentationKey: KeyPath<RouteChanges, Void> = \.presentation

  private static func key(_ member: Member) -> KeyPath<RouteChanges, Void> {
    switch member {
    case .path: pathKey
    case .presentation: presentationKey
    }
  }

  /// Records that the caller read `member`, for whoever tracks this access.
  func access(_ member: Member) {
    registrar.access(self, keyPath: Self.key(member))
  }

  /// Tells the trackers of `member` that it is about to change.
  func willSet(_ member: Member) {
    registrar.willSet(self, keyPath: Self.key(member))
  }

  /// Tells the trackers of `member` that it changed.
  func didSet(_ member: Member) {
    registrar.didSet(self, keyPath: Self.key(member))
  }
}
