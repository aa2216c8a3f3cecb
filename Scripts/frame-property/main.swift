// Writes random walks of frames (Tests/TerminalKitTests/RandomFrames.swift) as JSON lines for
// Scripts/frame-property.py: each frame's cells and FrameWriter's update and full redraw.
// Built by Scripts/frame-property.sh together with Modules/TerminalKit's sources.

var frameCount = 100_000
var seed: UInt64 = 1
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--frames": frameCount = arguments.next().flatMap { Int($0) } ?? frameCount
  case "--seed": seed = arguments.next().flatMap { UInt64($0) } ?? seed
  default: fatalError("usage: frame-property [--frames N] [--seed S]")
  }
}

func json(_ text: String) -> String {
  var escaped = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      let hex = String(scalar.value, radix: 16)
      escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped + "\""
}

func style(_ style: TextStyle) -> String {
  "[\(style.isBold),\(style.isUnderlined),\(style.isReversed),"
    + json(style.foreground.map { "\($0)" } ?? "default") + "]"
}

func cells(_ frame: Frame) -> String {
  let rows = (0..<frame.rows).map { row in
    var heads: [String] = []
    var column = 0
    while column < frame.columns {
      let cell = frame[row, column]
      let width = max(1, DisplayWidth.of(cell.character))
      heads.append("[\(column),\(width),\(json(String(cell.character))),\(style(cell.style))]")
      column += width
    }
    return "[" + heads.joined(separator: ",") + "]"
  }
  return "[" + rows.joined(separator: ",") + "]"
}

let writer = FrameWriter()
var random = SplitMix(state: seed)
var written = 0
var walk = 0
while written < frameCount {
  let size = TerminalSize(rows: 2 + random.below(7), columns: 4 + random.below(27))
  var walkFrames = RandomFrames(seed: seed &* 1_000_003 &+ UInt64(walk), size: size)
  var previous: Frame?
  for step in 0..<min(200, frameCount - written) {
    guard let frame = walkFrames.next() else { break }
    print(
      "{\"walk\":\(walk),\"step\":\(step),\"rows\":\(size.rows),\"columns\":\(size.columns),"
        + "\"update\":\(json(writer.update(from: previous, to: frame))),"
        + "\"redraw\":\(json(writer.redraw(frame))),\"cells\":\(cells(frame))}")
    previous = frame
    written += 1
  }
  walk += 1
}
