import Coordinators
import Navigation

/// Parsing a link into a navigation state and printing a state's canonical link.
enum URLBenchmark {
  static let deepLink =
    "cookbook://recipes/spaghetti-carbonara/cacio-e-pepe/pasta-alla-norma/pesto-trofie/"
    + "lasagne-al-forno/minestrone/focaccia/panzanella/tiramisu/creme-brulee?q=pasta"

  static func rows(count: Int, repeats: Int) throws -> [Row] {
    let state = try AppState(url: deepLink)
    precondition(state.depth == 10)
    let parse =
      try Measure.medianSeconds(repeats: repeats) {
        for _ in 0..<count { blackHole(try AppState(url: deepLink)) }
      } / Double(count)
    let print =
      Measure.medianSeconds(repeats: repeats) {
        for _ in 0..<count { blackHole(state.canonicalURL) }
      } / Double(count)
    return [
      Row(
        figure: "URL → state, 10-deep stack", value: Format.duration(parse), baseline: "—",
        target: "≤ 10 µs per link", met: parse <= 10e-6),
      Row(
        figure: "state → canonical URL, 10-deep stack", value: Format.duration(print),
        baseline: "—", target: "≤ 2 µs", met: print <= 2e-6),
    ]
  }
}
