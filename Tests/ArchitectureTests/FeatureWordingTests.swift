import Foundation
import Testing

/// View models hold no sentences for a user to read: they speak typed problems and states, and
/// each host phrases them (through `Phrasebook`). The exported Markdown is document data, not
/// wording, so `RecipeMarkdown.swift` is allowed.
struct FeatureWordingTests {
  private static let features =
    ((try? SourceTree.targets(in: "Modules")) ?? []).filter { $0.hasSuffix("Feature") }
  private static let allowedFiles: Set = ["RecipeMarkdown.swift"]

  /// Whether a string literal reads as an English sentence: it starts with a capital letter
  /// and has a space or ends like a sentence, or it has a space and ends like a sentence.
  static func readsAsASentence(_ literal: String) -> Bool {
    guard literal.contains(where: \.isLetter) else { return false }
    let capitalised = literal.first?.isUppercase == true
    let hasSpace = literal.contains(" ")
    let endsLikeASentence = literal.last.map { ".?!…".contains($0) } == true
    return (capitalised && (hasSpace || endsLikeASentence)) || (hasSpace && endsLikeASentence)
  }

  @Test(arguments: features)
  func aFeatureHoldsNoSentenceForAHostToShow(feature: String) throws {
    for (file, text) in try SourceTree.sources(of: feature, in: "Modules")
    where !Self.allowedFiles.contains(URL(fileURLWithPath: file).lastPathComponent) {
      for literal in SourceTree.stringLiterals(in: SourceTree.withoutCommentLines(text))
      where Self.readsAsASentence(literal) {
        Issue.record(
          "\(file): \"\(literal)\" reads as a sentence; report a typed value for Phrasebook")
      }
    }
  }

  @Test func theSentenceScannerCatchesSentencesAndLeavesDataAlone() {
    for sentence in [
      "Enter your user name.", "The recipe could not be deleted: \\(reason)",
      "'\\(address)' is not an e-mail address.", "No recipes match '\\(query)'.", "Cancelled.",
    ] {
      #expect(Self.readsAsASentence(sentence), "\(sentence)")
    }
    for data in ["", ".", "@", "\\(recipe.id).md", "soup", "Pantry", "a", "\\n", "# \\(title)"] {
      #expect(!Self.readsAsASentence(data), "\(data)")
    }
  }
}
