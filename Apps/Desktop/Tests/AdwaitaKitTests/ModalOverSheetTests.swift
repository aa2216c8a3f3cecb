import Testing

/// The global modal may open over a tab's sheet: it opens over the sheet's window, as SwiftUI
/// and UIKit present one modal from another, and the sheet stays under it.
struct ModalOverSheetTests {
  @Test func theSignInAfterAnExpiryOpensOverTheFormItInterruptsAndKeepsIt() throws {
    let probe = try Probe.run("modal-over-sheet")
    #expect(probe.status == 0)
    #expect(probe.value(of: "location") == "cookbook://pantry?sheet=add&modal=signin")
    #expect(probe.value(of: "sign-in over") == "New pantry item", "\(probe.lines)")
    #expect(probe.value(of: "form shown") == "true")
  }
}
