import Foundation
import Services
import Testing

struct PantryTests {
  @Test func itemsKeepTheOrderTheyWereAddedInWithTheSlugOfTheirNameAsID() throws {
    var pantry = Pantry()
    try pantry.add(name: "Rye flour", quantity: "1 kg")
    try pantry.add(name: "Eggs", quantity: "6")
    try pantry.add(name: "Anchovies", quantity: "")
    #expect(pantry.items.map(\.id) == ["rye-flour", "eggs", "anchovies"])
  }

  @Test func aTakenIDGetsTheFirstFreeNumber() throws {
    var pantry = Pantry()
    let first = try pantry.add(name: "Rye flour", quantity: "")
    let second = try pantry.add(name: "Rye  flour!", quantity: "")
    let third = try pantry.add(name: "Rye-flour", quantity: "")
    #expect([first.id, second.id, third.id] == ["rye-flour", "rye-flour-2", "rye-flour-3"])
    pantry.delete(id: "rye-flour-2")
    #expect(try pantry.add(name: "rye flour?", quantity: "").id == "rye-flour-4")
  }

  @Test func fieldsAreSavedWithoutSurroundingWhiteSpace() throws {
    var pantry = Pantry()
    let item = try pantry.add(name: "  Eggs\t", quantity: " 6 ")
    #expect(item == PantryItem(id: "eggs", name: "Eggs", quantity: "6"))
  }

