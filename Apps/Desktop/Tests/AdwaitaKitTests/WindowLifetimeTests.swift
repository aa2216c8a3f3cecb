import Testing

/// Signal handlers keep no window or page alive: a page that leaves the leaflet is finalized
/// with its view model, closing the window finalizes every widget in it, and each handler's
/// boxed closure is freed with its widget.
struct WindowLifetimeTests {
  @Test func pagesThatLeaveAndTheClosedWindowAreFreedWithWhatTheirHandlersCapture() throws {
    let probe = try Probe.run("window-lifetime")
    #expect(probe.status == 0)
    let pushed = try #require(probe.value(of: "pushed pages' widgets followed").flatMap { Int($0) })
    #expect(pushed > 30, "a recipe, an author and a recipe hold more widgets: \(probe.lines)")
    #expect(probe.value(of: "popped pages' widgets finalized") == String(pushed))
    #expect(probe.value(of: "popped pages' widgets alive") == "", "\(probe.lines)")
    #expect(probe.value(of: "popped view models released") == "true")
    #expect(probe.value(of: "location after the pop") == "cookbook://recipes")
    let followed = try #require(probe.value(of: "widgets followed").flatMap { Int($0) })
    #expect(followed > 100, "the window, four tabs and the recipe list hold more widgets")
    #expect(try #require(probe.value(of: "rows shown").flatMap { Int($0) }) > 0)
    #expect(probe.value(of: "widgets finalized") == String(followed))
    #expect(probe.value(of: "still alive") == "", "\(probe.lines)")
    #expect(probe.value(of: "Swift window released") == "true")
    #expect(probe.value(of: "binding released") == "true")
    #expect(probe.value(of: "handler capture released") == "true")
  }
}
