import Testing

/// The dependency rules of the architecture brief, checked against every `import` in the tree.
struct ImportRulesTests {
  private static let toolchain: Set = [
    "Foundation", "Glibc", "Darwin", "Synchronization", "Observation", "Dispatch",
  ]
  /// Every feature module: the folders of `Modules/` named `…Feature`, so that a feature made
  /// by `Scripts/new-feature.sh` is held to the same rules without editing this file.
  static let features = Set(
    ((try? SourceTree.targets(in: "Modules")) ?? []).filter { $0.hasSuffix("Feature") })

  static let allowed: [String: Set<String>] = [
    "Navigation": [],
    "Links": [],
    "Services": [],
    "CSQLite": [],
    "ServicesLive": ["Services", "CSQLite", "SQLite3"],
    "Coordinators": Set(["Navigation", "Links", "Services"]).union(features),
    "DestinationMap": ["Navigation", "Links", "Coordinators"],
    "TerminalKit": [],
    "Phrasebook": Set(["Services"]).union(features),
    "TerminalCommands": Set(["Navigation", "Coordinators", "Phrasebook"]).union(features),
    "TerminalUI": Set([
      "Navigation", "Coordinators", "Phrasebook", "TerminalKit", "TerminalCommands",
    ]).union(features),
    "FullScreenUI": Set([
      "Navigation", "Links", "Coordinators", "Phrasebook", "TerminalKit", "TerminalCommands",
    ]).union(features),
    "Composition": ["Coordinators", "Services", "ServicesLive"],
    "cookbook": [
      "TerminalUI", "FullScreenUI", "TerminalKit", "Coordinators", "DestinationMap", "Navigation",
      "Services", "ServicesLive", "Composition",
    ],
  ].merging(features.map { ($0, ["Services"]) }) { rule, _ in rule }
    .merging(desktop) { rule, _ in rule }

  /// The desktop app's package (`Apps/Desktop`): the C libraries reach only the typed layer;
  /// the window and its pages use the core as the terminal hosts do, and never the live
  /// services, which only its composition root (and the probes that build windows as it
  /// does) may use.
  static let desktop: [String: Set<String>] = [
    "CAdwaita": [],
    "AdwaitaKit": ["CAdwaita"],
    "DesktopUI": Set(["AdwaitaKit", "Navigation", "Coordinators", "Services", "Phrasebook"])
      .union(features),
    "cookbook-desktop": [
      "DesktopUI", "AdwaitaKit", "Coordinators", "Navigation", "Services", "ServicesLive",
      "Composition",
    ],
    "desktop-probes": [
      "DesktopUI", "AdwaitaKit", "CAdwaita", "Coordinators", "Navigation", "Services",
      "ServicesLive",
    ],
  ]

  /// The modules of the desktop app, which nothing in the root package may import.
  static let desktopModules: Set = ["CAdwaita", "AdwaitaKit", "DesktopUI", "cookbook_desktop"]

  @Test func everyModuleHasARule() throws {
    let targets =
      try SourceTree.targets(in: "Modules") + SourceTree.targets(in: "Apps")
      + SourceTree.targets(in: SourceTree.desktopSources)
    #expect(Set(targets) == Set(Self.allowed.keys))
  }

  @Test(arguments: allowed.keys.sorted())
  func aModuleImportsOnlyWhatTheBriefAllows(target: String) throws {
    let folder = try SourceTree.folder(of: target)
    let allowed = Self.allowed[target, default: []].union(Self.toolchain)
    for (module, file) in try SourceTree.imports(of: target, in: folder) {
      #expect(allowed.contains(module), "\(file) imports \(module)")
    }
  }

  @Test(arguments: features.sorted())
  func aFeatureKnowsNoOtherScreenNavigationOrUI(feature: String) throws {
    let forbidden = Self.features.subtracting([feature])
      .union([
        "Navigation", "Coordinators", "Phrasebook", "TerminalUI", "FullScreenUI", "TerminalKit",
        "TerminalCommands", "ServicesLive",
      ])
    for (module, file) in try SourceTree.imports(of: feature, in: "Modules") {
      #expect(!forbidden.contains(module), "\(file) imports \(module)")
    }
  }

  /// The explorer drives the real line host over the real catalogue, as the binary does, so
  /// that its counterexamples reproduce there; it is a tool beside the app, never in it.
  @Test func theExplorerIsAToolThatNothingInTheAppImports() throws {
    let allowed = Self.toolchain.union([
      "TerminalUI", "TerminalCommands", "Coordinators", "Navigation", "Services", "ServicesLive",
      "Explorer", "AppTesting",
    ])
    for tool in try SourceTree.targets(in: "Tools") {
      for (module, file) in try SourceTree.imports(of: tool, in: "Tools") {
        #expect(allowed.contains(module), "\(file) imports \(module)")
      }
    }
    for folder in ["Modules", "Apps", SourceTree.desktopSources] {
      for target in try SourceTree.targets(in: folder) {
        let imports = try SourceTree.imports(of: target, in: folder).map(\.module)
        #expect(!imports.contains("Explorer"), "\(target) imports the explorer")
      }
    }
  }

