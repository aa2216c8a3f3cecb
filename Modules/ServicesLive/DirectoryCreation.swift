import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Making and checking the state directory: what is missing is created owner-only and removed
/// again when the directory cannot be used after all; what exists is trusted only when it is
/// the user's own and private.
enum DirectoryCreation {
  /// Creates `url` and any missing parents with mode 0700; a folder another process creates
  /// at the same moment is used as it is.
  /// - Returns: the folders created, deepest last.
  static func createMissing(_ url: URL) throws(StateDirectory.OpenError) -> [String] {
    var created: [String] = []
    var path = ""
    for component in url.standardizedFileURL.pathComponents where component != "/" {
      path += "/" + component
      var status = stat()
      if stat(path, &status) != 0 {
        guard errno == ENOENT else { throw failure(url, String(cString: strerror(errno)), created) }
        if mkdir(path, 0o700) == 0 {
          created.append(path)
          continue
        }
        guard errno == EEXIST, stat(path, &status) == 0 else {
          throw failure(url, String(cString: strerror(errno)), created)
        }
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw failure(url, "\(path) is not a directory", created)
      }
    }
    return created
  }

  /// The error for a folder that could not be made, once the folders made so far are removed.
  private static func failure(
    _ url: URL, _ reason: String, _ created: [String]
  ) -> StateDirectory.OpenError {
    remove(created)
    return .unavailable("Could not create the state directory \(url.path): \(reason).")
  }

  /// Removes folders made by ``createMissing(_:)``, deepest first, if they are still empty.
  static func remove(_ created: [String]) {
    for path in created.reversed() { rmdir(path) }
  }

  /// Opens the folder at `url` and checks that it can be trusted.
  /// - Returns: a descriptor of the folder that was checked, for opening files relative to it.
  static func openTrusted(_ url: URL) throws(StateDirectory.OpenError) -> Int32 {
    let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      throw .unavailable("Could not open the state directory \(url.path): \(reason).")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .unavailable("Could not open the state directory \(url.path): \(reason).")
    }
    let shown = shellWord(url.path)
    if status.st_uid != geteuid() {
      close(descriptor)
      throw .untrusted(
        "The state directory \(url.path) is owned by another user (uid \(status.st_uid)), not by "
          + "you (uid \(geteuid())), so it cannot be trusted. Choose a directory of your own "
          + "with --state-dir, or have it removed.")
    }
    let mode = status.st_mode & 0o7777
    if mode & 0o022 != 0 {
      close(descriptor)
      throw .untrusted(
        "The state directory \(url.path) can be written by its group or by others (mode "
          + "\(String(mode, radix: 8))), so anyone could change your session in it. If it is "
          + "yours, run chmod 700 \(shown) and start again, or choose another with --state-dir.")
    }
    guard faccessat(descriptor, ".", R_OK | X_OK, 0) == 0 else {
      close(descriptor)
      throw .unavailable(
        "Could not read the state directory \(url.path): \(String(cString: strerror(errno))).")
    }
    return descriptor
  }

  /// `path` as one word a shell would read back unchanged.
  private static func shellWord(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar)
          || "/._-+,:@%".unicodeScalars.contains(scalar))
    }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
