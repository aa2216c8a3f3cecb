import Coordinators
import DetailFeature
import Foundation
import HomeFeature
import Navigation
import Services
import TestSupport
import Testing

/// An app coordinator on the real router, whose every call is recorded, with working fakes
/// for every service. Every step taken through the harness ends with the consistency
/// checker, and so does the harness's own end, whatever the test did in between.
@MainActor
final class AppHarness {
  let router = AppRouter()
  lazy var log = CallLog(listening: router.ledger)
  let clock = ManualClock()
  let saved = Locked<SavedSession?>(nil)
  let favorites = Locked<[String: Set<String>]>([:])
  let deleted = Locked<[String: Set<String>]>([:])
  let exported = Locked<[String: String]>([:])
  let resetsSent = Locked<[String]>([])
  let pantries = Locked<[String: Pantry]>([:])
  let settings = Locked<[String: UserSettings]>([:])
  /// When it holds a gate, recipe lookups wait there, as a slow catalogue's would.
  let lookupGate = Locked<Gate?>(nil)
  /// When it holds an error, reading the settings fails with it, as a damaged store would.
  let settingsFailure = Locked<ServiceError?>(nil)
  /// When it holds a gate, sign-ins wait there, as a slow server's would.
  let signInGate = Locked<Gate?>(nil)
  /// When it holds a gate, each write of a service waits there, by the name of the service.
  let writeGates = Locked<[String: Gate]>([:])
  var warnings: [String] = []
  /// When the welcome shows; the line host's policy unless a test says otherwise.
  var welcome = WelcomePolicy.onlyWhenLinked
  var sessions: FakeSessionStore
  lazy var app = makeApp()
  private var checks = 0

  init(savedSession: SavedSession? = nil) {
    saved.mutate { $0 = savedSession }
    sessions = .backed(by: saved)
  }

  isolated deinit {
    if checks > 0 { expectConsistent() }
  }

  var services: AppServices {
    let gates = writeGates
    var resets = FakePasswordResetService()
    resets.reset = { [resetsSent] email in
      await gates.value["reset"]?.wait()
      resetsSent.mutate { $0.append(email) }
    }
    var auth = FakeAuthService()
    auth.signIn = { [clock, signInGate] user, password throws(SignInError) in
      await signInGate.value?.wait()
      guard ["demo": "pw", "chef": "pw2"][user] == password else { throw .invalidCredentials }
      return Session(user: User(name: user), expiresAt: clock.now() + 600)
    }
    var catalog = FakeRecipeCatalog.serving(SampleRecipes.all)
    let lookup = catalog.byID
    catalog.byID = { [lookupGate] id throws(ServiceError) in
      await lookupGate.value?.wait()
      return try await lookup(id)
    }
    var settingsStore = FakeSettingsStore.backed(by: settings)
    let readSettings = settingsStore.onSettings
    settingsStore.onSettings = { [settingsFailure] user throws(ServiceError) in
      await gates.value["settings"]?.wait()
      if let failure = settingsFailure.value { throw failure }
      return try await readSettings(user)
    }
    var deletions = FakeDeletedRecipesStore.backed(by: deleted)
    let markDeleted = deletions.onMarkDeleted
    deletions.onMarkDeleted = { id, user throws(ServiceError) in
      await gates.value["deletions"]?.wait()
      try await markDeleted(id, user)
    }
    var pantry = FakePantryStore.backed(by: pantries)
    let deleteItem = pantry.onDeleteItem
    pantry.onDeleteItem = { id, user throws(ServiceError) in
      await gates.value["pantry"]?.wait()
      try await deleteItem(id, user)
    }
    var gatedSessions = sessions
    let saveSession = gatedSessions.onSave
    gatedSessions.onSave = { snapshot throws(ServiceError) in
      await gates.value["session"]?.wait()
      try await saveSession(snapshot)
    }
    var exporter = FakeDocumentExporter.keeping(in: exported)
    let export = exporter.onExport
    exporter.onExport = { text, path throws(ServiceError) in
      await gates.value["export"]?.wait()
      try await export(text, path)
    }
    return AppServices(
      auth: auth, passwordResets: resets, catalog: catalog,
      favorites: FakeFavoritesStore.backed(by: favorites), deletions: deletions,
      exporter: exporter, sessions: gatedSessions, clock: clock, pantry: pantry,
      settings: settingsStore
    )
  }

  func makeApp() -> AppCoordinator {
    let app = AppCoordinator(router: router, services: services, welcome: welcome)
    app.warn = { [unowned self] in warnings.append($0) }
    return app
  }

