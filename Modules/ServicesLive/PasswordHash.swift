import CCrypt

/// Checks a password against a stored crypt(3) hash (yescrypt) using libxcrypt.
enum PasswordHash {
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
    guard let result = crypt_r(password, setting, data) else { return nil }
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
