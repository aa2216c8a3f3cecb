import TerminalKit

/// The top row: the app, who is signed in, and the canonical URL. Too wide for the terminal,
/// it keeps its start and cuts the URL's middle, so both ends of the URL stay in view; with no
/// room for that, it cuts its end. Either cut shows an ellipsis.
struct Header {
  /// The signed-in user's name, or "signed out".
  var user: String
  var url: String

  /// The fewest columns the URL keeps when its middle is cut.
  private static let shortestCutURL = 12

  /// The header as it fits in `width` columns.
  func fitted(to width: Int) -> String {
    let lead = "Cookbook · \(user) · "
    let whole = lead + url
    guard DisplayWidth.of(whole) > width else { return whole }
    let room = width - DisplayWidth.of(lead)
    guard room >= Self.shortestCutURL else {
      return DisplayWidth.truncate(whole, to: width, ellipsis: "…")
    }
    let headWidth = (room - 1) / 2
    let head = DisplayWidth.truncate(url, to: headWidth)
    return lead + head + "…" + Self.suffix(of: url, width: room - 1 - DisplayWidth.of(head))
  }

  /// The longest end of `text` at most `width` columns wide.
  private static func suffix(of text: String, width: Int) -> String {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let columns = DisplayWidth.of(text[previous])
      if used + columns > width { break }
      used += columns
      start = previous
    }
    return String(text[start...])
  }
}
