#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls that make a state file's write durable, held by the directory so that a
/// test can make one fail as a full disk or a failing device would. Each returns what the call
/// returns and leaves its error in `errno`.
struct SystemCalls: Sendable {
  var fsync: @Sendable (Int32) -> Int32
  var renameat: @Sendable (Int32, String, Int32, String) -> Int32

  static let live = SystemCalls(
    fsync: { descriptor in
      #if canImport(Glibc)
        Glibc.fsync(descriptor)
      #else
        Darwin.fsync(descriptor)
      #endif
    },
    renameat: { folder, name, newFolder, newName in
      #if canImport(Glibc)
        Glibc.renameat(folder, name, newFolder, newName)
      #else
        Darwin.renameat(folder, name, newFolder, newName)
      #endif
    })
}

/// What an error number means, in words. Callers pass `errno` as the first thing they do after
/// the call that failed: building a message first (a path from `URL`, say) can make other calls
/// that change it, which once reported a full disk as "No such file or directory".
enum SystemError {
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
