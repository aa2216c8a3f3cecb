/// A screen a stack can hold, as a link names it: one path segment. A type declares each of
/// its screens' segment and which screens open from which by a word; reading and writing a
/// path follow from that, so a new screen needs no parser of its own.
public protocol PathDestination: Hashable, Sendable {
  /// The segment this screen adds to its stack's link: a word, or an id.
  var segment: String { get }
  /// The screens that open over `parent` (`nil`: the root) by their word, each carrying what it
  /// needs of `parent`; a host offers each as a way on.
  static func children(of parent: Self?) -> [Self]
  /// The screen a segment that is no child's word names, as an id names a recipe; `nil` when
  /// there is none.
  static func identified(by segment: String) -> Self?
  /// Whether a sheet or an alert may open over this screen.
  var takesPresentations: Bool { get }
}

extension PathDestination {
  /// No screen is named by an id.
  public static func identified(by segment: String) -> Self? { nil }
  /// Any screen may be presented over.
  public var takesPresentations: Bool { true }

  /// The screens `segments` name, each read after the one before it, a child's word before an
  /// id; `nil` when a segment names no screen there.
  public static func path(_ segments: [String]) -> [Self]? {
    var path: [Self] = []
    for segment in segments {
      guard
        let next = children(of: path.last).first(where: { $0.segment == segment })
          ?? identified(by: segment)
      else { return nil }
      path.append(next)
    }
    return path
  }
}

extension Never: PathDestination {
  /// Never called: there is no such screen.
  public var segment: String { switch self {} }
  /// None.
  public static func children(of parent: Never?) -> [Never] { [] }
}
