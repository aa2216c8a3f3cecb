import ServicesLive
import Testing

@testable import Explorer

/// An intent whose effect its flow's owner performs as its own work (a confirmed deletion, an
/// export, a pantry item's save) is stopped at the owner's service call, not passed over as an
/// intent that made none: the explorer missed such calls until it waited for owned work.
@MainActor
struct InterleavingReachTests {
  @Test(arguments: [
    ("open cookbook://recipes/cacio-e-pepe?alert=delete", "yes", "deletions.write"),
    ("open cookbook://recipes/cacio-e-pepe?sheet=share", "export recipe.md", "exporter.export"),
    ("open cookbook://pantry?sheet=add", "save", "pantry.add"),
  ])
  func anIntentWhoseOwnerActsStopsAtTheOwnersCall(link: String, intent: String, service: String)
    async throws
  {
    let path: [ExplorerAction] = [
      .line("login demo demo-pass-1"), .line(link), .line("name Rye flour"),
    ]
    let run = await ExplorerRun.replay(path, catalog: try BundledRecipeCatalog())
    let stop = await run.perform(Interleaving(intent: intent, suspension: 0, inputs: []))
    #expect(stop?.service == service)
  }
}
