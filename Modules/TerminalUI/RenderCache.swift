import Observation
import Synchronization

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
    let rendered = withObservationTracking {
      var text = ScreenText(style: style)
      view.render(into: &text)
      return text.bytes
    } onChange: {
      flag.isSet.store(true, ordering: .releasing)
    }
    if entries.count >= Self.limit { entries = entries.filter { $0.value.model != nil } }
    if entries.count >= Self.limit { entries.removeAll() }
    entries[key] = Entry(model: model, style: style, bytes: rendered, changed: flag)
    return rendered
  }
}
