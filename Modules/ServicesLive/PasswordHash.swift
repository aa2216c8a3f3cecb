import Foundation
import Services
import Synchronization

/// Checks a password against a stored crypt(3) hash (yescrypt) with libxcrypt's `crypt_r`,
/// loaded at the first check (ADR 0047) and declared here, so that no `crypt.h` is needed
/// (ADR 0061); it uses a zeroed `struct crypt_data`, 32,768 bytes in libxcrypt.
enum PasswordHash {
  private typealias CryptR =
    @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?)
    -> UnsafeMutablePointer<CChar>?
  private static let loaded = Mutex<[String: CryptR]>([:])

  /// A valid hash of a random value, checked against for an unknown user, so that unknown
  /// users take as long to reject as wrong passwords.
  static let decoy = "$y$j9T$oo8hyyozNoSSjstox4INt0$WgrDQeCgj8UHrtGbSYIvjPMrU3S.oIsb7/AvaYxXGH8"

  /// Whether `password` hashes to `stored`, compared in constant time.
  /// - Throws: `ServiceError` when `library` cannot be loaded now; it is tried again next time.
  static func verify(_ password: String, against stored: String, library: String)
    throws(ServiceError) -> Bool
  {
    guard !password.utf8.contains(0), !stored.utf8.contains(0) else { return false }
    let cryptR = try loaded.withLock { loaded throws(ServiceError) -> CryptR in
      if let cryptR = loaded[library] { return cryptR }
      guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL),
        let symbol = dlsym(handle, "crypt_r")
      else {
        let reason = dlerror().map { String(cString: $0) } ?? "no reason given"
        throw ServiceError(
          "Passwords cannot be checked: \(library) (libxcrypt) could not be loaded: \(reason).")
      }
      loaded[library] = unsafeBitCast(symbol, to: CryptR.self)
      return unsafeBitCast(symbol, to: CryptR.self)
    }
    let data = UnsafeMutableRawPointer.allocate(byteCount: 32768, alignment: 16)
    defer { data.deallocate() }
    data.initializeMemory(as: UInt8.self, repeating: 0, count: 32768)
    guard let result = cryptR(password, stored, data) else { return false }
    let (computed, expected) = (Array(String(cString: result).utf8), Array(stored.utf8))
    guard computed.first != UInt8(ascii: "*"), computed.count == expected.count else {
      return false
    }
    return zip(computed, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
