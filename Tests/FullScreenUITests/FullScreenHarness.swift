import AppTesting
import Coordinators
import DetailFeature
import Foundation
import Navigation
import Services
import TerminalKit
import TestSupport
import Testing

@testable import FullScreenUI

/// The app core on a recording router, with working fakes, driven through the full-screen
/// host on a virtual terminal as a person would: keys in, frames out. Every event ends with
/// the invariants the types cannot rule out (``AppInvariants``).
@MainActor
final class FullScreenHarness {
  let router = AppRouter()
  let log: CallLog
  let clock = ManualClock()
  let saved = Locked<SavedSession?>(nil)
  let favorites = Locked<[String: Set<String>]>([:])
  let exported = Locked<[String: String]>([:])
  let pantries = Locked<[String: Pantry]>([:])
  let drafts = Locked<[String: [PantryDraft]]>([:])
  let settings = Locked<[String: UserSettings]>([:])
  /// When it holds a gate, recipe lookups wait there, as a slow catalogue's would.
  let lookupGate = Locked<Gate?>(nil)
  /// When it holds a gate, sign-ins wait there, as a slow server's would.
  let signInGate = Locked<Gate?>(nil)
  let terminal: VirtualTerminal
  let recipes: [Recipe]
  let app: AppCoordinator
  let host: FullScreenHost

  init(
    rows: Int = 24, columns: Int = 80, recipes: [Recipe] = SampleRecipes.all,
    showsTracePane: Bool = false, welcome: WelcomePolicy = .onlyWhenLinked
  ) {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    log = CallLog(listening: router.ledger)
    self.recipes = recipes
    var auth = FakeAuthService()
    auth.signIn = { [clock, signInGate] user, password throws(SignInError) in
      await signInGate.value?.wait()
      guard user == "demo", password == "s3cret" else { throw .invalidCredentials }
      return Session(user: User(name: user), expiresAt: clock.now() + 600)
    }
    var catalog = FakeRecipeCatalog.serving(recipes)
    let lookup = catalog.byID
    catalog.byID = { [lookupGate] id throws(ServiceError) in
      await lookupGate.value?.wait()
      return try await lookup(id)
    }
    app = AppCoordinator(
      router: router,
      services: AppServices(
        auth: auth, passwordResets: FakePasswordResetService(), catalog: catalog,
        favorites: FakeFavoritesStore.backed(by: favorites),
        deletions: FakeDeletedRecipesStore.backed(by: Locked([:])),
        exporter: FakeDocumentExporter.keeping(in: exported),
        sessions: FakeSessionStore.backed(by: saved), clock: clock,
        pantry: FakePantryStore.backed(by: pantries, drafts: drafts),
        settings: FakeSettingsStore.backed(by: settings)),
      welcome: welcome)
    host = FullScreenHost(
      app: app, router: router, terminal: terminal, colorEnabled: false,
      showsTracePane: showsTracePane)
  }

  /// A launched app on its first frame, signed out.
  static func launched(
    rows: Int = 24, columns: Int = 80, recipes: [Recipe] = SampleRecipes.all,
    showsTracePane: Bool = false, welcome: WelcomePolicy = .onlyWhenLinked
  ) async -> FullScreenHarness {
    let harness = FullScreenHarness(
      rows: rows, columns: columns, recipes: recipes, showsTracePane: showsTracePane,
      welcome: welcome)
    await harness.app.launch()
    harness.host.render()
    await harness.host.settle()
    harness.expectConsistent()
    return harness
  }

  /// A launched app, signed in through the sign-in form as the demo user, on the recipe list;
  /// no Router call is recorded yet.
  static func signedIn(
    rows: Int = 24, columns: Int = 80, recipes: [Recipe] = SampleRecipes.all,
    showsTracePane: Bool = false, welcome: WelcomePolicy = .onlyWhenLinked
  ) async -> FullScreenHarness {
    let harness = await launched(
      rows: rows, columns: columns, recipes: recipes, showsTracePane: showsTracePane,
      welcome: welcome)
    await harness.type("demo")
    await harness.press(.enter)
    await harness.type("s3cret")
    await harness.press(.enter)
    harness.log.clear()
    return harness
  }

