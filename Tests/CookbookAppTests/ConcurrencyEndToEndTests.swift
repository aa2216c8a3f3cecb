import Foundation
import TestSupport
import Testing

/// Issue 13, items 2 and 3 with real processes: instances sharing a state directory lose
/// nothing.
@Suite(.serialized)
struct ConcurrencyEndToEndTests {
  private let recipeIDs = [
    "spaghetti-carbonara", "cacio-e-pepe", "pasta-alla-norma", "pesto-trofie", "lasagne-al-forno",
    "penne-all-arrabbiata", "french-onion-soup", "minestrone", "red-lentil-soup", "gazpacho",
    "chicken-noodle-soup", "miso-soup", "chana-masala", "thai-green-curry", "dal-tadka",
    "japanese-katsu-curry", "massaman-beef-curry", "greek-salad", "caesar-salad", "tabbouleh",
    "nicoise-salad", "panzanella", "sourdough-loaf", "banana-bread", "focaccia", "cinnamon-rolls",
    "scones", "roast-chicken", "beef-bourguignon", "shakshuka", "paella-valenciana", "fish-tacos",
    "teriyaki-salmon", "tiramisu", "creme-brulee", "apple-crumble", "chocolate-mousse",
  ]

  /// Runs one `cookbook` per script at the same time, each typing its whole script at once.
  private func runTogether(_ scripts: [[String]], in directory: URL) throws -> [Int32] {
    try runTogetherReporting(scripts, in: directory).statuses
  }

  /// Runs `scripts` at once on `directory`; their exit statuses, and what they wrote to stderr.
  private func runTogetherReporting(
    _ scripts: [[String]], in directory: URL
  ) throws -> (statuses: [Int32], stderr: String) {
    var commands: [String] = []
    for (index, script) in scripts.enumerated() {
      let input = directory.deletingLastPathComponent()
        .appendingPathComponent("\(directory.lastPathComponent)-input-\(index)")
      try Data(script.map { $0 + "\n" }.joined().utf8).write(to: input)
      commands.append(
        "$RUN --state-dir \(ShellRun.quoted(directory.path)) < \(ShellRun.quoted(input.path)) "
          + "> /dev/null & pids+=($!)")
    }
    let outcome = try ShellRun.run(
      "pids=()\n" + commands.joined(separator: "\n")
        + "\nfor pid in \"${pids[@]}\"; do wait $pid; echo $?; done")
    return (outcome.stdout.split(separator: "\n").compactMap { Int32($0) }, outcome.stderr)
  }

  @Test("Item 2: two instances sending 50 reset links each lose none of them")
  func twoInstancesSendingFiftyResetLinksEachLoseNone() throws {
    let directory = try ShellRun.makeDirectory()
    let scripts = (0..<2).map { instance in
      (0..<50).flatMap { index in ["forgot", "send user\(instance)-\(index)@example.com"] }
    }
    #expect(try runTogether(scripts, in: directory) == [0, 0])
    let outbox = String(
      decoding: TestFiles.contents(atPath: directory.appendingPathComponent("outbox.txt").path)
        ?? Data(), as: UTF8.self)
    let lines = outbox.split(separator: "\n")
    #expect(lines.count == 100)
    for instance in 0..<2 {
      for index in 0..<50 {
        #expect(outbox.contains("To: user\(instance)-\(index)@example.com "))
      }
    }
  }

  @Test("Item 2: two instances changing 50 favourites each lose none of the changes")
  func twoInstancesChangingFiftyFavouritesEachLoseNone() throws {
    let directory = try ShellRun.makeDirectory()
    let first = Array(recipeIDs[..<25])
    let turnedOff = first.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    let added = Array(recipeIDs[25..<37])
    let toggles = first + turnedOff + added
    #expect(toggles.count == 50)
    let scripts = ["demo demo-pass-1", "chef chef-pass-2"].map { account in
      ["login \(account)"] + toggles.flatMap { ["open cookbook://recipes/\($0)", "favorite"] }
    }
    let run = try runTogetherReporting(scripts, in: directory)
    #expect(run.statuses == [0, 0])
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let expected = Set(first).subtracting(turnedOff).union(added)
    let data = try #require(
      TestFiles.contents(atPath: directory.appendingPathComponent("favorites.json").path))
    let decoded = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let users = try #require(decoded?["users"] as? [String: [String]])
    #expect(Set(users["demo"] ?? []) == expected)
    #expect(Set(users["chef"] ?? []) == expected)
  }
}
