import DetailFeature
import Foundation
import Services
import TestSupport
import Testing

@MainActor
private final class ShareSpy: ShareRecipeNavigating {
  var outcomes: [ShareOutcome] = []
  func shareEnded(with outcome: ShareOutcome) async { outcomes.append(outcome) }
}

@MainActor
struct ShareRecipeViewModelTests {
  private let spy = ShareSpy()
  private let files = Locked<[String: String]>([:])

  private func makeViewModel(_ recipe: Recipe = SampleRecipes.carbonara) -> ShareRecipeViewModel {
    let viewModel = ShareRecipeViewModel(
      recipe: recipe, link: "cookbook://recipes/\(recipe.id)",
      exporter: FakeDocumentExporter.keeping(in: files))
    viewModel.navigation = spy
    return viewModel
  }

  private let destination = URL(fileURLWithPath: "/tmp/carbonara.md")

  @Test func eachExitIsReportedWithWhatItDid() async {
    let viewModel = makeViewModel()
    await viewModel.linkTapped()
    await viewModel.exportTapped(to: destination)
    await viewModel.cancelTapped()
    #expect(
      spy.outcomes == [
        .linkShown("cookbook://recipes/carbonara"), .exported(to: destination), .cancelled,
      ])
  }

  @Test func theExportIsTheRecipeAsMarkdown() async {
    await makeViewModel().exportTapped(to: URL(fileURLWithPath: "/tmp/out.md"))
    let text = files.value["/tmp/out.md"] ?? ""
    #expect(text.hasPrefix("# Carbonara\n"))
    #expect(text == RecipeMarkdown.document(for: SampleRecipes.carbonara))
    #expect(text.contains("## Ingredients"))
  }

  @Test func aFailedExportKeepsTheSheetOpenWithTheReason() async {
    files.mutate { $0["/tmp/taken.md"] = "old" }
    let viewModel = makeViewModel()
    await viewModel.exportTapped(to: URL(fileURLWithPath: "/tmp/taken.md"))
    #expect(viewModel.problem == "/tmp/taken.md already exists.")
    #expect(spy.outcomes.isEmpty)
    #expect(files.value["/tmp/taken.md"] == "old")
  }

  @Test func theSuggestedFileNameIsTheSharedRecipesOwn() {
    #expect(makeViewModel(SampleRecipes.cacio).suggestedFileName == "cacio.md")
    #expect(makeViewModel(SampleRecipes.carbonara).suggestedFileName == "carbonara.md")
  }
}
