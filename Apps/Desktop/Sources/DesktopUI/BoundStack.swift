import Navigation

/// One stack of the Router as a leaflet binds it: what it holds, read so that Observation
/// tracks it, and the stack itself, to which the leaflet writes back what the user did.
@MainActor
struct BoundStack {
  /// The stack, whatever its types.
  let stack: any AnyRouteStack
  /// The routes pushed over the root, bottom first; a tracked read.
  let pathIDs: @MainActor () -> [RouteID]
  /// The route of the sheet or alert, if one is presented; a tracked read.
  let presentedID: @MainActor () -> RouteID?

  init<Element, Presentation>(_ stack: RouteStack<Element, Presentation>) {
    self.stack = stack
    pathIDs = { stack.path.map(\.id) }
    presentedID = { stack.presented?.id }
  }
}
