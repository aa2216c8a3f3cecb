import Services

/// A versioned JSON file mapping each user to a set of recipe ids, kept sorted on disk: a
/// ``UserRecordFile`` whose record is the list of ids, so it shares its locking and caching.
struct UserRecipeSetFile: Sendable {
  private let file: UserRecordFile<[String]>

  /// Creates the file's reader and writer; with an `epoch`, an unchanged file is checked
  /// against the disk once per epoch rather than at every read.
  init(directory: StateDirectory, name: String, clock: any WallClock, epoch: ReadEpoch? = nil) {
    file = UserRecordFile(directory: directory, name: name, empty: [], clock: clock, epoch: epoch)
  }

  func ids(of user: User) -> Set<String> {
    Set(file.record(of: user))
  }

  /// The ids of `user` when the file has not changed since it was last read, without reading
  /// it: at most two metadata calls, cheap enough for the caller's actor.
  func cachedIDs(of user: User) -> Set<String>? {
    file.cachedRecord(of: user).map(Set.init)
  }

  func update(for user: User, _ change: (inout Set<String>) -> Void) throws(ServiceError) {
    try file.update(for: user) { (stored: inout [String]) throws(ServiceError) in
      var ids = Set(stored)
      change(&ids)
      stored = ids.sorted()
    }
  }
}
