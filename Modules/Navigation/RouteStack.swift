import Observation

/// One navigation stack: the screens pushed over a root, and a slot for one sheet or alert
/// over the top screen. Its two type parameters are the only destinations it can hold, so a
/// stack is typed by the tab it belongs to: one whose `Element` is `Never` takes no push.
///
/// Each screen has its own identity and owner. Whoever removes screens (their owner, the
/// user's back, a host writing a shorter path, a new context), the stack writes its state in
/// one step and then tells each owner, top first. Work whose owner has ended, or whose task
/// was cancelled because its route left, cannot add a screen: the stack refuses it here, in
/// one place, rather than each caller re-checking after every `await`.
@MainActor
public final class RouteStack<Element: Hashable & Sendable, Presentation: Hashable & Sendable>:
  AnyRouteStack, Observable
{
  private struct Held {
    let id: RouteID
    weak var owner: (any RouteOwner)?

    var departure: RouteLedger.Departure { .init(id: id, owner: owner) }
  }

  /// The stack's name in traces and checks, such as `recipes`.
  public let name: String

  /// The screens pushed over the root, bottom first, each with its identity.
  public var path: [Routed<Element>] {
    changes.access(.path)
    return storedPath
  }

  /// The sheet or alert over the top screen, with its identity.
  public var presented: Routed<Presentation>? {
    changes.access(.presentation)
    return storedPresented
  }

  /// Written only through ``changePath(_:)``: an observer on an array property copies the
  /// whole array on every change.
  private var storedPath: [Routed<Element>] = []
  private var storedPresented: Routed<Presentation>? {
    willSet { changes.willSet(.presentation) }
    didSet { changes.didSet(.presentation) }
  }
  private var owners: [Held] = []
  private var presentationOwner: Held?
  private var presentedOver: RouteID?
  private let ledger: RouteLedger
  private let changes = RouteChanges()

  /// Creates an empty stack called `name`, sharing identities and listeners with `ledger`.
  public init(_ name: String, ledger: RouteLedger) {
    self.name = name
    self.ledger = ledger
  }

  /// Whether this stack is the one on screen.
  public var isShown: Bool { ledger.shownStack == name }

  /// The identities of the pushed screens, bottom first.
  public var pathIDs: [RouteID] { storedPath.map { $0.id } }

  /// The identity of the sheet or alert, if one is presented.
  public var presentedID: RouteID? { storedPresented?.id }

  /// Every route the stack shows, bottom first, the presentation last, with its owner.
  public var routes: [RouteRecord] {
    var records = zip(owners, storedPath).map { held, element in
      RouteRecord(
        id: held.id, destination: AnyDestination(element.destination), container: name,
        owner: held.owner)
    }
    if let presentationOwner, let storedPresented {
      records.append(
        RouteRecord(
          id: storedPresented.id, destination: AnyDestination(storedPresented.destination),
          container: name, owner: presentationOwner.owner))
    }
    return records
  }

  /// The identity of the sheet or alert, else of the top screen; `nil` at the root.
  public var topID: RouteID? { storedPresented?.id ?? storedPath.last?.id }

  /// Whether the stack shows no screen and no presentation.
  public var isEmpty: Bool { storedPath.isEmpty && storedPresented == nil }

  /// The owner of `id`, a pushed screen or the presentation, if it is shown and alive.
  public func owner(of id: RouteID) -> (any RouteOwner)? {
    if let presentationOwner, presentationOwner.id == id { return presentationOwner.owner }
    return owners.last { $0.id == id }?.owner
  }

  /// Pushes `element`, owned by `owner`, over the top screen.
  /// - Returns: its identity, or `nil` when the owner has ended, the work asking was
  ///   cancelled, or a sheet or alert interrupts the stack; nothing changed then.
  @discardableResult
  public func push(_ element: Element, owner: any RouteOwner) -> RouteID? {
    if let refusal = RouteLedger.refusal(for: owner)
      ?? (storedPresented != nil ? .interrupted : nil)
    {
      ledger.refuse(.refused(element, on: name, refusal))
      return nil
    }
    let id = ledger.nextID()
    ledger.change(.push(element, on: name)) {
      changePath { $0.append(Routed(id: id, destination: element)) }
      owners.append(Held(id: id, owner: owner))
      owner.routeAdded(id, in: self)
    }
    return id
  }

  /// Changes the pushed screens in place, telling Observation before and after.
  private func changePath(_ change: (inout [Routed<Element>]) -> Void) {
    changes.willSet(.path)
    change(&storedPath)
    changes.didSet(.path)
  }

  /// Pops the top screen, dismissing a presentation over it; nothing when the path is empty.
  public func pop() {
    guard !storedPath.isEmpty else { return }
    ledger.change(.pop(name)) {
      dismissPresentation()
      changePath { $0.removeLast() }
      ledger.leave([owners.removeLast().departure])
    }
  }

  /// Keeps only the screens of `newPath`, in order, as a platform writes its path after a
  /// swipe back or a back menu, or as a removal of some screens from the middle; every other
  /// screen leaves in one step, top first.
  /// - Returns: whether `newPath` was accepted: it must hold screens of this path, in its
  ///   order, and nothing new.
  @discardableResult
  public func setPath(_ newPath: [Routed<Element>]) -> Bool {
    keep(newPath.map { $0.id })
  }

  /// Keeps only the screens `ids` names, in order; see ``setPath(_:)``.
  @discardableResult
  public func keep(_ ids: [RouteID]) -> Bool {
    var kept: [Int] = []
    var next = storedPath.startIndex
    for id in ids {
      guard let index = storedPath[next...].firstIndex(where: { $0.id == id }) else { return false }
      kept.append(index)
      next = index + 1
    }
    guard kept.count < storedPath.count else { return true }
    ledger.change(.setPath(name, count: kept.count)) {
      let keptIDs = Set(ids)
      if let presentedOver, !keptIDs.contains(presentedOver) { dismissPresentation() }
      ledger.leave(owners.reversed().filter { !keptIDs.contains($0.id) }.map { $0.departure })
      let path = storedPath
      changePath { $0 = kept.map { path[$0] } }
      owners = kept.map { owners[$0] }
    }
    return true
  }

  /// Empties the path and the presentation in one step.
  public func removeAll() {
    guard !storedPath.isEmpty || storedPresented != nil else { return }
    ledger.change(.setPath(name, count: 0)) {
      dismissPresentation()
      ledger.leave(owners.reversed().map { $0.departure })
      changePath { $0.removeAll() }
      owners.removeAll()
    }
  }

  /// Presents `presentation`, owned by `owner`, over the screen `route` (`nil` for the root),
  /// replacing any other.
  /// - Returns: its identity, or `nil` when the owner has ended, the work asking was
  ///   cancelled, the stack is not on screen, or `route` is no longer on top; nothing changed.
  @discardableResult
  public func present(_ presentation: Presentation, over route: RouteID?, owner: any RouteOwner)
    -> RouteID?
  {
    let refusal =
      RouteLedger.refusal(for: owner) ?? (!isShown ? .stackHidden : nil)
      ?? (storedPath.last?.id != route ? .notOnTop : nil)
    if let refusal {
      ledger.refuse(.refused(presentation, on: name, refusal))
      return nil
    }
    let id = ledger.nextID()
    ledger.change(.present(presentation, on: name)) {
      dismissPresentation()
      storedPresented = Routed(id: id, destination: presentation)
      presentationOwner = Held(id: id, owner: owner)
      presentedOver = route
      owner.routeAdded(id, in: self)
    }
    return id
  }

  /// Dismisses the sheet or alert, if one is presented.
  public func dismiss() {
    guard storedPresented != nil else { return }
    ledger.change(.dismiss(name)) { dismissPresentation() }
  }

  /// Removes `id`: dismisses it, or pops it with every screen above it.
  public func remove(_ id: RouteID) {
    if storedPresented?.id == id { return dismiss() }
    guard let index = storedPath.lastIndex(where: { $0.id == id }) else { return }
    if index == storedPath.count - 1 { return pop() }
    keep(Array(storedPath[..<index].map { $0.id }))
  }

  private func dismissPresentation() {
    guard let owner = presentationOwner.take() else { return }
    storedPresented = nil
    presentedOver = nil
    ledger.leave([owner.departure])
  }
}

/// A stack of any destination types, as a host that writes back what the user did needs it: a
/// back gesture, a back menu, a sheet swiped away.
@MainActor
public protocol AnyRouteStack: RouteContainer {
  /// The identities of the pushed screens, bottom first.
  var pathIDs: [RouteID] { get }
  /// The identity of the sheet or alert, if one is presented.
  var presentedID: RouteID? { get }
  /// Pops the top screen.
  func pop()
  /// Dismisses the sheet or alert.
  func dismiss()
  /// Keeps only the screens `ids` names, in order; returns whether that was a shorter path
  /// of this stack.
  @discardableResult
  func keep(_ ids: [RouteID]) -> Bool
}
