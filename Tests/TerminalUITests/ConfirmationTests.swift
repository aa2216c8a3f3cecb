import AppTesting
import Coordinators
import Services
import TestSupport
import Testing

/// A yes/no question as the line host asks it: its view says what is asked, its commands are
/// its two answers, and either answer closes it; "yes" reaches the flow that asked, which
/// performs the deletion and tells a failure as a notice.
@MainActor
struct ConfirmationTests {
  private static func pantryWithSalt() async -> LineHarness {
    let harness = AppHarness()
    harness.pantries.mutate {
      var pantry = Pantry()
      _ = try? pantry.add(name: "Salt", quantity: "")
      $0["demo"] = pantry
    }
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://pantry")
    return LineHarness(harness)
  }

  @Test func deletingARecipeAsksFirstAndYesDeletesItFromEveryScreen() async {
    let line = await LineHarness.signedIn(at: "cookbook://recipes/carbonara")
    await line.type("delete")
    #expect(line.url == "cookbook://recipes/carbonara?alert=delete")
    #expect(
      await line.screen() == [
        "Delete Carbonara from your cookbook?", "Type yes to delete it or no to keep it.",
      ])
    #expect(line.help.starts(with: ["yes  delete the recipe from your cookbook", "no  keep it"]))
    #expect(await line.type("yes") == [])
    #expect(line.app.deleted.value["demo"] == ["carbonara"])
    #expect(line.url == "cookbook://recipes")
    #expect(line.app.recipeList?.visibleRecipes.map(\.id).contains("carbonara") == false)
  }

  @Test func noKeepsTheRecipeAndClosesTheQuestion() async {
    let line = await LineHarness.signedIn(at: "cookbook://recipes/carbonara")
    await line.type("delete")
    #expect(await line.type("no") == [])
    #expect(line.url == "cookbook://recipes/carbonara")
    #expect(line.app.deleted.value["demo"] == nil)
    #expect(line.app.visibleDetail != nil)
  }

  @Test func anAnswerTypedWhileTheDeletionIsUnderwayReachesNoQuestion() async {
    let line = await LineHarness.signedIn(at: "cookbook://recipes/carbonara")
    await line.type("delete")
    let gate = line.app.gate("deletions")
    #expect(await line.typeWithoutWaiting("yes") == [])
    #expect(line.app.confirmation == nil)
    #expect(
      await line.typeWithoutWaiting("no") == [
        "That command does not work on this screen. Type help for the ones that do."
      ])
    gate.open()
    await line.app.settle()
    #expect(line.app.deleted.value["demo"] == ["carbonara"])
    #expect(line.url == "cookbook://recipes")
  }

  @Test func aDeletionThatFailsIsToldOnceTheQuestionHasClosedAndTheRecipeStays() async {
    let line = await LineHarness.signedIn(at: "cookbook://recipes/carbonara")
    line.app.writeFailures.mutate { $0["deletions"] = ServiceError("read-only") }
    await line.type("delete")
    #expect(await line.type("yes") == ["The recipe could not be deleted: read-only"])
    #expect(line.url == "cookbook://recipes/carbonara")
    #expect(line.app.visibleDetail != nil)
  }

  @Test func deletingAPantryItemAsksFirstAndYesDeletesIt() async {
    let line = await Self.pantryWithSalt()
    await line.type("delete 1")
    #expect(line.url == "cookbook://pantry?alert=delete&item=salt")
    #expect(
      await line.screen() == [
        "Delete Salt from your pantry?", "Type yes to delete it or no to keep it.",
      ])
    #expect(line.help.starts(with: ["yes  delete the item", "no  keep it"]))
    #expect(await line.type("yes") == [])
    #expect(line.url == "cookbook://pantry")
    #expect(line.app.pantries.value["demo"]?.items.isEmpty == true)
    #expect(line.app.pantryTab?.list.visibleItems.isEmpty == true)
  }

  @Test func noKeepsThePantryItem() async {
    let line = await Self.pantryWithSalt()
    await line.type("delete 1")
    await line.type("no")
    #expect(line.url == "cookbook://pantry")
    #expect(line.app.pantries.value["demo"]?.items.map(\.name) == ["Salt"])
  }

  @Test func aPantryDeletionThatFailsIsToldOnceTheQuestionHasClosed() async {
    let line = await Self.pantryWithSalt()
    line.app.writeFailures.mutate { $0["pantry"] = ServiceError("the disk is full") }
    await line.type("delete 1")
    #expect(await line.type("yes") == ["The item could not be deleted: the disk is full"])
    #expect(line.url == "cookbook://pantry")
    #expect(line.app.pantryTab?.list.visibleItems.map(\.name) == ["Salt"])
  }
}
