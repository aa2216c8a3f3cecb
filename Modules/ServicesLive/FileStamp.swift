#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies one version of a file on disk: its inode, size and modification time.
struct FileStamp: Hashable, Sendable {
  private let inode: UInt64
  private let size: Int64
  private let seconds: Int
  private let nanoseconds: Int

  /// The stamp of the file at `path`, or `nil` when there is no regular file there.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      seconds = Int(status.st_mtimespec.tv_sec)
      nanoseconds = Int(status.st_mtimespec.tv_nsec)
    #else
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
    #endif
  }
}
