import DetailFeature
import Foundation
import Services
import TestSupport
import Testing

@MainActor
private final class ShareSpy: ShareRecipeNavigating {
  var outcomes: [ShareOutcome] = []
  var exports: [URL] = []
  var callers: [ObjectIdentifier] = []
  func shareEnded(with outcome: ShareOutcome, on sheet: ShareRecipeViewModel) {
    outcomes.append(outcome)
    callers.append(ObjectIdentifier(sheet))
  }
  func exportRequested(to destination: URL, on sheet: ShareRecipeViewModel) {
    exports.append(destination)
    callers.append(ObjectIdentifier(sheet))
  }
}

@MainActor
struct ShareRecipeViewModelTests {
  private let spy = ShareSpy()

  private func makeViewModel(_ recipe: Recipe = SampleRecipes.carbonara) -> ShareRecipeViewModel {
    let viewModel = ShareRecipeViewModel(recipe: recipe, link: "cookbook://recipes/\(recipe.id)")
    viewModel.navigation = spy
    return viewModel
  }

  private let destination = URL(fileURLWithPath: "/tmp/carbonara.md")

  @Test func theLinkAndCancelAreExitsAndAnExportIsAsked() async {
    let viewModel = makeViewModel()
    await viewModel.linkTapped()
    await viewModel.cancelTapped()
    await viewModel.exportTapped(to: destination)
    #expect(spy.outcomes == [.linkShown("cookbook://recipes/carbonara"), .cancelled])
    #expect(spy.exports == [destination])
    #expect(spy.callers == Array(repeating: ObjectIdentifier(viewModel), count: 3))
    #expect(viewModel.isExporting)
  }

  @Test func whileAnExportIsUnderwayNoOtherExitIsTaken() async {
    let viewModel = makeViewModel()
    await viewModel.exportTapped(to: destination)
    await viewModel.exportTapped(to: destination)
    await viewModel.linkTapped()
    await viewModel.cancelTapped()
    #expect(spy.exports == [destination])
    #expect(spy.outcomes.isEmpty)
  }

  @Test func aFailedExportKeepsTheSheetOpenWithTheReasonAndTakesExitsAgain() async {
    let viewModel = makeViewModel()
    await viewModel.exportTapped(to: destination)
    viewModel.exportFailed(reason: "/tmp/carbonara.md already exists.")
    #expect(viewModel.problem == "/tmp/carbonara.md already exists.")
    #expect(!viewModel.isExporting)
    await viewModel.cancelTapped()
    #expect(spy.outcomes == [.cancelled])
  }

  @Test func theExportIsTheRecipeAsMarkdown() {
    let text = RecipeMarkdown.document(for: SampleRecipes.carbonara)
    #expect(text.hasPrefix("# Carbonara\n"))
    #expect(text.contains("## Ingredients"))
  }

  @Test func theSuggestedFileNameIsTheSharedRecipesOwn() {
    #expect(makeViewModel(SampleRecipes.cacio).suggestedFileName == "cacio.md")
    #expect(makeViewModel(SampleRecipes.carbonara).suggestedFileName == "carbonara.md")
  }
}
