import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private func freshURL() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("cookbook-trust-\(UUID().uuidString)")
}

/// Issue 13, items 5 and 16: a state directory is trusted as ssh trusts `~/.ssh`, and one that
/// cannot be made leaves nothing behind.
struct StateDirectoryTrustTests {
  @Test(
    "Item 5: a directory writable by group or others is refused, untouched",
    arguments: [0o777, 0o770, 0o722, 0o702] as [mode_t])
  func aDirectoryWritableByOthersIsRefused(mode: mode_t) throws {
    let url = freshURL()
    #expect(mkdir(url.path, 0o700) == 0 && chmod(url.path, mode) == 0)
    #expect {
      try StateDirectory(url: url)
    } throws: { error in
      (error as? ServiceError)?.message.contains("chmod 700 \(url.path)") == true
    }
    var status = stat()
    #expect(stat(url.path, &status) == 0 && status.st_mode & 0o777 == mode)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
  }

  @Test("Item 5: an empty HOME counts as unset")
  func anEmptyHomeCountsAsUnset() throws {
    let url = StateDirectory.defaultURL(environment: ["HOME": "", "XDG_STATE_HOME": ""])
    #expect(url.path.hasPrefix("/"))
    #expect(url.path != FileManager.default.currentDirectoryPath + "/.local/state/cookbook")
    #expect(url.path.hasSuffix("/.local/state/cookbook"))
  }

  @Test("Item 16: a state directory that cannot be created leaves no directories behind")
  func aFailedCreationLeavesNoChainOfDirectories() throws {
    let base = freshURL()
    let url = base.appendingPathComponent("a/b/\(String(repeating: "x", count: 300))/c")
    #expect(throws: ServiceError.self) { try StateDirectory(url: url) }
    #expect(!FileManager.default.fileExists(atPath: base.path))
  }

  @Test("Item 2: instances creating the same state directory at once all use it")
  func instancesCreatingTheDirectoryAtOnceAllUseIt() throws {
    for _ in 0..<20 {
      let url = freshURL().appendingPathComponent("a/b/state")
      let failures = Locked(0)
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        do {
          _ = try StateDirectory(url: url, report: { _ in })
        } catch {
          failures.mutate { $0 += 1 }
        }
      }
      #expect(failures.value == 0)
    }
  }
}
