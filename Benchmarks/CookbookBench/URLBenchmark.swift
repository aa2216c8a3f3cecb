import Coordinators
import Navigation

/// Parsing a link into a navigation state and printing a state's canonical link, each as a
/// ratio to splitting the same link into its parts as `String`s, timed in turn with it.
enum URLBenchmark {
  static let deepLink =
    "cookbook://recipes/spaghetti-carbonara/cacio-e-pepe/pasta-alla-norma/pesto-trofie/"
    + "lasagne-al-forno/minestrone/focaccia/panzanella/tiramisu/creme-brulee?q=pasta"

  /// The least work any parser of the link does: its path parts and query as new strings.
  static func split(_ link: String) -> [String] {
    link.split(separator: "?").flatMap { $0.split(separator: "/") }.map(String.init)
  }

  static func rows(count: Int, repeats: Int) throws -> [Row] {
    let state = try AppState(url: deepLink)
    precondition(state.depth == 10)
    let (parse, splitForParse) = try Measure.alternating(
      repeats: repeats, { for _ in 0..<count { blackHole(try AppState(url: deepLink)) } },
      { for _ in 0..<count { blackHole(split(deepLink)) } })
    let (print, splitForPrint) = Measure.alternating(
      repeats: repeats, { for _ in 0..<count { blackHole(state.canonicalURL) } },
      { for _ in 0..<count { blackHole(split(deepLink)) } })
    let parseRatio = Spread.ratios(parse, to: splitForParse)
    let printRatio = Spread.ratios(print, to: splitForPrint)
    let each = { (seconds: Double) in Format.duration(seconds / Double(count)) }
    let times = { (ratio: Spread) in ratio.text { Format.number($0, digits: 1) + "×" } }
    return [
      Row(
        figure: "URL → state, 10-deep stack, ratio to splitting the URL",
        value: "\(times(parseRatio)); \(Spread(parse).text(each))",
        baseline: "`String` split of the same URL: \(Spread(splitForParse).text(each))",
        target: "≤ 40× the split", met: parseRatio.median <= 40),
      Row(
        figure: "state → canonical URL, 10-deep stack, ratio to splitting the URL",
        value: "\(times(printRatio)); \(Spread(print).text(each))",
        baseline: "`String` split of the same URL: \(Spread(splitForPrint).text(each))",
        target: "≤ 10× the split", met: printRatio.median <= 10),
    ]
  }
}
