import Observation

/// One navigation stack: the screens pushed over a root, and one slot for a sheet or alert over
/// the top screen. Its two type parameters are all it can hold, so each tab's stack has a type
/// of its own; one whose `Element` is `Never` takes no push (the global slot is such a stack).
///
/// Each screen has an identity, an owner and the model it shows, and the stack is the one
/// place that holds them. Whoever removes screens, the stack writes its state in one step and
/// then tells each owner, top first. It refuses what no longer fits on screen (see
/// ``RouteRefusal``), says so to its ledger's listeners, and changes nothing.
@MainActor
public final class RouteStack<Element: Hashable & Sendable, Presentation: Hashable & Sendable>:
  AnyRouteStack, Observable
{
  private struct Entry {
    weak var owner: (any RouteOwner)?
    let model: AnyObject?
  }

  /// The most screens a stack holds, so that every state it reaches has a link that restores it.
  public nonisolated static var maximumDepth: Int { 64 }

  /// The stack's name in traces and links, such as `recipes`.
  public let name: String
  /// The screens pushed over the root, bottom first, each with its identity.
  public private(set) var path: [Routed<Element>] {
    get {
      _ = tracking.path
      return storedPath
    }
    set { if newValue != storedPath { storedPath = newValue } }
  }
  /// The sheet or alert over the top screen, with its identity.
  public private(set) var presented: Routed<Presentation>? {
    get {
      _ = tracking.presented
      return storedPresented
    }
    set { if newValue != storedPresented { storedPresented = newValue } }
  }

  private var storedPath: [Routed<Element>] = [] { didSet { tracking.path += 1 } }
  private var storedPresented: Routed<Presentation>? { didSet { tracking.presented += 1 } }
  private let tracking = StackTracking()
  private var entries: [RouteID: Entry] = [:]
  private let ledger: RouteLedger

  /// Creates an empty stack called `name`, sharing identities and listeners with `ledger`.
  public init(_ name: String, ledger: RouteLedger) {
    self.name = name
    self.ledger = ledger
    ledger.register(self)
  }

  /// Whether this stack is the one on screen, or the cover above it.
  public var isShown: Bool { ledger.shownStack == name || ledger.cover === self }
  /// The identities of the pushed screens, bottom first.
  public var pathIDs: [RouteID] { path.map { $0.id } }
  /// The identity of the sheet or alert, if one is presented.
  public var presentedID: RouteID? { presented?.id }
  /// Whether the stack shows no screen and no presentation.
  public var isEmpty: Bool { path.isEmpty && presented == nil }

  /// Pushes `element`, showing `model`, for `owner`, over the screen `route` (`nil`: the root).
  /// - Returns: its identity, or `nil` when it was refused and nothing changed.
  @discardableResult
  public func push(
    _ element: Element, over route: RouteID?, model: AnyObject? = nil, owner: any RouteOwner
  ) -> RouteID? {
    let call = RouterCall.push(element, on: name)
    let full: RouteRefusal? = path.count >= Self.maximumDepth ? .full : nil
    if let refusal = ledger.refusal(for: owner, over: route, on: self, presenting: false) ?? full {
      ledger.refuse(.refused(call, refusal))
      return nil
    }
    let id = ledger.nextID()
    ledger.change(call) {
      path.append(Routed(id: id, destination: element))
      entries[id] = Entry(owner: owner, model: model)
    }
    owner.routeAdded(id, in: ledger)
    return id
  }

  /// Presents `presentation`, showing `model`, for `owner`, over the screen `route` (`nil`: the
  /// root), which must be on top with nothing presented over it.
  /// - Returns: its identity, or `nil` when it was refused and nothing changed.
  @discardableResult
  public func present(
    _ presentation: Presentation, over route: RouteID?, model: AnyObject? = nil,
    owner: any RouteOwner
  ) -> RouteID? {
    let call = RouterCall.present(presentation, on: name)
    if let refusal = ledger.refusal(for: owner, over: route, on: self, presenting: true) {
      ledger.refuse(.refused(call, refusal))
      return nil
    }
    let id = ledger.nextID()
    ledger.change(call) {
      presented = Routed(id: id, destination: presentation)
      entries[id] = Entry(owner: owner, model: model)
    }
    owner.routeAdded(id, in: ledger)
    return id
  }

  /// Pushes `element` over the screen whose model is `requester` (`nil`: the root), as a
  /// view model's request names the screen it comes from; refused once that screen has left.
  @discardableResult
  public func push(
    _ element: Element, from requester: AnyObject?, model: AnyObject? = nil,
    owner: any RouteOwner
  ) -> RouteID? {
    push(
      element, over: requester.map { route(showing: $0) ?? RouteID(0) }, model: model, owner: owner)
  }

  /// Presents `presentation` over the screen whose model is `requester` (`nil`: the root);
  /// refused once that screen has left.
  @discardableResult
  public func present(
    _ presentation: Presentation, from requester: AnyObject?, model: AnyObject? = nil,
    owner: any RouteOwner
  ) -> RouteID? {
    present(
      presentation, over: requester.map { route(showing: $0) ?? RouteID(0) }, model: model,
      owner: owner)
  }

  /// The route whose screen shows `model`, if one does.
  public func route(showing model: AnyObject) -> RouteID? {
    entries.first { $0.value.model === model }?.key
  }

  /// Pops the top screen, dismissing a presentation over it; nothing when the path is empty.
  public func pop() {
    guard let top = path.last else { return }
    ledger.change(.pop(name)) {
      dismissPresented()
      path.removeLast()
      leave(top.id)
    }
  }

  /// Dismisses the sheet or alert, if one is presented.
  public func dismiss() {
    guard presented != nil else { return }
    ledger.change(.dismiss(name)) { dismissPresented() }
  }

  /// Keeps only the screens `ids` names, in order, as a platform writes its path back after a
  /// swipe or a back menu: every other screen leaves in one step, top first.
  /// - Returns: whether `ids` names screens of this path in its order, and nothing else.
  @discardableResult
  public func keep(_ ids: [RouteID]) -> Bool {
    var rest = path[...]
    for id in ids {
      guard let index = rest.firstIndex(where: { $0.id == id }) else { return false }
      rest = rest[(index + 1)...]
    }
    guard ids.count < path.count else { return true }
    let kept = Set(ids)
    ledger.change(.setPath(name, count: ids.count)) {
      if let top = path.last, !kept.contains(top.id) { dismissPresented() }
      for element in path.reversed() where !kept.contains(element.id) { leave(element.id) }
      path.removeAll { !kept.contains($0.id) }
    }
    return true
  }

  /// Removes `id`: dismisses it, or pops it with every screen above it.
  public func remove(_ id: RouteID) {
    if presented?.id == id { return dismiss() }
    guard let index = path.firstIndex(where: { $0.id == id }) else { return }
    if index == path.count - 1 { return pop() }
    keep(path[..<index].map { $0.id })
  }

  /// Empties the path and the presentation in one step, the presentation's owner told first.
  public func removeAll() {
    guard !isEmpty else { return }
    ledger.change(.setPath(name, count: 0)) {
      dismiss()
      keep([])
    }
  }

  /// The owner of `id`, a pushed screen or the presentation, if it is shown and alive.
  public func owner(of id: RouteID) -> (any RouteOwner)? { entries[id]?.owner }

  /// The model the screen `id` shows, if it is shown.
  public func model(of id: RouteID) -> AnyObject? { entries[id]?.model }

  /// The model the screen `id` shows, if it is shown and is a `Model`, as the destination of
  /// `id` says it is.
  public func model<Model>(of id: RouteID, as type: Model.Type) -> Model? {
    entries[id]?.model as? Model
  }

  /// The destination of `id` as a trace names it, if this stack shows it.
  public func label(of id: RouteID) -> String? {
    if let presented, presented.id == id { return "\(presented.destination)" }
    return path.first { $0.id == id }.map { "\($0.destination)" }
  }

  /// The routes of `owner` on this stack, bottom first, the presentation last.
  public func routes(ownedBy owner: any RouteOwner) -> [RouteID] {
    (pathIDs + [presented?.id].compactMap { $0 }).filter { entries[$0]?.owner === owner }
  }

  private func dismissPresented() {
    guard let shown = presented else { return }
    presented = nil
    leave(shown.id)
  }

  private func leave(_ id: RouteID) {
    ledger.left(id, owner: entries.removeValue(forKey: id)?.owner)
  }
}

