import Foundation
import Services
import Synchronization

/// A file shipped with the app, found when the app starts (so a missing one ends the launch
/// with a message) but read and decoded only when first needed (see ADR 0031).
final class LazyResource<Value: Sendable>: Sendable {
  private let load: @Sendable () throws(ServiceError) -> Value
  private let value: Mutex<Result<Value, ServiceError>?>

  /// Finds the bundled resource `name`; `decode` runs once, at the first ``get()``.
  /// - Throws: `ServiceError` when the resource is not where the app was installed.
  init(
    named name: String, decode: @escaping @Sendable (URL) throws(ServiceError) -> Value
  ) throws(ServiceError) {
    let url = try ResourceBundle.url(of: name)
    load = { () throws(ServiceError) in try decode(url) }
    value = Mutex(nil)
  }

  /// A resource already read, as when a test names its own file.
  init(_ decoded: Value) {
    load = { decoded }
    value = Mutex(.success(decoded))
  }

  /// The decoded value, read once it reads; a failure is tried again at the next call, since
  /// it may be of the moment (too many open files).
  func get() throws(ServiceError) -> Value {
    try value.withLock { cached in
      if let cached { return cached }
      let result = Result { () throws(ServiceError) -> Value in try load() }
      if case .success = result { cached = result }
      return result
    }.get()
  }
}
