import Foundation
import Testing

/// Issue 20, finding 2: a pantry draft belongs to the user and to the running instance that
/// typed it; no other instance shows, saves or clears it, and it survives its own instance's
/// quit.
@Suite(.serialized)
struct PantryDraftEndToEndTests {
  private func signedInAtPantry(_ directory: URL) throws -> LiveCookbook {
    let running = try LiveCookbook(stateDirectory: directory)
    running.type("login demo demo-pass-1")
    running.type("tab pantry")
    return running
  }

  /// The item form as the last screen of `output` shows it.
  private func lastForm(_ output: String) -> [String] {
    let screens = output.components(separatedBy: "Tabs: ")
    return (screens.last ?? "").components(separatedBy: "\n").filter {
      $0.hasPrefix("Name:") || $0.hasPrefix("Quantity:")
    }
  }

  @Test(
    "Finding 2: another window's unsaved form is not shown, saved or cleared, and survives its quit"
  )
  func anotherWindowsUnsavedFormIsLeftAlone() throws {
    let directory = try ShellRun.makeDirectory()
    let first = try signedInAtPantry(directory)
    first.type("add")
    first.type("name Apple")
    first.type("quantity 3")
    first.type("where")
    #expect(first.waitFor("cookbook://pantry?sheet=add\n"))
    let second = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "tab pantry", "add", "where",
      "name Banana", "save", "where")
    #expect(second.status == 0)
    let formOpened = second.stdout.components(separatedBy: "cookbook://pantry?sheet=add\n")[0]
    #expect(lastForm(formOpened) == ["Name:     ", "Quantity: "], "the second form showed a draft")
    #expect(second.stdout.contains("1. Banana\n"), "\(second.stdout)")
    first.type("quit")
    #expect(first.finish() == 0)
    let relaunch = try CookbookProcess.run(stateDirectory: directory, "where")
    #expect(relaunch.recipeURLs == ["cookbook://pantry?sheet=add"])
    #expect(lastForm(relaunch.stdout) == ["Name:     Apple", "Quantity: 3"])
  }

  @Test("Finding 2: both windows editing one item: each save keeps the other's changes or says why")
  func bothWindowsEditingOneItemLoseNoInput() throws {
    let directory = try ShellRun.makeDirectory()
    let setUp = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "tab pantry", "add", "name Rye flour",
      "quantity 1 kg", "save", "add", "name Eggs", "quantity 6", "save")
    #expect(setUp.stdout.contains("2. Eggs · 6"))
    let first = try signedInAtPantry(directory)
    first.type("edit 1")
    first.type("quantity 2 kg")
    first.type("where")
    #expect(first.waitFor("cookbook://pantry?sheet=edit&item=rye-flour\n"))
    let second = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "tab pantry", "edit 1",
      "name Dark rye flour", "save", "edit 2", "quantity 12", "save")
    #expect(second.stdout.contains("1. Dark rye flour · 1 kg"), "\(second.stdout)")
    #expect(second.stdout.contains("2. Eggs · 12"))
    first.type("save")
    first.type("where")
    #expect(first.waitFor("cookbook://pantry\n"), "\(first.output)")
    #expect(first.output.contains("1. Dark rye flour · 2 kg"), "the two changes were not merged")
    first.type("edit 2")
    first.type("quantity 8")
    first.type("save")
    first.type("where")
    #expect(first.waitFor("cookbook://pantry?sheet=edit&item=eggs\n"))
    #expect(first.output.contains("changed elsewhere to '12'"), "\(first.output)")
    first.type("quit")
    #expect(first.finish() == 0)
    let relaunch = try CookbookProcess.run(stateDirectory: directory, "where", "save", "where")
    #expect(
      relaunch.recipeURLs == ["cookbook://pantry?sheet=edit&item=eggs", "cookbook://pantry"])
    #expect(relaunch.stdout.contains("2. Eggs · 8"), "\(relaunch.stdout)")
  }
}
