import DetailFeature
import Services
import TestSupport
import Testing

@MainActor
private final class ShareSpy: ShareRecipeNavigating {
  var outcomes: [ShareOutcome] = []
  func shareEnded(with outcome: ShareOutcome) { outcomes.append(outcome) }
}

@MainActor
struct ShareRecipeViewModelTests {
  private let spy = ShareSpy()
  private let files = Locked<[String: String]>([:])

  private func makeViewModel() -> ShareRecipeViewModel {
    let viewModel = ShareRecipeViewModel(
      recipe: SampleRecipes.carbonara, link: "cookbook://recipes/carbonara",
      exporter: FakeDocumentExporter.keeping(in: files))
    viewModel.navigation = spy
    return viewModel
  }

  @Test func eachExitIsReportedWithWhatItDid() {
    let viewModel = makeViewModel()
    viewModel.linkTapped()
    viewModel.exportTapped(path: "carbonara.md")
    viewModel.cancelTapped()
    #expect(
      spy.outcomes == [
        .linkShown("cookbook://recipes/carbonara"), .exported(path: "carbonara.md"), .cancelled,
      ])
  }

  @Test func theExportIsTheRecipeAsMarkdown() {
    makeViewModel().exportTapped(path: "out.md")
    let text = files.value["out.md"] ?? ""
    #expect(text.hasPrefix("# Carbonara\n"))
    #expect(text == RecipeMarkdown.document(for: SampleRecipes.carbonara))
    #expect(text.contains("## Ingredients"))
  }

  @Test func aFailedExportKeepsTheSheetOpenWithTheReason() {
    files.mutate { $0["taken.md"] = "old" }
    let viewModel = makeViewModel()
    viewModel.exportTapped(path: "taken.md")
    #expect(viewModel.problem == "taken.md already exists.")
    #expect(spy.outcomes.isEmpty)
    #expect(files.value["taken.md"] == "old")
  }

  @Test func emptyHostileAndOverlongPathsAreRefusedBeforeWriting() {
    let viewModel = makeViewModel()
    for path in ["", "bad\u{1B}[2Jpath", String(repeating: "a", count: 2000)] {
      viewModel.exportTapped(path: path)
      #expect(viewModel.problem != nil)
    }
    #expect(files.value.isEmpty)
    #expect(spy.outcomes.isEmpty)
  }
}
