import Foundation

/// Time and memory measurements shared by the benchmarks.
enum Measure {
  /// Seconds taken by `body`, on the monotonic clock.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The median of `values`.
  static func median(_ values: [Double]) -> Double {
    Spread(values).median
  }

  /// The median of `repeats` timings of `body`.
  static func medianSeconds(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    try spread(repeats: repeats, body).median
  }

  /// The spread of `repeats` timings of `body`.
  static func spread(repeats: Int, _ body: () throws -> Void) rethrows -> Spread {
    var samples: [Double] = []
    for _ in 0..<repeats { samples.append(try seconds(body)) }
    return Spread(samples)
  }

  /// Times `first` and `second` in turn, `repeats` times, so that a change in the machine's
  /// load touches both alike; returns each one's timings.
  static func alternating(
    repeats: Int, _ first: () throws -> Void, _ second: () throws -> Void
  ) rethrows -> (first: [Double], second: [Double]) {
    var samples: ([Double], [Double]) = ([], [])
    for _ in 0..<repeats {
      samples.0.append(try seconds(first))
      samples.1.append(try seconds(second))
    }
    return samples
  }

  /// The process's resident set size, in bytes, from /proc/self/statm.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// The least, the median and the greatest of a set of samples.
struct Spread {
  let min: Double
  let median: Double
  let max: Double

  init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    min = sorted[0]
    max = sorted[sorted.count - 1]
    median =
      sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// Each sample divided by the one at the same index in `baseline`.
  static func ratios(_ samples: [Double], to baseline: [Double]) -> Spread {
    Spread(zip(samples, baseline).map { $0 / $1 })
  }

  /// `median (min–max)`, each formatted by `format`.
  func text(_ format: (Double) -> String) -> String {
    "\(format(median)) (\(format(min))–\(format(max)))"
  }

  /// The spread of each sample transformed by `transform`, which must be monotonic.
  func map(_ transform: (Double) -> Double) -> Spread {
    Spread([transform(min), transform(median), transform(max)])
  }
}

/// A fixed CPU-bound loop, timed in the same run as every figure, so that runs on two machines
/// (or one machine twice) can be compared: divide a figure by this row before comparing it.
enum Calibration {
  /// Seconds for 10 million SplitMix steps, `repeats` times.
  static func samples(repeats: Int) -> [Double] {
    (0..<repeats).map { _ in
      Measure.seconds {
        var generator = SplitMix(seed: opaque(7))
        var sum: UInt64 = 0
        for _ in 0..<opaque(10_000_000) { sum &+= generator.next() }
        calibrationSink = sum
      }
    }
  }

  /// The calibration row.
  static func row(_ samples: [Double]) -> Row {
    Row(
      figure: "calibration: 10 M SplitMix64 steps, a fixed CPU-bound loop (\(samples.count) runs)",
      value: Spread(samples).text(Format.duration), baseline: "—",
      target: "compare machines by it", met: nil)
  }
}

/// Where the calibration loop leaves its sum, so that the optimiser cannot drop the loop.
nonisolated(unsafe) var calibrationSink: UInt64 = 0

/// `value`, which the optimiser cannot see through, so a loop over it is not folded away.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
