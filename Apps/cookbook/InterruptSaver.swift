import Dispatch
import Services
import Synchronization
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves the last recorded session and location when SIGINT or SIGTERM arrives, then exits
/// with 128 plus the signal's number. The main thread may be blocked reading a line, so the
/// handler runs on a queue of its own and works from a copy recorded after each command.
final class InterruptSaver: Sendable {
  private let latest = Mutex<SavedSession?>(nil)
  private let sessions: any SessionStore

  init(sessions: any SessionStore) {
    self.sessions = sessions
  }

  /// Keeps `snapshot` as what to save if a signal arrives.
  func record(_ snapshot: SavedSession?) {
    latest.withLock { $0 = snapshot }
  }

  /// Takes over SIGINT and SIGTERM; the caller keeps the returned sources alive.
  func install() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in saveAndExit(status: 128 + number) }
      source.resume()
      SignalHandoff.waitUntilDispatchOwns(number)
      return source
    }
  }

  private func saveAndExit(status: Int32) {
    RawMode.restoreFromSignalHandler()
    restoreEcho()
    if let snapshot = latest.withLock({ $0 }) {
      let saved = DispatchSemaphore(value: 0)
      Task.detached { [sessions] () async -> Void in
        do throws(ServiceError) {
          try await sessions.save(snapshot)
        } catch {
          StandardError.write("cookbook: could not save on interrupt: \(error.message)")
        }
        saved.signal()
      }
      saved.wait()
    }
    exit(status)
  }

  private func restoreEcho() {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    settings.c_lflag |= tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
