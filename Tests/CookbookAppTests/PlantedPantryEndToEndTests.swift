import Foundation
import Testing

/// Issue 20, finding 12: a pantry whose items share an id (written by hand, or by an older
/// version) is repaired as it is read: the first keeps the id, each later one gets the first
/// free `-2`, `-3`…, so every row opens its own form and a deletion removes one item.
struct PlantedPantryEndToEndTests {
  @Test("Finding 12: planted duplicate pantry ids are repaired at load, each row its own item")
  func plantedDuplicateIDsAreRepairedAtLoad() throws {
    let directory = try ShellRun.makeDirectory()
    let items = ["Apple", "Green apple", "Red apple"].enumerated().map { index, name in
      #"{"id":"apple","name":"\#(name)","quantity":"\#(index + 1)"}"#
    }
    let planted =
      #"{"version":1,"users":{"demo":{"items":["# + items.joined(separator: ",")
      + "]}}}"
    try Data(planted.utf8).write(to: directory.appendingPathComponent("pantry.json"))
    let outcome = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "tab pantry", "edit 3", "where",
      "cancel", "delete 2", "yes", "where")
    #expect(outcome.stdout.contains("Edit Red apple"), "\(outcome.stdout)")
    #expect(
      outcome.recipeURLs == ["cookbook://pantry?sheet=edit&item=apple-3", "cookbook://pantry"])
    let list = outcome.stdout.components(separatedBy: "Tabs: ").last ?? ""
    #expect(list.contains("1. Apple · 1") && list.contains("2. Red apple · 3"), "\(list)")
    #expect(!list.contains("Green apple"))
  }
}
