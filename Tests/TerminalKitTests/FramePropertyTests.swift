import Testing

@testable import TerminalKit

/// For random walks of frames full of clusters of every width, each incremental update leaves
/// a scalar-by-scalar terminal exactly as a full redraw does, with no stale cell. The long run,
/// on pyte, is Scripts/frame-property.sh.
@MainActor
struct FramePropertyTests {
  @Test(arguments: [(1, 3, 7), (2, 5, 13), (3, 4, 24), (4, 2, 4)])
  func incrementalUpdatesEndAsAFullRedraw(seed: Int, rows: Int, columns: Int) {
    let size = TerminalSize(rows: rows, columns: columns)
    let writer = FrameWriter()
    var walk = RandomFrames(seed: UInt64(seed), size: size)
    var incremental = ScalarTerminal(rows: size.rows, columns: size.columns)
    var previous: Frame?
    for step in 0..<250 {
      guard let frame = walk.next() else { break }
      incremental.apply(writer.update(from: previous, to: frame))
      var redrawn = ScalarTerminal(rows: size.rows, columns: size.columns)
      redrawn.apply(writer.redraw(frame))
      let stale = incremental.differences(from: frame)
      #expect(stale.isEmpty, "seed \(seed) step \(step): \(stale)\n\(frame.text)")
      #expect(incremental == redrawn, "seed \(seed) step \(step)")
      if !stale.isEmpty || incremental != redrawn { break }
      previous = frame
    }
  }
}
