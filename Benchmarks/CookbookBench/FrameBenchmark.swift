import Coordinators
import Foundation
import FullScreenUI
import Navigation
import Services
import ServicesLive
import TerminalCommands
import TerminalKit

/// The full-screen host in this process, on a fake terminal that keeps the bytes written: the
/// time from a key to its frame being written, at 80×24 and at 200×60.
@MainActor
enum FrameBenchmark {
  /// A terminal whose events the benchmark sends and whose output is kept in one byte buffer,
  /// each write stamped with the monotonic clock.
  final class Sink: FullScreenTerminal {
    let size: TerminalSize
    let events: AsyncStream<TerminalEvent>
    let input: AsyncStream<TerminalEvent>.Continuation
    var bytes: [UInt8] = []
    var stamps: [UInt64] = []
    var sizes: [Int] = []

    init(_ size: TerminalSize) {
      self.size = size
      (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
    }

    func start() throws(TerminalError) -> AsyncStream<TerminalEvent> { events }
    func stop() {}
    func suspend() {}
    func reclaim() {}
    func write(_ text: String) {
      guard !text.isEmpty else { return }
      bytes.append(contentsOf: text.utf8)
      sizes.append(text.utf8.count)
      stamps.append(DispatchTime.now().uptimeNanoseconds)
    }
  }

  /// One row per terminal size: the median frame of each of `runs` runs, then their spread.
  static func rows(keys: Int, runs: Int) async throws -> [Row] {
    var rows: [Row] = []
    for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 60, columns: 200)] {
      var medians: [Double] = []
      var frameBytes = 0
      var sinkAlone = ""
      for _ in 0..<runs {
        (medians, frameBytes, sinkAlone) = try await run(size, keys: keys, medians: medians)
      }
      let frame = Spread(medians)
      rows.append(
        Row(
          figure:
            "full screen, key → frame written, \(size.columns)×\(size.rows) (\(keys) keys, ≈ \(frameBytes) B a frame; median frame of each of \(runs) runs)",
          value: frame.text(Format.duration),
          baseline: "fake terminal's write alone: \(sinkAlone); see the calibration row",
          target: "< 1 ms", met: frame.median < 1e-3))
    }
    return rows
  }

  /// Moves the selection down the recipe list and back up, one key per frame, with every key
  /// queued before the host's loop starts; each frame's time is the gap between two writes.
  private static func run(
    _ size: TerminalSize, keys: Int, medians: [Double]
  ) async throws -> (medians: [Double], frameBytes: Int, sinkAlone: String) {
    let catalog = try BundledRecipeCatalog()
    let services = AppServices(
      auth: InstantAuthService(), passwordResets: InMemoryPasswordResetService(),
      catalog: catalog, favorites: InMemoryFavoritesStore(),
      deletions: InMemoryDeletedRecipesStore(), exporter: FileDocumentExporter(),
      sessions: InMemorySessionStore(), clock: SystemWallClock(), pantry: InMemoryPantryStore(),
      settings: InMemorySettingsStore())
    let router = AppRouter()
    let app = AppCoordinator(router: router, services: services)
    await app.launch()
    guard case .signedOut(let auth) = app.flow else { throw BenchmarkError("not signed out") }
    await auth.signInViewModel.signInTapped(username: "demo", password: "any")
    let runner = CommandRunner(app: app, router: router, phrasing: .fullScreen)
    guard let list = runner.topScreen else { throw BenchmarkError("no screen") }
    await runner.prepare(list)

    let sink = Sink(size)
    let host = FullScreenHost(app: app, router: router, terminal: sink, colorEnabled: true)
    let last = try await catalog.allRecipes().count - 1
    for index in 0..<keys {
      sink.input.yield(.key(index / last % 2 == 0 ? .down : .up))
    }
    sink.input.yield(.inputEnded)
    let exit = try await host.run()
    guard exit.status == 0, sink.stamps.count > keys else {
      throw BenchmarkError("\(sink.stamps.count) frames for \(keys) keys")
    }
    let stamps = sink.stamps.suffix(keys + 1)
    let gaps = zip(stamps.dropFirst(), stamps).map { Double($0 - $1) / 1e9 }
    let perFrame = Measure.median(gaps)
    let bytes = sink.sizes.suffix(keys).reduce(0, +) / keys
    let sinkAlone = sinkCost(of: Array(sink.bytes.suffix(bytes)), size: size)
    return (medians + [perFrame], bytes, sinkAlone)
  }

  /// What writing one frame's bytes into the fake terminal costs, so it can be told apart.
  private static func sinkCost(of frame: [UInt8], size: TerminalSize) -> String {
    let text = String(decoding: frame, as: UTF8.self)
    let sink = Sink(size)
    let seconds = Measure.medianSeconds(repeats: 9) {
      for _ in 0..<1000 { sink.write(text) }
      sink.bytes.removeAll(keepingCapacity: true)
    }
    return Format.duration(seconds / 1000)
  }
}
