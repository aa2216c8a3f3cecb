import Observation
import Testing

@testable import TerminalUI

@MainActor
@Observable
private final class CounterModel {
  var count = 0
  var unrelated = 0
}

@MainActor
private struct CounterView: ScreenView {
  let viewModel: CounterModel
  let renders: Counter

  func render(_ style: TerminalStyle) -> [String] {
    renders.value += 1
    return ["count \(viewModel.count)"]
  }
}

@MainActor
private final class Counter {
  var value = 0
}

@MainActor
struct RenderCacheTests {
  private let cache = RenderCache()
  private let plain = TerminalStyle(isEnabled: false)

  @Test func anUnchangedScreenIsNotRenderedAgain() {
    let renders = Counter()
    let view = CounterView(viewModel: CounterModel(), renders: renders)
    #expect(cache.text(of: view, style: plain) == "count 0\n")
    #expect(cache.text(of: view, style: plain) == "count 0\n")
    #expect(renders.value == 1)
  }

  @Test func aChangeToWhatTheRenderReadRendersAgain() {
    let renders = Counter()
    let model = CounterModel()
    let view = CounterView(viewModel: model, renders: renders)
    _ = cache.text(of: view, style: plain)
    model.count = 7
    #expect(cache.text(of: view, style: plain) == "count 7\n")
    #expect(renders.value == 2)
  }

  @Test func aChangeToSomethingTheRenderDidNotReadKeepsTheCache() {
    let renders = Counter()
    let model = CounterModel()
    let view = CounterView(viewModel: model, renders: renders)
    _ = cache.text(of: view, style: plain)
    model.unrelated = 1
    _ = cache.text(of: view, style: plain)
    #expect(renders.value == 1)
  }

  @Test func anotherStyleOrAnotherModelRendersAgain() {
    let renders = Counter()
    let view = CounterView(viewModel: CounterModel(), renders: renders)
    _ = cache.text(of: view, style: plain)
    _ = cache.text(of: view, style: TerminalStyle(isEnabled: false, columns: 80))
    _ = cache.text(of: CounterView(viewModel: CounterModel(), renders: renders), style: plain)
    #expect(renders.value == 3)
  }
}
