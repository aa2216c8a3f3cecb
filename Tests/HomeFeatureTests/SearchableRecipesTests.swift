import Foundation
import Testing

@testable import HomeFeature

/// The byte search behind the recipe filter must find exactly what a plain scan finds.
struct SearchableRecipesTests {
  private func naive(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= text.count else { return false }
    return (0...(text.count - needle.count)).contains {
      Array(text[$0..<$0 + needle.count]) == needle
    }
  }

  @Test func edgeCases() {
    let text = Array("tomato soup\nsoup".utf8)
    #expect(SearchableRecipes.contains(text, []))
    #expect(SearchableRecipes.contains([], []))
    #expect(!SearchableRecipes.contains([], Array("a".utf8)))
    #expect(SearchableRecipes.contains(text, Array("soup".utf8)))
    #expect(SearchableRecipes.contains(text, Array("t".utf8)))
    #expect(SearchableRecipes.contains(text, Array("p\nsoup".utf8)))
    #expect(SearchableRecipes.contains(text, text))
    #expect(!SearchableRecipes.contains(text, text + [0x70]))
    #expect(!SearchableRecipes.contains(text, Array("soupe".utf8)))
    #expect(SearchableRecipes.contains(Array("aaab".utf8), Array("aab".utf8)))
  }

  @Test func agreesWithAPlainScan() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        UInt8.random(in: 0x61...0x63, using: &generator)
      }
      let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        UInt8.random(in: 0x61...0x63, using: &generator)
      }
      #expect(
        SearchableRecipes.contains(text, needle) == naive(text, needle),
        "\(text) \(needle)")
    }
  }
}

/// The shortcuts taken for plain ASCII must give what Foundation gives.
struct SearchTextShortcutTests {
  private let samples = [
    "", " ", "\t", "soup", " soup", "soup ", "\tsoup\t", "Crème", " crème ", "a b", "\u{A0}soup",
    "soup\u{3000}", "x\u{2003}", "\n", "soup\n", "Tomato SOUP", "~!@#", "\u{7F}", "Ωmega",
  ]

  @Test func trimmingMatchesFoundation() {
    for sample in samples {
      #expect(
        RecipeListViewModel.trimmingWhitespace(sample)
          == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
    }
  }

  @Test func foldingEveryASCIICharacterMatchesFoundation() {
    let ascii = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
    for text in [ascii] + samples {
      let foundation = Array(
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
      #expect(SearchableRecipes.folded(text) == foundation, "\(text.debugDescription)")
    }
  }
}
