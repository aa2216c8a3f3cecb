/// One thing the explorer does to the app: a line-mode command, the session running out, or
/// a relaunch through the saved state.
public enum ExplorerAction: Hashable, Sendable, CustomStringConvertible {
  /// A command typed in line mode.
  case line(String)
  /// The clock passes the end of the session.
  case expire
  /// The app quits and launches again from what it saved.
  case relaunch
  /// The full-screen host's back menu pops every screen above the root in one write.
  case backMenuToRoot
  /// An intent interrupted while it waits; the last step of a path.
  case interleaved(Interleaving)

  /// The action as a line of a line-mode script; actions that are not commands are comments
  /// that say how to reproduce them.
  public var description: String {
    switch self {
    case .line(let text): text
    case .expire: "# the session runs out here (run with --session-ttl and wait)"
    case .relaunch: "# quit here, then run cookbook again with the same --state-dir"
    case .backMenuToRoot: "# full-screen: b, then the first level (one shorter path)\nwhere"
    case .interleaved(let interleaving): interleaving.description
    }
  }
}
