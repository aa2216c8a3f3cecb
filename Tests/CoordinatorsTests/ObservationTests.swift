import AppTesting
import AuthFeature
import Coordinators
import Foundation
import Navigation
import Observation
import Services
import TestSupport
import Testing

/// Every public property a host reads of the Router, its stacks and ledger, and of the app's and
/// the signed-in flow's state, is observed: read inside `withObservationTracking`, a change
/// fires it, as a SwiftUI view that reads it is redrawn. The list of properties is taken from
/// the code itself, so a property added without a way to observe it fails here.
@MainActor
struct ObservationTests {
  /// How one property is read, and a step that changes it, from a harness signed in on Recipes.
  private struct Probe {
    var prepare: @MainActor (AppHarness) async -> Void = { _ in }
    let read: @MainActor (AppHarness) -> String
    let change: @MainActor (AppHarness) async -> Void
  }

  /// Properties set once, while their object is made, which no host needs to observe.
  private static let setOnce: Set = ["RouteLedger.stacks", "HomeCoordinator.tabs"]

  private static let typeKeywords: Set<Substring> = ["class", "struct", "enum", "extension"]

  private static let files = [
    ("RouteStack", "Modules/Navigation/RouteStack.swift"),
    ("RouteLedger", "Modules/Navigation/RouteLedger.swift"),
    ("AppRouter", "Modules/Coordinators/AppRouter.swift"),
    ("AppCoordinator", "Modules/Coordinators/AppCoordinator.swift"),
    ("AppCoordinator", "Modules/Coordinators/AppCoordinator+Hosts.swift"),
    ("HomeCoordinator", "Modules/Coordinators/HomeCoordinator.swift"),
  ]

  private static func push(_ harness: AppHarness) async {
    await harness.open("cookbook://recipes/carbonara")
  }

  private static func expire(_ harness: AppHarness) async {
    harness.clock.advance(by: 601)
    _ = await harness.app.expireSessionIfNeeded()
  }

  private static func signInAgain(_ harness: AppHarness) async {
    await expire(harness)
    await (harness.visibleScreen as? SignInViewModel)?.signInTapped(
      username: "demo", password: "pw")
  }

  private static let probes: [String: Probe] = {
    let stack: @MainActor (AppHarness) -> BrowseStack = { $0.router.recipes }
    let selectFavorites: @MainActor (AppHarness) async -> Void = { $0.home?.select(.favorites) }
    let openSheet: @MainActor (AppHarness) async -> Void = {
      await $0.open("cookbook://recipes/carbonara?sheet=share")
    }
    return [
      "RouteStack.path": Probe(read: { describe(stack($0).path) }, change: push),
      "RouteStack.presented": Probe(
        prepare: push, read: { describe(stack($0).presented) }, change: openSheet),
      "RouteStack.isShown": Probe(read: { describe(stack($0).isShown) }, change: selectFavorites),
      "RouteStack.pathIDs": Probe(read: { describe(stack($0).pathIDs) }, change: push),
      "RouteStack.presentedID": Probe(
        prepare: push, read: { describe(stack($0).presentedID) }, change: openSheet),
      "RouteStack.isEmpty": Probe(read: { describe(stack($0).isEmpty) }, change: push),
      "RouteLedger.shownStack": Probe(
        read: { describe($0.router.ledger.shownStack) }, change: selectFavorites),
      "AppRouter.context": Probe(read: { describe($0.router.context) }, change: selectFavorites),
      "AppRouter.search": Probe(
        read: { describe($0.router.search) }, change: { $0.recipeList?.searchSubmitted("soup") }),
      "AppRouter.tab": Probe(read: { describe($0.router.tab) }, change: selectFavorites),
      "AppRouter.shownStack": Probe(
        read: { describe(ObjectIdentifier($0.router.shownStack)) }, change: selectFavorites),
      "AppRouter.state": Probe(read: { describe($0.router.state) }, change: push),
      "AppRouter.canonicalURL": Probe(read: { describe($0.router.canonicalURL) }, change: push),
      "AppRouter.topRoute": Probe(read: { describe($0.router.topRoute) }, change: push),
      "AppRouter.isInterrupted": Probe(
        prepare: push, read: { describe($0.router.isInterrupted) }, change: openSheet),
      "AppRouter.modalIsOverAPresentation": Probe(
        prepare: openSheet, read: { describe($0.router.modalIsOverAPresentation) }, change: expire),
      "AppCoordinator.flow": Probe(
        read: { describe($0.app.flow) }, change: { await $0.signOut() }),
      "AppCoordinator.notice": Probe(
        read: { describe($0.app.notice) },
        change: { harness in
          harness.app.snapshotDidChange = { _ in ServiceError("the disk is full") }
          await harness.signOut()
        }),
      "AppCoordinator.session": Probe(read: { describe($0.app.session) }, change: signInAgain),
      "AppCoordinator.isSigningInAgain": Probe(
        read: { describe($0.app.isSigningInAgain) }, change: expire),
      "AppCoordinator.rootScreen": Probe(
        read: { describe($0.app.rootScreen.map(ObjectIdentifier.init)) }, change: selectFavorites),
      "AppCoordinator.topScreen": Probe(
        read: { describe($0.app.topScreen.map { ObjectIdentifier($0.screen) }) }, change: push),
      "AppCoordinator.entries": Probe(
        read: { describe($0.app.entries) }, change: { $0.home?.select(.profile) }),
      "AppCoordinator.snapshot": Probe(read: { describe($0.app.snapshot) }, change: push),
      "HomeCoordinator.session": Probe(read: { describe($0.home?.session) }, change: signInAgain),
      "HomeCoordinator.shownFlow": Probe(
        read: { describe($0.home.map { ObjectIdentifier($0.shownFlow) }) }, change: selectFavorites),
    ]
  }()

  /// The public, observed properties the files declare, as `Type.name`.
  private static func declaredProperties() throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var names: Set<String> = []
    for (type, path) in files {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      var current = ""
      for line in text.components(separatedBy: "\n") {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        if !line.hasPrefix(" "), let kind = words.firstIndex(where: Self.typeKeywords.contains),
          kind + 1 < words.count
        {
          current = String(words[kind + 1].prefix { $0.isLetter })
        }
        guard current == type, words.first == "public", !line.contains("@ObservationIgnored"),
          !words.contains("static"), !words.contains("let"),
          let index = words.firstIndex(of: "var"), index + 1 < words.count
        else { continue }
        names.insert("\(type).\(words[index + 1].prefix { $0.isLetter || $0.isNumber })")
      }
    }
    return names.subtracting(setOnce)
  }

  @Test func everyPublicPropertyAHostReadsHasAProbe() throws {
    #expect(try Self.declaredProperties() == Set(Self.probes.keys))
  }

  @Test func readingEachPropertyObservesItsChanges() async throws {
    for (property, probe) in Self.probes.sorted(by: { $0.key < $1.key }) {
      let harness = await AppHarness.signedIn()
      await probe.prepare(harness)
      await harness.settle()
      let fired = Locked(false)
      let before = probe.read(harness)
      withObservationTracking {
        _ = probe.read(harness)
      } onChange: {
        fired.mutate { $0 = true }
      }
      await probe.change(harness)
      await harness.settle()
      #expect(probe.read(harness) != before, "the probe did not change \(property)")
      #expect(fired.value, "\(property) changed without its observers hearing")
    }
  }
}

/// `value` as text, an optional's `nil` included.
private func describe(_ value: Any?) -> String {
  value.map { "\($0)" } ?? "nil"
}
