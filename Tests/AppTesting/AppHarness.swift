import Coordinators
import DetailFeature
import Foundation
import HomeFeature
import Navigation
import Services
import TestSupport
import Testing

/// An app coordinator on the real router, whose every call is recorded, with working fakes
/// for every service. Every step taken through the harness ends with ``AppInvariants``, and so
/// does the harness's own end, whatever the test did in between.
@MainActor
public final class AppHarness {
  public let router = AppRouter()
  public lazy var log = CallLog(listening: router.ledger)
  public let clock = ManualClock()
  public let saved = Locked<SavedSession?>(nil)
  public let favorites = Locked<[String: Set<String>]>([:])
  public let deleted = Locked<[String: Set<String>]>([:])
  public let exported = Locked<[String: String]>([:])
  public let resetsSent = Locked<[String]>([])
  public let pantries = Locked<[String: Pantry]>([:])
  /// Each user's unsaved pantry forms, newest last.
  public let drafts = Locked<[String: [PantryDraft]]>([:])
  public let settings = Locked<[String: UserSettings]>([:])
  /// When it holds a gate, recipe lookups wait there, as a slow catalogue's would.
  public let lookupGate = Locked<Gate?>(nil)
  /// When it holds an error, reading the settings fails with it, as a damaged store would.
  public let settingsFailure = Locked<ServiceError?>(nil)
  /// When it holds a gate, sign-ins wait there, as a slow server's would.
  public let signInGate = Locked<Gate?>(nil)
  /// When it holds a gate, each write of a service waits there, by the name of the service.
  public let writeGates = Locked<[String: Gate]>([:])
  /// When it holds an error for a service, each write of that service fails with it, as a full
  /// disk would.
  public let writeFailures = Locked<[String: ServiceError]>([:])
  public var warnings: [String] = []
  /// When the welcome shows; the line host's policy unless a test says otherwise.
  public var welcome = WelcomePolicy.onlyWhenLinked
  public var sessions: FakeSessionStore
  public lazy var app = makeApp()
  private var checks = 0

  /// A harness whose session store starts with `savedSession`.
  public init(savedSession: SavedSession? = nil) {
    saved.mutate { $0 = savedSession }
    sessions = .backed(by: saved)
  }

  isolated deinit {
    if checks > 0 { expectConsistent() }
  }