  @Test(arguments: ["rye flour", "RYE FLOUR", " Rye Flour "])
  func aNameAnotherItemHasIgnoringCaseIsRefused(name: String) throws {
    var pantry = Pantry()
    try pantry.add(name: "Rye flour", quantity: "1 kg")
    #expect(throws: ServiceError("The pantry already has an item named 'Rye flour'.")) {
      try pantry.add(name: name, quantity: "")
    }
    #expect(pantry.items.count == 1)
  }

  @Test func anUpdateKeepsTheIDAndThePlaceAndMayChangeTheCaseOfItsOwnName() throws {
    var pantry = Pantry()
    let rye = try pantry.add(name: "Rye flour", quantity: "1 kg")
    try pantry.add(name: "Eggs", quantity: "6")
    try pantry.update(
      PantryItem(id: rye.id, name: "RYE FLOUR ", quantity: "500 g"), replacing: rye)
    #expect(
      pantry.items == [
        PantryItem(id: "rye-flour", name: "RYE FLOUR", quantity: "500 g"),
        PantryItem(id: "eggs", name: "Eggs", quantity: "6"),
      ])
  }

  /// Found by an attack on the release binary: ids were slugs, so an item deleted and added
  /// again in another window took the same id, and an edit form still open on the old one
  /// overwrote the new one silently. An id is now never given again (issue 29, finding 09).
  @Test func anUpdateOfAnItemChangedOrReplacedSinceTheFormOpenedIsRefused() throws {
    var pantry = Pantry()
    let opened = try pantry.add(name: "Rye flour", quantity: "1 kg")
    pantry.delete(id: opened.id)
    #expect(try pantry.add(name: "RYE FLOUR", quantity: "250 g").id == "rye-flour-2")
    let before = pantry
    #expect(
      throws: ServiceError(
        "The item 'Rye flour' was deleted, so this form can no longer change it.")
    ) {
      try pantry.update(
        PantryItem(id: opened.id, name: "Rye flour", quantity: "3 kg"), replacing: opened)
    }
    #expect(pantry == before)
  }

  @Test func anUpdateToAnotherItemsNameOrOfAMissingItemIsRefused() throws {
    var pantry = Pantry()
    try pantry.add(name: "Rye flour", quantity: "")
    let eggs = try pantry.add(name: "Eggs", quantity: "6")
    let before = pantry
    #expect(throws: ServiceError("The pantry already has an item named 'Rye flour'.")) {
      try pantry.update(PantryItem(id: eggs.id, name: "rye flour", quantity: "6"), replacing: eggs)
    }
    #expect(throws: ServiceError("There is no item 'milk' in the pantry.")) {
      let milk = PantryItem(id: "milk", name: "Milk", quantity: "")
      try pantry.update(milk, replacing: milk)
    }
    #expect(pantry == before)
  }

  @Test("Finding 09: a deleted item's id is never given again, and its form keeps no draft")
  func aDeletedItemsIDIsRetired() throws {
    var pantry = Pantry()
    let rye = try pantry.add(name: "Rye flour", quantity: "1 kg")
    pantry.delete(id: rye.id)
    #expect(pantry.retiredIDs == ["rye-flour"])
    #expect(try pantry.add(name: "Rye flour", quantity: "").id == "rye-flour-2")
    #expect(throws: ServiceError.self) {
      try pantry.check(PantryDraft(itemID: rye.id, name: "Rye", quantity: "", original: rye))
    }
    #expect(throws: ServiceError.self) { try pantry.update(rye, replacing: rye) }
    try pantry.check(PantryDraft(itemID: nil, name: "Milk", quantity: ""))
  }

  @Test("Finding 2: a save keeps what another window saved in the fields this form left alone")
  func aSaveKeepsOtherWindowsChangesToFieldsItLeftAlone() throws {
    var pantry = Pantry()
    let opened = try pantry.add(name: "Rye flour", quantity: "1 kg")
    try pantry.update(
      PantryItem(id: opened.id, name: "Dark rye flour", quantity: "1 kg"), replacing: opened)
    try pantry.update(
      PantryItem(id: opened.id, name: "Rye flour", quantity: "2 kg"), replacing: opened)
    #expect(pantry.items == [PantryItem(id: "rye-flour", name: "Dark rye flour", quantity: "2 kg")])
  }

  @Test("Finding 2: both windows changing one field: the second save names the value, then wins")
  func bothWindowsChangingOneFieldRefuseThenWin() throws {
    var pantry = Pantry()
    let opened = try pantry.add(name: "Eggs", quantity: "6")
    try pantry.update(PantryItem(id: "eggs", name: "Eggs", quantity: "12"), replacing: opened)
    let saved = pantry.items[0]
    let mine = PantryItem(id: "eggs", name: "Eggs", quantity: "8")
    #expect(
      throws: ServiceError(
        "The quantity of 'Eggs' was changed elsewhere to '12' since this form opened; save "
          + "again to keep yours, or cancel.")
    ) { try pantry.update(mine, replacing: opened) }
    #expect(pantry.items == [saved])
    try pantry.update(mine, replacing: saved)
    #expect(pantry.items == [mine])
  }

  @Test(arguments: [
    (PantryField.name, "", PantryField.Problem.missing, "Give the item a name."),
    (.name, "   ", .missing, "Give the item a name."),
    (
      .name, String(repeating: "a", count: 61), .tooLong(maximum: 60),
      "A name has at most 60 characters."
    ),
    (
      .name, "e" + String(repeating: "\u{301}", count: 240), .tooLong(maximum: 60),
      "A name has at most 60 characters."
    ),
    (.name, "Rye\nflour", .unprintable, "A name has only printable characters."),
    (.name, "Rye\u{1B}[31m", .unprintable, "A name has only printable characters."),
    (.name, "Rye \u{202E}ruolf", .unprintable, "A name has only printable characters."),
    (.name, "Rye \u{2067}flour", .unprintable, "A name has only printable characters."),
    (.name, "Rye\u{2028}flour", .unprintable, "A name has only printable characters."),
    (.name, "Rye\u{200F}flour", .unprintable, "A name has only printable characters."),
    (.name, "Rye\u{061C}flour", .unprintable, "A name has only printable characters."),
    (.name, "Rye\u{200B}flour", .unprintable, "A name has only printable characters."),
    (.name, "\u{FEFF}Rye flour", .unprintable, "A name has only printable characters."),
    (
      .quantity, String(repeating: "9", count: 31), .tooLong(maximum: 30),
      "A quantity has at most 30 characters."
    ),
    (.quantity, "1\u{0}kg", .unprintable, "A quantity has only printable characters."),
  ])
  func aValueThatBreaksItsFieldsRuleIsRefusedWithTheReason(
    field: PantryField, value: String, problem: PantryField.Problem, message: String
  ) throws {
    #expect(field.problem(with: value) == problem)
    var pantry = Pantry()
    let name = field == .name ? value : "Eggs"
    let quantity = field == .quantity ? value : ""
    #expect(throws: ServiceError(message)) { try pantry.add(name: name, quantity: quantity) }
  }

  @Test(arguments: [
    (PantryField.name, String(repeating: "a", count: 60)), (.name, "  Crème fraîche  "),
    (.name, "日本酒"), (.name, "👩‍👩‍👧‍👦 snacks"), (.quantity, ""),
    (.quantity, String(repeating: "9", count: 30)),
  ])
  func aValueWithinItsFieldsRuleIsAccepted(field: PantryField, value: String) {
    #expect(field.problem(with: value) == nil)
  }

  @Test func settingsMissingAKeyReadWithItsDefault() throws {
    let decoded = try JSONDecoder().decode(UserSettings.self, from: Data(#"{"order":"time"}"#.utf8))
    #expect(decoded == UserSettings(order: .time, hasSeenWelcome: false))
    let empty = try JSONDecoder().decode(UserSettings.self, from: Data("{}".utf8))
    #expect(empty == UserSettings())
  }
}

/// Issue 20, finding 7: invisible characters cannot make a second item that reads like the
/// first, nor can another spelling of the same name.
struct PantryNameLookalikeTests {
  @Test(
    "Finding 7: a name with a default-ignorable or blank-looking character is refused",
    arguments: [
      0x200D, 0x200C, 0x00AD, 0x034F, 0x180E, 0x2061, 0x3164, 0xFE0F, 0xE0020, 0x2800, 0x115F,
      0x1D173, 0xFFA0, 0x1160, 0xFE00, 0x17B4, 0x2064, 0xE0001,
    ])
  func aNameWithAnInvisibleCharacterIsRefused(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    for name in [
      "Rye flour" + String(Character(scalar)), "Rye" + String(Character(scalar)) + " flour",
    ] {
      #expect(
        PantryField.name.problem(with: name) == .unprintable,
        "U+\(String(value, radix: 16, uppercase: true))")
    }
    #expect(PantryField.quantity.problem(with: "1 kg" + String(Character(scalar))) != nil)
  }

  @Test(
    "Finding 7: names that read alike after NFKC, case folding and collapsed spaces are one name",
    arguments: [
      "Rye\u{00A0}flour", "rye  flour", "Rye\u{2003}flour", "ＲＹＥ ＦＬＯＵＲ", "RYE\u{2009}FLOUR",
      "Rye\u{3000}Flour",
    ])
  func namesThatReadAlikeAreOneName(name: String) throws {
    var pantry = Pantry()
    try pantry.add(name: "Rye flour", quantity: "")
    #expect(throws: ServiceError("The pantry already has an item named 'Rye flour'.")) {
      try pantry.add(name: name, quantity: "")
    }
    let eggs = try pantry.add(name: "Eggs", quantity: "")
    #expect(throws: ServiceError("The pantry already has an item named 'Rye flour'.")) {
      try pantry.update(PantryItem(id: eggs.id, name: name, quantity: ""), replacing: eggs)
    }
  }

  @Test(
    "Finding 7: emoji sequences keep their joiners, variation selectors and tags",
    arguments: ["👩‍👩‍👧‍👦 snacks", "❤️ jam", "1️⃣ jar", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 shortbread", "👍🏽 nuts", "Straße"])
  func emojiSequencesAreAccepted(name: String) {
    #expect(PantryField.name.problem(with: name) == nil)
  }

  @Test("Finding 7: different names stay different")
  func differentNamesStayDifferent() throws {
    var pantry = Pantry()
    try pantry.add(name: "Rye flour", quantity: "")
    try pantry.add(name: "Rye-flour", quantity: "")
    try pantry.add(name: "Ryeflour", quantity: "")
    #expect(pantry.items.count == 3)
  }
}

/// Issue 20, finding 12: ids are unique however the file was written.
struct PantryRepairTests {
  @Test("Finding 12: duplicate ids read from a file get the first free numbered id")
  func duplicateIDsAreRepairedWhenRead() throws {
    let pantry = Pantry(items: [
      PantryItem(id: "apple", name: "Apple", quantity: ""),
      PantryItem(id: "apple-2", name: "Apple 2", quantity: ""),
      PantryItem(id: "apple", name: "Green apple", quantity: ""),
      PantryItem(id: "apple", name: "Red apple", quantity: ""),
    ])
    #expect(pantry.items.map(\.id) == ["apple", "apple-2", "apple-3", "apple-4"])
    #expect(pantry.items.map(\.name) == ["Apple", "Apple 2", "Green apple", "Red apple"])
  }
}

/// Issue 29, finding 01: pantry names that read alike were accepted, through format characters,
/// emoji pieces that form no sequence, and letters of another script.
struct PantryNameSpoofingTests {
  @Test(
    "Finding 01: format characters, and emoji pieces outside a well-formed sequence, are refused",
    arguments: [
      "Rye\u{FFF9} flour", "Rye\u{FFFA} flour", "Rye\u{FFFB} flour", "Rye\u{13430} flour",
      "Rye\u{1343F} flour", "Rye flour 1\u{FE0F}", "Rye flour 2\u{FE0E}",
      "\u{1F3F4}\u{E0078}\u{E0079}\u{E007A}\u{E007F} flour", "\u{FE0F}\u{20E3} jar",
    ])
  func aFormatCharacterOrABrokenEmojiSequenceIsRefused(name: String) {
    #expect(
      PantryField.name.problem(with: name) == .unprintable, "\(name.unicodeScalars.map(\.value))")
  }

  @Test("Finding 01: a name that mixes Latin, Greek and Cyrillic letters is refused")
  func aNameMixingScriptsIsRefused() {
    #expect(PantryField.name.problem(with: "R\u{0443}e flour") == .mixedScripts)
    #expect(PantryField.name.problem(with: "Rye fl\u{03BF}ur") == .mixedScripts)
    #expect(PantryField.name.problem(with: "Ελαιόλαδο") == nil)
    #expect(PantryField.name.problem(with: "Гречка") == nil)
    #expect(PantryField.name.problem(with: "Ελαιόλαδο 2 kg, Crème") == .mixedScripts)
  }

  @Test("Finding 01: joiners, variation selectors and tags do not make a second name")
  func emojiPiecesDoNotMakeASecondName() throws {
    var pantry = Pantry()
    try pantry.add(name: "❤ jam", quantity: "")
    #expect(throws: ServiceError("The pantry already has an item named '❤ jam'.")) {
      try pantry.add(name: "❤️ jam", quantity: "")
    }
    try pantry.add(name: "🏴 shortbread", quantity: "")
    #expect(throws: ServiceError("The pantry already has an item named '🏴 shortbread'.")) {
      try pantry.add(name: "🏴󠁧󠁢󠁳󠁣󠁴󠁿 shortbread", quantity: "")
    }
  }
}
