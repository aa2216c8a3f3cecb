import AdwaitaKit
import Foundation

/// With `COOKBOOK_DESKTOP_FRAMES` set, tells standard error when the window's first frame is
/// drawn, and the first one after the launch (the saved session and location) has shown, in
/// the monotonic clock's microseconds, for `Scripts/desktop.sh --measure`.
@MainActor
enum FrameReport {
  static let isWanted = getenv("COOKBOOK_DESKTOP_FRAMES") != nil
  private static var isFollowing = false

  static func follow(_ window: Window, launched: Task<Void, Never>) {
    guard isWanted, !isFollowing else { return }
    isFollowing = true
    var isLaunched = false
    Task {
      await launched.value
      isLaunched = true
    }
    var reportedFirst = false
    FrameClock.afterEachPaint(of: window) { time in
      if !reportedFirst {
        reportedFirst = true
        StandardError.write("first frame: \(time)")
      }
      guard isLaunched else { return true }
      StandardError.write("launched frame: \(time)")
      return false
    }
  }
}