  public var services: AppServices {
    let gates = writeGates
    let failures = writeFailures
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
      if let failure = failures.value["deletions"] { throw failure }
      try await markDeleted(id, user)
    }
    var pantry = FakePantryStore.backed(by: pantries, drafts: drafts)
    let deleteItem = pantry.onDeleteItem
    pantry.onDeleteItem = { id, user throws(ServiceError) in
      await gates.value["pantry"]?.wait()
      if let failure = failures.value["pantry"] { throw failure }
      try await deleteItem(id, user)
    }
    let addItem = pantry.onAddItem
    pantry.onAddItem = { name, quantity, user throws(ServiceError) in
      await gates.value["pantry.save"]?.wait()
      if let failure = failures.value["pantry.save"] { throw failure }
      return try await addItem(name, quantity, user)
    }
    let saveDraft = pantry.onSaveDraft
    pantry.onSaveDraft = { draft, user throws(ServiceError) in
      await gates.value["pantry.draft"]?.wait()
      try await saveDraft(draft, user)
    }
    let updateItem = pantry.onUpdateItem
    pantry.onUpdateItem = { item, original, user throws(ServiceError) in
      await gates.value["pantry.save"]?.wait()
      if let failure = failures.value["pantry.save"] { throw failure }
      return try await updateItem(item, original, user)
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
      if let failure = failures.value["export"] { throw failure }
      try await export(text, path)
    }
    return AppServices(
      auth: auth, passwordResets: resets, catalog: catalog,
      favorites: FakeFavoritesStore.backed(by: favorites), deletions: deletions,
      exporter: exporter, sessions: gatedSessions, clock: clock, pantry: pantry,
      settings: settingsStore
    )
  }

  public func makeApp() -> AppCoordinator {
    let app = AppCoordinator(router: router, services: services, welcome: welcome)
    app.warn = { [unowned self] in warnings.append($0) }
    return app
  }

  /// Fails the test when an invariant the types cannot rule out is broken.
  public func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
    checks += 1
    let problems = AppInvariants.violations(of: app, router: router)
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }

  public var auth: AuthCoordinator? {
    if case .signedOut(let auth) = app.flow { auth } else { nil }
  }

  public var home: HomeCoordinator? {
    if case .signedIn(let home) = app.flow { home } else { nil }
  }

  /// A launched app, signed in as the demo user and, when `url` is given, showing it; no Router
  /// call is recorded yet, so a test's assertions cover only its own steps.
  public static func signedIn(at url: String? = nil) async -> AppHarness {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    if let url { await harness.open(url) }
    await harness.visibleDetail?.loadIfNeeded()
    await harness.app.idle()
    harness.log.clear()
    return harness
  }

  /// Waits until the work the flows own is done, but for work that was cancelled and may
  /// still wait at a gate: it can no longer navigate.
  public func settle() async {
    await app.idle()
    expectConsistent()
  }

  /// Every Router call recorded since the last ``clearCalls()``.
  public var calls: [RouterCall] { log.calls }

  /// Forgets the calls recorded so far.
  public func clearCalls() { log.clear() }

  /// Launches the app, restoring the saved location.
  public func launch() async {
    _ = log
    await app.launch()
    await app.idle()
    expectConsistent()
  }

  /// Signs in from the sign-in screen, as the demo user unless told otherwise.
  public func signIn(as user: String = "demo", password: String = "pw") async {
    await auth?.signInViewModel.signInTapped(username: user, password: password)
    await app.idle()
    expectConsistent()
  }

  /// Signs out through the Profile screen's sign-out intent.
  public func signOut() async {
    await profileTab?.viewModel.signOutTapped()
    await app.idle()
    expectConsistent()
  }

  /// Goes back as the user does: dismisses, else pops.
  @discardableResult
  public func back() -> Bool {
    defer { expectConsistent() }
    return router.back()
  }

  /// The Recipes tab's flow.
  public var recipesTab: TabCoordinator? { home?.flow(of: .recipes) as? TabCoordinator }
  /// The Favourites tab's flow.
  public var favoritesTab: TabCoordinator? { home?.flow(of: .favorites) as? TabCoordinator }
  /// The Pantry tab's flow.
  public var pantryTab: PantryCoordinator? { home?.flow(of: .pantry) as? PantryCoordinator }
  /// The Profile tab's flow.
  public var profileTab: ProfileCoordinator? { home?.flow(of: .profile) as? ProfileCoordinator }

  /// The Recipes tab's list.
  public var recipeList: RecipeListViewModel? {
    if case .recipes(let viewModel)? = recipesTab?.list { viewModel } else { nil }
  }

  /// The Favourites tab's list.
  public var favoritesList: FavoritesViewModel? {
    if case .favorites(let viewModel)? = favoritesTab?.list { viewModel } else { nil }
  }

  /// The screen on top of the router's state, found by identity as a host finds it.
  public var visibleScreen: (any ScreenModel)? { app.topScreen?.screen }

  /// The detail model on screen, or `nil` when another screen is on top.
  public var visibleDetail: RecipeDetailViewModel? { visibleScreen as? RecipeDetailViewModel }

  /// The share sheet on screen, if one is shown.
  public var shareSheet: ShareRecipeViewModel? { visibleScreen as? ShareRecipeViewModel }

  /// The confirmation on screen, if one is shown.
  public var confirmation: ConfirmationAlert? { visibleScreen as? ConfirmationAlert }

  /// Watches every coordinator and every screen's model of the signed-in flow: each tab's
  /// flow and root, and the model of every route on every stack.
  public func trackSignedInTree(in tracker: LeakTracker) {
    guard let home else { return }
    tracker.track(home)
    tracker.track(home.listing)
    for flow in home.tabs {
      tracker.track(flow)
      tracker.track(flow.rootScreen)
    }
    for stack in router.ledger.stacks {
      for id in stack.pathIDs + [stack.presentedID].compactMap({ $0 }) {
        if let model = stack.model(of: id) { tracker.track(model) }
      }
    }
  }

  /// The tab flow on screen.
  public var visibleTab: (any TabFlow)? { home?.shownFlow }

  /// Opens `url` and fails the test when the app does not show it.
  public func open(_ url: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let outcome = await app.open(url)
    await app.idle()
    #expect(outcome == .opened || outcome == .parked, sourceLocation: sourceLocation)
    expectConsistent(sourceLocation: sourceLocation)
  }

  /// Makes every write of `service` wait at a new gate, which it returns.
  public func gate(_ service: String) -> Gate {
    let gate = Gate()
    writeGates.mutate { $0[service] = gate }
    return gate
  }

  public func session(expiresIn seconds: TimeInterval = 600) -> Session {
    Session(user: User(name: "demo"), expiresAt: clock.now() + seconds)
  }
}
