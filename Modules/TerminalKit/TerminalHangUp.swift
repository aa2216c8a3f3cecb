#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a terminal that went away from one whose user typed Ctrl-D. When the other end of a
/// terminal closes (a terminal window, an ssh connection), reads fail with `EIO` or end, often
/// before SIGHUP arrives, and `poll` reports a hang-up or an error; after Ctrl-D at a terminal
/// that is still there it reports nothing. (A pipe reports a hang-up at its end too, so ask
/// only about a descriptor that was a terminal.)
public enum TerminalHangUp {
  /// Whether the terminal on `fileDescriptor` has hung up.
  public static func hasHungUp(fileDescriptor: Int32) -> Bool {
    var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, 0)
      if ready < 0, errno == EINTR { continue }
      return ready > 0 && request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
  }
}
