import Testing

/// The platform owns back and the Router follows; the Router leads and the leaflet follows
/// (Docs/Porting.md, "GTK").
struct LeafletBackTests {
  @Test func theLeafletGoingBackThreePagesWritesOneShorterPathOnceItsMoveEnds() throws {
    let probe = try Probe.run("leaflet-back")
    #expect(probe.status == 0)
    #expect(probe.value(of: "pages before") == "4")
    #expect(probe.value(of: "calls while the leaflet goes back") == "[]", "\(probe.lines)")
    #expect(probe.value(of: "calls after the transition") == #"["setPath(0 screens) on recipes"]"#)
    #expect(probe.value(of: "location") == "cookbook://recipes")
    #expect(probe.value(of: "pages after going back") == "1")
  }

  @Test func aPathTheRouterChangesIsPushedOrRebuiltOnTheLeaflet() throws {
    let probe = try Probe.run("leaflet-back")
    #expect(probe.value(of: "pages after a link pushed two") == "3", "\(probe.lines)")
    #expect(probe.value(of: "location after the link") == "cookbook://recipes/tiramisu")
    #expect(probe.value(of: "pages after the link") == "2")
  }

  @Test func aScreenTheCorePushesWhileTheLeafletGoesBackStays() throws {
    let probe = try Probe.run("leaflet-back")
    #expect(probe.value(of: "moving when pushed") == "true", "\(probe.lines)")
    #expect(
      probe.value(of: "location after a push while going back")
        == "cookbook://recipes/spaghetti-carbonara/cacio-e-pepe")
    #expect(probe.value(of: "pages after a push while going back") == "3")
  }
}
