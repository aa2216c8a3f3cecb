import Services
import Synchronization

/// The catalogue with a gate in front of its lookups: when armed, every lookup waits until
/// the explorer opens the gate, as a slow server's would, so another action can come first.
final class GatedCatalog: RecipeCatalog {
  private struct State {
    var isArmed = false
    var passing = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let base: any RecipeCatalog
  private let state = Mutex(State())

  init(_ base: any RecipeCatalog) {
    self.base = base
  }

  /// Makes lookups wait, after letting the next `passing` through.
  func arm(passing: Int = 0) {
    state.withLock {
      $0.isArmed = true
      $0.passing = passing
    }
  }

  /// How many lookups wait now.
  var waiting: Int { state.withLock { $0.waiting.count } }

  /// Lets every waiting lookup through, and the next ones too.
  func open() {
    let waiting = state.withLock { state in
      state.isArmed = false
      defer { state.waiting.removeAll() }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  private func pass() async {
    await withCheckedContinuation { continuation in
      let waits = state.withLock { state in
        guard state.isArmed else { return false }
        guard state.passing == 0 else {
          state.passing -= 1
          return false
        }
        state.waiting.append(continuation)
        return true
      }
      if !waits { continuation.resume() }
    }
  }

  func allRecipes() async throws(ServiceError) -> [Recipe] {
    await pass()
    return try await base.allRecipes()
  }

  func recipe(id: String) async throws(ServiceError) -> Recipe? {
    await pass()
    return try await base.recipe(id: id)
  }

  func author(id: String) async throws(ServiceError) -> Author? {
    await pass()
    return try await base.author(id: id)
  }
}
