import Coordinators
import Navigation
import Services
import TerminalUI

/// One path replayed from a fresh launch through the real line host, with everything the
/// invariants need: the app at the end, and weak references to every coordinator and view
/// model that was alive between two commands.
@MainActor
final class ExplorerRun {
  private final class Weak {
    weak var object: AnyObject?
    let name: String
    init(_ object: AnyObject, name: String) {
      self.object = object
      self.name = name
    }
  }

  let world: ExplorerWorld
  private(set) var router = AppRouter()
  private(set) var app: AppCoordinator
  private var seen: [ObjectIdentifier: Weak] = [:]

  private init(world: ExplorerWorld) {
    self.world = world
    app = AppCoordinator(router: router, services: world.services)
  }

  /// Replays `path` from a fresh launch; a relaunch quits and launches again on the same
  /// stores.
  static func replay(_ path: [ExplorerAction], catalog: any RecipeCatalog) async -> ExplorerRun {
    let run = ExplorerRun(world: ExplorerWorld(catalog: catalog))
    var segments = path.split(separator: .relaunch, omittingEmptySubsequences: false)
    if segments.isEmpty { segments = [[]] }
    for (index, segment) in segments.enumerated() {
      if index > 0 { run.relaunch() }
      await run.play(segment)
    }
    run.collect()
    return run
  }

  private func relaunch() {
    router = AppRouter()
    app = AppCoordinator(router: router, services: world.services)
  }

  private func play(_ segment: ArraySlice<ExplorerAction>) async {
    await app.launch()
    let terminal = ExplorerTerminal(
      segment, beforeEachRead: { [unowned self] in collect() },
      expire: { [world] in world.clock.advance(by: ExplorerAuth.lifetime + 1) },
      backMenuToRoot: { [router] in _ = router.shownStack.keep([]) })
    let host = NavigationHost(
      app: app, router: router, io: terminal, style: TerminalStyle(isEnabled: false))
    _ = await host.run()
  }

  /// Everything alive in the tree now: coordinators and the models of every route's screen.
  var liveObjects: [ObjectIdentifier: String] {
    var live: [ObjectIdentifier: String] = [:]
    var pending: [any CoordinatorNode] = [app]
    while let node = pending.popLast() {
      live[ObjectIdentifier(node)] = node.name
      pending += node.children
    }
    for model in models { live[ObjectIdentifier(model)] = "\(model)" }
    return live
  }

  /// The models of every screen the app holds: each route's, and each root's, hidden tabs'
  /// included.
  private var models: [AnyObject] {
    var models: [AnyObject] = router.ledger.stacks.flatMap { stack in
      (stack.pathIDs + [stack.presentedID].compactMap { $0 }).compactMap(stack.model(of:))
    }
    if let root = app.rootScreen { models.append(root) }
    if case .signedIn(let home) = app.flow { models += home.tabs.map(\.rootScreen) }
    return models
  }

  /// Notes every coordinator and model alive now, so a later release can be checked.
  func collect() {
    var pending: [any CoordinatorNode] = [app]
    while let node = pending.popLast() {
      seen[ObjectIdentifier(node)] = seen[ObjectIdentifier(node)] ?? Weak(node, name: node.name)
      pending += node.children
    }
    for model in models {
      seen[ObjectIdentifier(model)] =
        seen[ObjectIdentifier(model)] ?? Weak(model, name: String(describing: type(of: model)))
    }
  }

  /// Names of objects seen earlier in the run that are still alive but no longer in the tree.
  var leaked: [String] {
    let live = liveObjects
    return seen.compactMap { id, weak in
      guard weak.object != nil, live[id] == nil else { return nil }
      return weak.name
    }.sorted()
  }
}

extension ExplorerRun {
  /// What the stores hold that the screens do not show, or show that the stores no longer
  /// hold: a deleted recipe still on a stack or in a loaded list, a pantry list that differs
  /// from the pantry; `nil` when they agree.
  var lostWork: String? {
    get async {
      guard case .signedIn(let home) = app.flow else { return nil }
      let user = home.session.user
      let deleted = (try? await world.deletions.base.deletedRecipes(of: user)) ?? []
      for case let tab as TabCoordinator in home.tabs {
        for case .recipeDetail(let id) in tab.stack.path.map(\.destination)
        where deleted.contains(id) {
          return "\(id) was deleted but is still on the \(tab.stack.name) stack"
        }
        let shown: [String] =
          switch tab.list {
          case .recipes(let list): list.visibleRecipes.map(\.id)
          case .favorites(let list): list.visibleRecipes.map(\.id)
          }
        if let id = shown.first(where: deleted.contains) {
          return "\(id) was deleted but the \(tab.tab.name) list still shows it"
        }
      }
      guard let list = (home.flow(of: .pantry) as? PantryCoordinator)?.list,
        list.content != .loading
      else { return nil }
      let stored = (try? await world.pantry.base.items(of: user)) ?? []
      if case .failed = list.content { return nil }
      guard list.visibleItems == stored else {
        return "the pantry list shows \(list.visibleItems.map(\.id)) but holds \(stored.map(\.id))"
      }
      return nil
    }
  }
}