  /// Fails the test when the coordinator tree and the router disagree.
  func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
    checks += 1
    let problems = app.consistencyViolations.map(\.description)
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }

  var auth: AuthCoordinator? {
    if case .signedOut(let auth) = app.flow { auth } else { nil }
  }

  var home: HomeCoordinator? {
    if case .signedIn(let home) = app.flow { home } else { nil }
  }

  /// A launched app, signed in as the demo user and, when `url` is given, showing it; no Router
  /// call is recorded yet, so a test's assertions cover only its own steps.
  static func signedIn(at url: String? = nil) async -> AppHarness {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    if let url { await harness.open(url) }
    await harness.visibleDetail?.loadIfNeeded()
    await harness.app.idle(skippingCancelled: true)
    harness.log.clear()
    return harness
  }

  /// Waits until the work the flows own is done, but for work that was cancelled and may
  /// still wait at a gate: it can no longer navigate.
  func settle() async {
    await app.idle(skippingCancelled: true)
    expectConsistent()
  }

  /// Every Router call recorded since the last ``clearCalls()``.
  var calls: [RouterCall] { log.calls }

  /// Forgets the calls recorded so far.
  func clearCalls() { log.clear() }

  /// Launches the app, restoring the saved location.
  func launch() async {
    _ = log
    await app.launch()
    await app.idle(skippingCancelled: true)
    expectConsistent()
  }

  /// Signs in from the sign-in screen, as the demo user unless told otherwise.
  func signIn(as user: String = "demo", password: String = "pw") async {
    await auth?.signInViewModel.signInTapped(username: user, password: password)
    await app.idle(skippingCancelled: true)
    expectConsistent()
  }

  /// Signs out through the Profile screen's sign-out intent.
  func signOut() async {
    await home?.profile?.viewModel.signOutTapped()
    await app.idle(skippingCancelled: true)
    expectConsistent()
  }

  /// Goes back as the user does: dismisses, else pops.
  @discardableResult
  func back() -> Bool {
    defer { expectConsistent() }
    return router.back()
  }

  /// The Recipes tab's flow.
  var recipesTab: TabCoordinator? { home?.tabs[.recipes] }
  /// The Favourites tab's flow.
  var favoritesTab: TabCoordinator? { home?.tabs[.favorites] }

  /// The Recipes tab's list.
  var recipeList: RecipeListViewModel? {
    if case .recipes(let viewModel)? = recipesTab?.list { viewModel } else { nil }
  }

  /// The Favourites tab's list.
  var favoritesList: FavoritesViewModel? {
    if case .favorites(let viewModel)? = favoritesTab?.list { viewModel } else { nil }
  }

  /// The screen on top of the router's state, found by identity as a host finds it.
  var visibleScreen: Screen? { app.topScreen?.screen }

  /// The detail model on screen, or `nil` when another screen is on top.
  var visibleDetail: RecipeDetailViewModel? {
    if case .recipeDetail(let viewModel) = visibleScreen { viewModel } else { nil }
  }

  /// The share sheet over the top detail, if one is shown.
  var shareSheet: ShareSheetCoordinator? {
    if case .share(let sheet) = topDetail?.presented { sheet } else { nil }
  }

  /// The delete alert over the top detail, if one is shown.
  var deleteAlert: DeleteAlertCoordinator? {
    if case .delete(let alert) = topDetail?.presented { alert } else { nil }
  }

  /// Watches every coordinator and view model of the signed-in flow.
  func trackSignedInTree(in tracker: LeakTracker) {
    guard let home else { return }
    tracker.track(home)
    tracker.track(home.sorting)
    if let pantry = home.pantry {
      tracker.track(pantry)
      tracker.track(pantry.list)
    }
    if let profile = home.profile {
      tracker.track(profile)
      tracker.track(profile.viewModel)
    }
    for tab in home.tabs.values {
      tracker.track(tab)
      switch tab.list {
      case .recipes(let viewModel): tracker.track(viewModel)
      case .favorites(let viewModel): tracker.track(viewModel)
      }
      for detail in tab.details {
        tracker.track(detail)
        tracker.track(detail.viewModel)
        switch detail.presented {
        case .share(let sheet):
          tracker.track(sheet)
          tracker.track(sheet.viewModel)
        case .delete(let alert):
          tracker.track(alert)
          tracker.track(alert.viewModel)
        case nil: break
        }
      }
    }
  }

  /// The tab flow on screen.
  var visibleTab: TabCoordinator? {
    guard let home else { return nil }
    return home.tabs[home.selectedTab]
  }

  /// The top detail flow of the visible tab.
  var topDetail: RecipeDetailCoordinator? { visibleTab?.details.last }

  /// Opens `url` and fails the test when the app does not show it.
  func open(_ url: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let outcome = await app.open(url)
    await app.idle(skippingCancelled: true)
    #expect(outcome == .opened || outcome == .parked, sourceLocation: sourceLocation)
    expectConsistent(sourceLocation: sourceLocation)
  }

  /// Makes every write of `service` wait at a new gate, which it returns.
  func gate(_ service: String) -> Gate {
    let gate = Gate()
    writeGates.mutate { $0[service] = gate }
    return gate
  }

  func session(expiresIn seconds: TimeInterval = 600) -> Session {
    Session(user: User(name: "demo"), expiresAt: clock.now() + seconds)
  }
}
