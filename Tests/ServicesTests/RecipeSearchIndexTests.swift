import Foundation
import Testing

@testable import Services

/// The recipe search: what it finds, ignoring case and diacritics, and the byte search and
/// ASCII shortcuts behind it held to what a plain scan and Foundation give.
struct RecipeSearchIndexTests {
  private static func recipe(
    _ id: String, _ title: String, author: String = "Test Kitchen", ingredients: [String] = []
  ) -> Recipe {
    Recipe(
      id: id, title: title, author: author, minutes: 10, servings: 1, ingredients: ingredients,
      steps: [], relatedIDs: [])
  }

  private let index = RecipeSearchIndex([
    recipe("brulee", "Crème Brûlée", author: "Claire Dubois", ingredients: ["cream", "sugar"]),
    recipe("caramel", "Creme Caramel", author: "Claire Dubois", ingredients: ["milk", "eggs"]),
    recipe("soup", "Tomato Soup", ingredients: ["tomatoes", "basil"]),
    recipe("gyros", "ΓΥΡΟΣ", author: "Ελένη", ingredients: ["pork", "pitta"]),
  ])

  private func ids(_ query: String) -> [String] {
    index.matching(query).map(\.id)
  }

  @Test func anEmptyQueryFindsEveryRecipeInItsOrder() {
    #expect(ids("") == ["brulee", "caramel", "soup", "gyros"])
  }

  @Test func anASCIIQueryLooksInTitlesAuthorsAndIngredientsIgnoringCase() {
    #expect(ids("soup") == ["soup"])
    #expect(ids("TOMATO s") == ["soup"])
    #expect(ids("dubois") == ["brulee", "caramel"])
    #expect(ids("basil") == ["soup"])
    #expect(ids("sushi") == [])
  }

  @Test func diacriticsAreIgnoredOnBothSides() {
    #expect(ids("crème") == ["brulee", "caramel"])
    #expect(ids("creme") == ["brulee", "caramel"])
    #expect(ids("BRULEE") == ["brulee"])
    #expect(ids("brûlée") == ["brulee"])
  }

  @Test func aNonASCIIQueryIgnoresCaseToo() {
    #expect(ids("γυρος") == ["gyros"])
    #expect(ids("ελενη") == ["gyros"])
    #expect(ids("ΕΛΈΝΗ") == ["gyros"])
  }

  @Test func aQueryIsNotSplitIntoWords() {
    #expect(ids("soup tomato") == [])
  }

  private func naive(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= text.count else { return false }
    return (0...(text.count - needle.count)).contains {
      Array(text[$0..<$0 + needle.count]) == needle
    }
  }

  @Test func theByteSearchHandlesItsEdges() {
    let text = Array("tomato soup\nsoup".utf8)
    #expect(RecipeSearchIndex.contains(text, []))
    #expect(RecipeSearchIndex.contains([], []))
    #expect(!RecipeSearchIndex.contains([], Array("a".utf8)))
    #expect(RecipeSearchIndex.contains(text, Array("soup".utf8)))
    #expect(RecipeSearchIndex.contains(text, Array("t".utf8)))
    #expect(RecipeSearchIndex.contains(text, Array("p\nsoup".utf8)))
    #expect(RecipeSearchIndex.contains(text, text))
    #expect(!RecipeSearchIndex.contains(text, text + [0x70]))
    #expect(!RecipeSearchIndex.contains(text, Array("soupe".utf8)))
    #expect(RecipeSearchIndex.contains(Array("aaab".utf8), Array("aab".utf8)))
  }

  @Test func theByteSearchAgreesWithAPlainScan() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        UInt8.random(in: 0x61...0x63, using: &generator)
      }
      let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        UInt8.random(in: 0x61...0x63, using: &generator)
      }
      #expect(
        RecipeSearchIndex.contains(text, needle) == naive(text, needle), "\(text) \(needle)")
    }
  }
}

/// The shortcuts taken for plain ASCII must give what Foundation gives.
struct SearchTextTests {
  private let samples = [
    "", " ", "\t", "soup", " soup", "soup ", "\tsoup\t", "Crème", " crème ", "a b", "\u{A0}soup",
    "soup\u{3000}", "x\u{2003}", "\n", "soup\n", "Tomato SOUP", "~!@#", "\u{7F}", "Ωmega",
  ]

  @Test func trimmingMatchesFoundation() {
    for sample in samples {
      #expect(
        SearchText.trimmed(sample) == sample.trimmingCharacters(in: .whitespaces),
        "\(sample.debugDescription)")
    }
  }

  @Test func foldingEveryASCIICharacterMatchesFoundation() {
    let ascii = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
    for text in [ascii] + samples {
      let foundation = Array(
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
      #expect(SearchText.folded(text) == foundation, "\(text.debugDescription)")
    }
  }
}
