import TerminalKit

/// The breadcrumb: the title of every level of the stack, root first. Too wide, it drops
/// whole titles from the start, so the screens nearest stay in view; only the last title is
/// ever cut, when even it alone does not fit.
struct Breadcrumb {
  var titles: [String]

  private static let separator = " › "

  /// The breadcrumb as it fits in `width` columns.
  func fitted(to width: Int) -> String {
    let whole = titles.joined(separator: Self.separator)
    guard DisplayWidth.of(whole) > width, titles.count > 1 else {
      return DisplayWidth.truncate(whole, to: width, ellipsis: "…")
    }
    for dropped in 1..<titles.count {
      let shown = (["…"] + titles.dropFirst(dropped)).joined(separator: Self.separator)
      if DisplayWidth.of(shown) <= width { return shown }
    }
    let last = "…" + Self.separator + (titles.last ?? "")
    return DisplayWidth.truncate(last, to: width, ellipsis: "…")
  }
}
