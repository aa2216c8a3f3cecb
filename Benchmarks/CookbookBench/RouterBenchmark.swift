import Navigation

/// A stack of integers, so the router is measured and not the routes.
typealias IntegerStack = RouteStack<Int, Int>

extension IntegerStack {
  /// A stack on screen, as a tab's stack is while its tab shows.
  @MainActor
  static func shown() -> IntegerStack {
    let ledger = RouteLedger()
    ledger.shownStack = "bench"
    return IntegerStack("bench", ledger: ledger)
  }
}

/// Mixed push/pop/present/dismiss on the real router, beside the same sequence on bare arrays.
@MainActor
enum RouterBenchmark {
  enum Operation {
    case push(Int)
    case pop
    case present(Int)
    case dismiss
  }

  /// A fixed sequence of `count` operations that keeps the stack between 0 and 20 deep.
  static func operations(count: Int) -> [Operation] {
    var generator = SplitMix(seed: 42)
    var depth = 0
    var presented = false
    return (0..<count).map { index in
      switch generator.next() % 4 {
      case 0 where depth < 20, 1 where depth == 0:
        // A sheet or alert refuses a push (issue 19), so the sequence dismisses it instead.
        guard !presented else {
          presented = false
          return .dismiss
        }
        depth += 1
        return .push(index)
      case 0, 1:
        depth -= 1
        presented = false
        return .pop
      case 2 where !presented:
        presented = true
        return .present(index)
      default:
        presented = false
        return .dismiss
      }
    }
  }

  @inline(never)
  static func runRouter(_ operations: [Operation]) -> Int {
    let stack = IntegerStack.shown()
    let owner = SilentOwner()
    for operation in operations {
      switch operation {
      case .push(let value): stack.push(value, over: stack.pathIDs.last, owner: owner)
      case .pop: stack.pop()
      case .present(let value): stack.present(value, over: stack.path.last?.id, owner: owner)
      case .dismiss: stack.dismiss()
      }
    }
    return stack.path.count
  }

  @inline(never)
  static func runArray(_ operations: [Operation]) -> Int {
    var stack: [Int] = []
    var presented: Int?
    for operation in operations {
      switch operation {
      case .push(let value): stack.append(value)
      case .pop:
        if !stack.isEmpty {
          presented = nil
          stack.removeLast()
        }
      case .present(let value): presented = value
      case .dismiss: presented = nil
      }
    }
    blackHole(presented)
    return stack.count
  }

  static func rows(count: Int, repeats: Int) -> [Row] {
    let operations = operations(count: count)
    var routerDepth = 0
    var arrayDepth = 0
    let (router, array) = Measure.alternating(
      repeats: repeats, { routerDepth = runRouter(operations) },
      { arrayDepth = runArray(operations) })
    precondition(routerDepth == arrayDepth, "the router and the array disagree")
    let ratio = Spread.ratios(router, to: array)
    let rates = { (seconds: [Double]) in
      Spread(seconds.map { Double(count) / $0 }).text(Format.rate)
    }
    return [
      Row(
        figure: "Router: \(count) mixed push/pop/present/dismiss, ratio to a bare Array",
        value: "\(ratio.text { Format.number($0) + "×" }); \(rates(router))",
        baseline: "bare Array of the same operations: \(rates(array))",
        target: "report it (the guard is its instruction count, below)", met: nil)
    ]
  }
}

/// An owner that keeps no bookkeeping, so the figure measures the router alone.
@MainActor
final class SilentOwner: RouteOwner {
  let isFinished = false
  func routeAdded(_ id: RouteID, in ledger: RouteLedger) {}
  func routeRemoved(_ id: RouteID) {}
  func perform<Value: Sendable>(
    for route: RouteID?, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>? { nil }
}

/// SplitMix64, for a fixed operation sequence.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
