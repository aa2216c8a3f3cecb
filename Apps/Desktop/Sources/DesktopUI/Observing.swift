import Observation

/// Runs `render` now and again after each change to what it read, as SwiftUI redraws a view
/// whose observable model changed. `render` should hold its page weakly: once the page is
/// gone it reads nothing, and the tracking ends.
@MainActor
func observing(_ render: @escaping @MainActor () -> Void) {
  withObservationTracking(render) {
    Task { @MainActor in observing(render) }
  }
}

/// Reads `read` under observation and hands its value to `apply`, now and after each change
/// to what `read` read. Only `read` is tracked, so the widgets and pages that `apply` builds
/// (which observe their own view models) do not make it run again. `read` returns `nil` once
/// its owner is gone, which ends the tracking.
@MainActor
func watch<Value>(
  _ read: @escaping @MainActor () -> Value?, then apply: @escaping @MainActor (Value) -> Void
) {
  let value = withObservationTracking(read) {
    Task { @MainActor in watch(read, then: apply) }
  }
  if let value { apply(value) }
}

/// Hands what `read` reads of `owner` to `apply`, now and after each change to what it read, as
/// long as `owner` lives; only `read` is tracked.
@MainActor
func watch<Owner: AnyObject, Value>(
  _ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
  then apply: @escaping @MainActor (Owner, Value) -> Void
) {
  watch(
    { [weak owner] in owner.map { Reading(owner: $0, value: read($0)) } },
    then: { reading in apply(reading.owner, reading.value) })
}

/// What a tracked read found, with whom it was read of.
private struct Reading<Owner, Value> {
  let owner: Owner
  let value: Value
}