  /// Presses each key as its own event, and waits for whatever it started to finish.
  func press(_ keys: Key..., sourceLocation: SourceLocation = #_sourceLocation) async {
    for key in keys {
      host.receive(.key(key))
      expectConsistent(sourceLocation: sourceLocation)
      await settle()
      expectConsistent(sourceLocation: sourceLocation)
    }
  }

  /// Presses `key` and returns at once, while the intent it started may still wait.
  @discardableResult
  func pressAtOnce(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) -> Task<
    Void, Never
  >? {
    defer { expectConsistent(sourceLocation: sourceLocation) }
    return host.receive(.key(key))
  }

  /// Moves the selection down to the row whose text starts with `title`, whatever its place
  /// among the screen's rows, and presses Enter on it; fails the test when no row has it.
  func choose(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<terminal.size.rows {
      if let row = selectedRow, row.dropFirst(2).hasPrefix(title) {
        await press(.enter, sourceLocation: sourceLocation)
        return
      }
      await press(.down, sourceLocation: sourceLocation)
    }
    Issue.record("No row starts with '\(title)'", sourceLocation: sourceLocation)
  }

  /// Types `text`, one key per character.
  func type(_ text: String) async {
    for character in text { await press(.character(character)) }
  }

  /// Runs `line` on the `:` command line.
  func command(_ line: String) async {
    await press(.character(":"))
    await type(line)
    await press(.enter)
  }

  /// Waits, a bounded number of turns of the main actor, until `condition` holds, as a test of
  /// the host's own loop must, since the loop handles events when it gets to them.
  func until(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  /// Sends a terminal event other than a key, and waits for what it started.
  func send(_ event: TerminalEvent) async {
    host.receive(event)
    await settle()
    expectConsistent()
  }

  /// Waits for what the last events started, the app's own work included, then draws the
  /// frame again, as the host's loop does when what a frame showed changes.
  func settle() async {
    await host.settle()
    host.render()
  }

  /// The rows on the virtual screen.
  var lines: [String] { terminal.lines }
  /// The header row.
  var header: String { lines[0] }
  /// The selected row, from its marker on, on the screen or in the box over it.
  var selectedRow: String? {
    for line in lines.reversed() {
      if line.hasPrefix("›") { return line }
      if let box = line.firstRange(of: "│›") { return String(line[box.lowerBound...].dropFirst()) }
    }
    return nil
  }
  /// The status row.
  var statusRow: String { lines[terminal.size.rows - 2] }
  /// The key hints, on the bottom row.
  var hintsRow: String { lines[terminal.size.rows - 1] }
  /// The rows inside a box, one box being drawn, between its borders and after its gutter,
  /// without trailing spaces.
  var boxRows: [String] {
    var rows: [String] = []
    for line in lines {
      guard let left = line.firstIndex(of: "│"), let right = line.lastIndex(of: "│"), left < right
      else { continue }
      let inner = line[line.index(after: left)..<right].dropFirst(Geometry.gutter)
      rows.append(String(inner.reversed().drop { $0 == " " }.reversed()))
    }
    return rows
  }

  /// Whether a row of the screen contains `text`.
  func shows(_ text: String) -> Bool {
    lines.contains { $0.contains(text) }
  }

  /// Fails the test when an invariant the types cannot rule out is broken.
  func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = AppInvariants.violations(of: app, router: router)
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }

  /// The signed-in flow.
  var home: HomeCoordinator? {
    if case .signedIn(let home) = app.flow { home } else { nil }
  }

  /// The recipe screens' models on the Recipes tab's stack, bottom first.
  var recipeDetails: [RecipeDetailViewModel] {
    router.recipes.pathIDs.compactMap { router.recipes.model(of: $0) as? RecipeDetailViewModel }
  }

  /// Gates every recipe lookup after the first `passing`.
  func gateLookups(passing: Int = 0) -> Gate {
    let gate = Gate(passing: passing)
    lookupGate.mutate { $0 = gate }
    return gate
  }
}
