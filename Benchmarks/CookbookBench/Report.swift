/// One row of the benchmark table.
struct Row {
  let figure: String
  let value: String
  let baseline: String
  let target: String
  let met: Bool?

  /// The row as a Markdown table line. A smoke run's tiny counts say nothing about a target, so
  /// its rows read "smoke" where the verdict would be.
  func markdown(smoke: Bool) -> String {
    let verdict = smoke ? "smoke" : met.map { $0 ? "met" : "**missed**" } ?? "reported"
    return "| \(figure) | \(value) | \(baseline) | \(target) | \(verdict) |"
  }

  static let header = """
    | figure | median (min–max) | baseline (same run) | target | result |
    |---|---|---|---|---|
    """
}

/// Formats numbers for the table.
enum Format {
  static func number(_ value: Double, digits: Int = 2) -> String {
    let scale = pow10(digits)
    return String(Double((value * scale).rounded()) / scale)
  }

  static func rate(_ perSecond: Double) -> String {
    perSecond >= 1e6 ? "\(number(perSecond / 1e6)) M/s" : "\(number(perSecond / 1e3)) k/s"
  }

  static func duration(_ seconds: Double) -> String {
    if seconds < 1e-3 { return "\(number(seconds * 1e6)) µs" }
    if seconds < 1 { return "\(number(seconds * 1e3)) ms" }
    return "\(number(seconds)) s"
  }

  static func megabytes(_ bytes: Int) -> String {
    "\(number(Double(bytes) / 1_048_576)) MB"
  }

  private static func pow10(_ digits: Int) -> Double {
    (0..<digits).reduce(1) { value, _ in value * 10 }
  }
}