/// A stack of any destination types, as its ledger and a host that writes back what the user
/// did (a back gesture, a back menu, a sheet swiped away) need it.
@MainActor
public protocol AnyRouteStack: AnyObject {
  /// The stack's name, such as `recipes`.
  var name: String { get }
  /// The identities of the pushed screens, bottom first.
  var pathIDs: [RouteID] { get }
  /// The identity of the sheet or alert, if one is presented.
  var presentedID: RouteID? { get }
  /// The owner of `id`, if this stack shows it and the owner is alive.
  func owner(of id: RouteID) -> (any RouteOwner)?
  /// The model the screen `id` shows, if this stack shows it.
  func model(of id: RouteID) -> AnyObject?
  /// The route whose screen shows `model`, if one does.
  func route(showing model: AnyObject) -> RouteID?
  /// The routes of `owner` on this stack.
  func routes(ownedBy owner: any RouteOwner) -> [RouteID]
  /// The destination of `id` as a trace names it, if this stack shows it.
  func label(of id: RouteID) -> String?
  /// Dismisses the sheet or alert.
  func dismiss()
  /// Keeps only the screens `ids` names; returns whether that was this path, shortened.
  @discardableResult func keep(_ ids: [RouteID]) -> Bool
  /// Removes `id` and whatever is above it.
  func remove(_ id: RouteID)
  /// Empties the stack.
  func removeAll()
}

extension AnyRouteStack {
  /// The platform removed the screens `ids` itself (a swipe back, a back menu, a sheet swiped
  /// away), as a host learns from the screens it still shows: they leave in one step, and a
  /// screen pushed meanwhile, which the platform never showed, stays. A write-back by count
  /// would take that screen instead.
  public func platformRemoved(_ ids: Set<RouteID>) {
    if let presentedID, ids.contains(presentedID) { dismiss() }
    keep(pathIDs.filter { !ids.contains($0) })
  }
}

/// What a stack's observers track. `@Observable` on the generic stack itself would build a key
/// path of the stack's type at every read, which made a navigation step cost eleven times as
/// much (Docs/Performance.md); this class is not generic, so its key paths are built once.
@MainActor
@Observable
final class StackTracking {
  var path = 0
  var presented = 0
}
