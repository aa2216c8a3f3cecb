import Services

/// Keeps every user's settings in `settings.json` in the state directory.
public struct FileSettingsStore: SettingsStore {
  private let file: UserRecordFile<UserSettings>

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    file = UserRecordFile(
      directory: directory, name: "settings.json", empty: UserSettings(), clock: clock)
  }

  /// `user`'s settings; the defaults when none are saved.
  @concurrent public func settings(of user: User) async throws(ServiceError) -> UserSettings {
    file.record(of: user)
  }

  /// Applies `change` to `user`'s settings as they are on disk, under the lock, and saves them.
  @discardableResult
  @concurrent public func apply(_ change: SettingsChange, for user: User)
    async throws(ServiceError) -> UserSettings
  {
    try file.update(for: user) { saved in
      saved = change.applied(to: saved)
      return saved
    }
  }
}
