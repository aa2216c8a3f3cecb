import Testing

/// The main actor runs inside GLib's loop on one thread: GTK delivers events while an intent
/// awaits, and the intent resumes afterwards (Docs/adr/0036).
struct MainLoopJoinTests {
  @Test func aClickIsHandledWhileAnIntentsAwaitIsPending() throws {
    let probe = try Probe.run("click-during-await")
    #expect(probe.status == 0)
    #expect(
      probe.lines == [
        "intent started", "intent suspended", "click handled, intent suspended: true",
        "intent resumed",
      ])
  }
}
