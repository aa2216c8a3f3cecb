import Foundation
import TestSupport
import Testing

/// Finding 07: the runtime's crash handler stops the other threads with a SIGUSR1 that the
/// process sends itself, and the signal relay took it for the user's: every crash in line mode
/// exited 138, "ended by SIGUSR1, saved", and the crash report never appeared. The crash here is
/// a `crypt_r` that aborts, from a stand-in libcrypt that the dynamic loader finds first.
struct CrashEndToEndTests {
  @Test("Finding 07: a crash in line mode ends as a crash, with its report, not as SIGUSR1")
  func aCrashIsReportedAsACrash() throws {
    let directory = try ShellRun.makeDirectory()
    let library = ShellRun.quoted(directory.appendingPathComponent("libcrypt.so.1").path)
    let outcome = try ShellRun.run(
      "printf '#include <stdlib.h>\\nchar *crypt_r(const char *a, const char *b, void *c) "
        + "{ abort(); }\\n' | clang -x c -shared -fPIC -o \(library) - || exit 99\n"
        + "printf 'login demo demo-pass-1\\n' | LD_LIBRARY_PATH=\(ShellRun.quoted(directory.path))"
        + " $RUN --state-dir \(ShellRun.quoted(directory.appendingPathComponent("state").path))")
    #expect(outcome.status == 128 + SIGABRT, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("Program crashed"), "\(outcome.stderr)")
  }
}
