import Observation
import Synchronization
import TerminalKit

/// Keeps each screen's last rendering until something it read changes, the way SwiftUI only
/// re-evaluates a view whose observed state changed. Rendering runs inside
/// `withObservationTracking`, so a change to any view-model property the render read marks
/// that rendering stale.
@MainActor
final class RenderCache {
  private final class ChangeFlag: Sendable {
    let isSet = Atomic<Bool>(false)
  }

  private struct Entry {
    weak var model: AnyObject?
    let style: TerminalStyle
    let bytes: [UInt8]
    let changed: ChangeFlag
    let tracking: TrackingEnd
  }

  private static let limit = 32
  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The text of `view` in `style`, each line ending with a newline, rendered again only
  /// when needed.
  func text(of view: any ScreenRendering, style: TerminalStyle) -> String {
    String(decoding: bytes(of: view, style: style), as: UTF8.self)
  }

  /// ``text(of:style:)`` as UTF-8, as the host writes it.
  func bytes(of view: any ScreenRendering, style: TerminalStyle) -> [UInt8] {
    let model = view.viewModel
    let key = ObjectIdentifier(model)
    if let entry = entries[key], entry.model === model, entry.style == style,
      !entry.changed.isSet.load(ordering: .acquiring)
    {
      return entry.bytes
    }
    let flag = ChangeFlag()
    let tracking = TrackingEnd()
    let rendered = withObservationTracking {
      tracking.track()
      var text = ScreenText(style: style)
      view.render(into: &text)
      return text.bytes
    } onChange: {
      flag.isSet.store(true, ordering: .releasing)
    }
    entries.removeValue(forKey: key)?.tracking.end()
    if entries.count >= Self.limit { drop { $0.model == nil } }
    if entries.count >= Self.limit { drop { _ in true } }
    entries[key] = Entry(
      model: model, style: style, bytes: rendered, changed: flag, tracking: tracking)
    return rendered
  }

  /// Forgets the renderings that `isDropped`, ending their trackings, so that a screen that has
  /// gone leaves nothing registered in the objects it read.
  private func drop(where isDropped: (Entry) -> Bool) {
    for (key, entry) in entries where isDropped(entry) {
      entry.tracking.end()
      entries[key] = nil
    }
  }
}
