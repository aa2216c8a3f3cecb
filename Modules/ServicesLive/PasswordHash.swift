import CCrypt

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks a password against a stored crypt(3) hash (yescrypt) using libxcrypt, which is
/// loaded at the first check rather than at launch (see ADR 0047): most launches never sign in.
enum PasswordHash {
  private typealias CryptR =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<crypt_data>?
    ) -> UnsafeMutablePointer<CChar>?

  /// `crypt_r` from libxcrypt, loaded once; a system without it cannot check any password.
  private static let cryptR: CryptR = {
    guard let library = dlopen("libcrypt.so.1", RTLD_NOW | RTLD_LOCAL),
      let symbol = dlsym(library, "crypt_r")
    else {
      let reason = dlerror().map { String(cString: $0) } ?? "no reason given"
      fatalError("libcrypt.so.1 (libxcrypt) is needed to check passwords: \(reason)")
    }
    return unsafeBitCast(symbol, to: CryptR.self)
  }()

  /// A valid hash of a random value, checked against when the user is unknown, so that
  /// unknown users take as long to reject as wrong passwords.
  static let decoy = "$y$j9T$oo8hyyozNoSSjstox4INt0$WgrDQeCgj8UHrtGbSYIvjPMrU3S.oIsb7/AvaYxXGH8"

  static func verify(_ password: String, against storedHash: String) -> Bool {
    guard let computed = hash(password, setting: storedHash) else { return false }
    return constantTimeEquals(Array(computed.utf8), Array(storedHash.utf8))
  }

  static func hash(_ password: String, setting: String) -> String? {
    guard !password.utf8.contains(0), !setting.utf8.contains(0) else { return nil }
    let data = UnsafeMutablePointer<crypt_data>.allocate(capacity: 1)
    defer {
      data.deinitialize(count: 1)
      data.deallocate()
    }
    data.initialize(to: crypt_data())
    guard let result = cryptR(password, setting, data) else { return nil }
    let text = String(cString: result)
    return text.hasPrefix("*") ? nil : text
  }

  private static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices {
      difference |= lhs[index] ^ rhs[index]
    }
    return difference == 0
  }
}