  @Test func onlyTheAppAndItsOwnTestsImportTheLiveServices() throws {
    let importers = try Set(
      SourceTree.targets(in: "Modules").filter { target in
        try SourceTree.imports(of: target, in: "Modules").contains { $0.module == "ServicesLive" }
      }
        + SourceTree.targets(in: "Tests").filter { target in
          try SourceTree.imports(of: target, in: "Tests").contains { $0.module == "ServicesLive" }
        })
    #expect(
      importers == ["CompositionTests", "CookbookAppTests", "ExplorerTests", "ServicesLiveTests"])
  }

  /// The terminal layer the hosts share knows no part of the app and needs no Foundation (only
  /// Observation, to end a tracking: `TrackingEnd`), so any UI module could build on it; only
  /// the two terminal hosts and the app may use it.
  @Test func theTerminalLayerStandsAloneAndOnlyTheTerminalHostsAndTheAppUseIt() throws {
    let allowed = ["Glibc", "Darwin", "Synchronization", "Observation"]
    for (module, file) in try SourceTree.imports(of: "TerminalKit", in: "Modules") {
      #expect(allowed.contains(module), "\(file) imports \(module)")
    }
    let importers = try Set(
      SourceTree.targets(in: "Modules").filter { target in
        try SourceTree.imports(of: target, in: "Modules").contains { $0.module == "TerminalKit" }
      }
        + SourceTree.targets(in: "Apps").filter { target in
          try SourceTree.imports(of: target, in: "Apps").contains { $0.module == "TerminalKit" }
        })
    #expect(importers.isSubset(of: ["TerminalUI", "FullScreenUI", "cookbook"]))
  }

  /// Hosts are replaceable (invariant 7): the line host and the full-screen host share the
  /// terminal layer and the commands, never each other's code, and only the app knows both.
  @Test func theTwoTerminalHostsShareTheTerminalLayerButNotEachOther() throws {
    for (host, other) in [("TerminalUI", "FullScreenUI"), ("FullScreenUI", "TerminalUI")] {
      let imports = try Set(SourceTree.imports(of: host, in: "Modules").map(\.module))
      #expect(!imports.contains(other), "\(host) imports \(other)")
      #expect(imports.isSuperset(of: ["TerminalKit", "TerminalCommands"]), "\(host)")
    }
    let importers = try SourceTree.targets(in: "Modules").filter { target in
      try SourceTree.imports(of: target, in: "Modules").contains {
        ["TerminalUI", "FullScreenUI"].contains($0.module)
      }
    }
    #expect(importers.isEmpty, "\(importers) import a host")
  }

  /// The phrasebook is wording for hosts: the core reports typed values, and only the hosts
  /// turn them into sentences.
  @Test func onlyTheHostsPhraseThroughThePhrasebook() throws {
    let importers = try Set(
      (SourceTree.targets(in: "Modules") + SourceTree.targets(in: "Apps")).filter { target in
        let folder = target == "cookbook" ? "Apps" : "Modules"
        return try SourceTree.imports(of: target, in: folder).contains { $0.module == "Phrasebook" }
      })
    #expect(importers.isSubset(of: ["TerminalCommands", "TerminalUI", "FullScreenUI", "cookbook"]))
    #expect(importers.isSuperset(of: ["TerminalUI", "FullScreenUI"]))
  }

  @Test func theWindowNeverSeesTheLiveServices() throws {
    for (module, file) in try SourceTree.imports(of: "DesktopUI", in: SourceTree.desktopSources) {
      #expect(module != "ServicesLive", "\(file) imports ServicesLive")
    }
  }

  @Test func nothingInTheRootPackageImportsTheDesktopApp() throws {
    for folder in ["Modules", "Apps", "Tools", "Tests"] {
      for target in try SourceTree.targets(in: folder) {
        for (module, file) in try SourceTree.imports(of: target, in: folder) {
          #expect(!Self.desktopModules.contains(module), "\(file) imports \(module)")
        }
      }
    }
  }

  @Test func theImportScannerSeesImports() throws {
    let imports = try SourceTree.imports(of: "Coordinators", in: "Modules").map(\.module)
    #expect(Set(imports).isSuperset(of: ["Navigation", "Services", "AuthFeature"]))
  }
}
