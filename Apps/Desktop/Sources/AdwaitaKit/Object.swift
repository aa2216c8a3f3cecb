import CAdwaita

/// A strong reference to a GObject, dropped when the Swift object goes.
@MainActor
public class Object {
  /// The object as GObject's functions take it.
  let object: UnsafeMutablePointer<GObject>

  /// Holds `pointer`, a new widget: its floating reference becomes this object's.
  init(sinking pointer: UnsafeMutableRawPointer) {
    object = pointer.assumingMemoryBound(to: GObject.self)
    g_object_ref_sink(object)
  }

  /// Holds `pointer`, whose full reference the caller hands over.
  init(adopting pointer: UnsafeMutableRawPointer) {
    object = pointer.assumingMemoryBound(to: GObject.self)
  }

  /// The object as a C function of its own class takes it.
  func pointer<T>(as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: type)
  }

  /// The object as a C function of its own class takes it, where that class is opaque.
  func pointer() -> OpaquePointer {
    OpaquePointer(object)
  }

  /// The object's address, for tests that follow its lifetime.
  public var address: UnsafeMutableRawPointer { UnsafeMutableRawPointer(object) }

  isolated deinit {
    g_object_unref(object)
  }
}
