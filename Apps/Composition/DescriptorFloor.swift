import Dispatch
import Foundation
import Services

extension LiveServices {
  /// The open files a run needs: the database's four, the directory's, libdispatch's and the
  /// standard streams take 11, and the runtime may ask for more late, where it traps or hangs.
  private static let descriptorFloor: rlim_t = 16

  /// Refuses a run with fewer descriptors than the floor, then makes libdispatch's own (the main
  /// queue's wake-up, its event loop's), which it makes when first needed and traps without,
  /// before the database takes its four.
  static func reserveDescriptors() throws(ServiceError) {
    var limit = rlimit()
    #if os(Linux)
      let resource = Int32(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    if getrlimit(resource, &limit) == 0, limit.rlim_cur < descriptorFloor {
      throw ServiceError(
        "Too many open files: the app needs at least \(descriptorFloor) open files and may have "
          + "\(limit.rlim_cur). Raise the limit (ulimit -n \(descriptorFloor)) and run again.")
    }
    DispatchQueue.main.async {}
    let ready = DispatchSemaphore(value: 0)
    DispatchQueue.global().asyncAfter(deadline: .now()) { ready.signal() }
    ready.wait()
  }
}
