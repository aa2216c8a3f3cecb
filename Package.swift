// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// The feature modules: each holds view models and their navigation protocols, knows only
/// Services, and has a test target of the same name with `Tests`. `Scripts/new-feature.sh`
/// adds a name here; every target that lists the features follows.
let features = ["AuthFeature", "HomeFeature", "DetailFeature", "PantryFeature", "ProfileFeature"]
let featureDependencies = features.map { Target.Dependency.target(name: $0) }

let package = Package(
  name: "Cookbook",
  // The core (CookbookCore) needs iOS 17 and macOS 14 (Observation); the terminal app needs
  // macOS 15 (Synchronization). ArchitectureTests refuses newer APIs in the core (ADR 0048).
  platforms: [.iOS(.v17), .macOS(.v15)],
  products: [
    .executable(name: "cookbook", targets: ["cookbook"]),
    // What another host builds on: the navigation core, the features and their wording, which
    // port to iOS and macOS as they are
    .library(
      name: "CookbookCore",
      targets: ["Navigation", "Links", "Services", "Coordinators", "Phrasebook"] + features),
    // The live services over the state directory, and how both apps compose them
    .library(name: "CookbookLive", targets: ["ServicesLive", "Composition"]),
  ],
  targets: [
    // Navigation core: stacks, flows and how destinations read in a link; the link syntax
    .target(name: "Navigation", path: "Modules/Navigation", swiftSettings: strict),
    .target(name: "Links", path: "Modules/Links", swiftSettings: strict),

    // Services: interfaces, then the live implementations only the app imports
    .target(name: "Services", path: "Modules/Services", swiftSettings: strict),
    // The system's libsqlite3, declared by the project itself (ADR 0061); Apple's SDK has SQLite3
    .systemLibrary(name: "CSQLite", path: "Modules/CSQLite"),
    .target(
      name: "ServicesLive",
      dependencies: ["Services", "CSQLite"],
      path: "Modules/ServicesLive",
      resources: [.copy("Resources/recipes.json"), .copy("Resources/accounts.json")],
      swiftSettings: strict
    ),

    // The composition both apps share: the live services and the options they both take
    .target(
      name: "Composition", dependencies: ["Coordinators", "Services", "ServicesLive"],
      path: "Apps/Composition", swiftSettings: strict),

    // Coordinators: every navigation decision
    .target(
      name: "Coordinators",
      dependencies: ["Navigation", "Links", "Services"] + featureDependencies,
      path: "Modules/Coordinators",
      swiftSettings: strict
    ),

    // Phrasebook: the app's wording of what the view models report, for every host
    .target(
      name: "Phrasebook", dependencies: ["Services"] + featureDependencies,
      path: "Modules/Phrasebook", swiftSettings: strict),

    // The destination map as a document, which `cookbook map` prints
    .target(
      name: "DestinationMap", dependencies: ["Navigation", "Links", "Coordinators"],
      path: "Modules/DestinationMap", swiftSettings: strict),

    // Terminal UI and the app: TerminalKit (keys, fields, frames) and TerminalCommands (the
    // commands, run against the core, and their wording) are what the terminal hosts share
    .target(name: "TerminalKit", path: "Modules/TerminalKit", swiftSettings: strict),
    .target(
      name: "TerminalCommands",
      dependencies: ["Navigation", "Coordinators", "Phrasebook"] + featureDependencies,
      path: "Modules/TerminalCommands",
      swiftSettings: strict
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["Navigation", "Coordinators", "Phrasebook", "TerminalKit", "TerminalCommands"]
        + featureDependencies,
      path: "Modules/TerminalUI",
      swiftSettings: strict
    ),
    .target(
      name: "FullScreenUI",
      dependencies: [
        "Navigation", "Links", "Coordinators", "Phrasebook", "TerminalKit", "TerminalCommands",
      ]
        + featureDependencies,
      path: "Modules/FullScreenUI",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "cookbook",
      dependencies: [
        "TerminalUI", "FullScreenUI", "TerminalKit", "Coordinators", "DestinationMap",
        "Navigation", "Services", "ServicesLive", "Composition",
      ],
      path: "Apps/cookbook",
      swiftSettings: strict
    ),

    // Benchmarks: run by Scripts/bench.sh in release mode, never by `swift test`
    .executableTarget(
      name: "cookbook-bench",
      dependencies: [
        "Navigation", "Services", "ServicesLive", "Coordinators", "TerminalKit", "TerminalCommands",
        "FullScreenUI",
      ],
      path: "Benchmarks/CookbookBench",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "hello-baseline", path: "Benchmarks/HelloBaseline", swiftSettings: strict),

    // Tools: the state-space explorer, run by Scripts/explore.sh and, bounded, by the tests
    .target(
      name: "Explorer",
      dependencies: [
        "TerminalUI", "TerminalCommands", "Coordinators", "Navigation", "Services", "ServicesLive",
        "AppTesting",
      ],
      path: "Tools/Explorer", swiftSettings: strict),
    .executableTarget(
      name: "cookbook-explore", dependencies: ["Explorer", "ServicesLive"],
      path: "Tools/ExplorerCLI", swiftSettings: strict),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["Navigation", "Services", "TerminalKit"],
      path: "Tests/TestSupport", swiftSettings: strict),
    // The app on fakes, and the invariants the types cannot rule out, for every suite that
    // drives the whole core and for the explorer
    .target(
      name: "AppTesting",
      dependencies: ["Coordinators", "Navigation", "Services", "TestSupport"] + featureDependencies,
      path: "Tests/AppTesting", swiftSettings: strict),
    .testTarget(
      name: "NavigationTests", dependencies: ["Navigation", "TestSupport"],
      swiftSettings: strict),
    .testTarget(name: "LinksTests", dependencies: ["Links"], swiftSettings: strict),
    .testTarget(
      name: "ServicesTests", dependencies: ["Services", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "ServicesLiveTests", dependencies: ["ServicesLive", "Services", "TestSupport"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: [
        "Coordinators", "Navigation", "Links", "Services", "TestSupport", "AppTesting",
      ]
        + featureDependencies,
      swiftSettings: strict),
    .testTarget(
      name: "PhrasebookTests", dependencies: ["Phrasebook", "Services"] + featureDependencies,
      swiftSettings: strict),
    .testTarget(
      name: "DestinationMapTests",
      dependencies: ["DestinationMap", "Coordinators", "Navigation", "Links", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "TerminalCommandsTests",
      dependencies: [
        "TerminalCommands", "Services", "TestSupport", "AuthFeature", "ProfileFeature",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "TerminalCommands", "TerminalKit", "Coordinators", "Navigation", "Services",
        "TestSupport", "AppTesting",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "FullScreenUITests",
      dependencies: [
        "FullScreenUI", "TerminalKit", "TerminalCommands", "Coordinators", "Navigation", "Services",
        "AuthFeature", "HomeFeature", "DetailFeature", "TestSupport", "AppTesting",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "CookbookAppTests",
      dependencies: [
        "cookbook", "Composition", "Coordinators", "DestinationMap", "Navigation", "Services",
        "ServicesLive", "TerminalCommands", "AuthFeature", "ProfileFeature", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "CompositionTests",
      dependencies: ["Composition", "Services", "ServicesLive", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ExplorerTests",
      dependencies: ["Explorer", "ServicesLive", "TestSupport", "cookbook-explore"],
      swiftSettings: strict),
    .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"], swiftSettings: strict),
  ]
    // Features: view models and their navigation protocols, each with its test target
    + features.map { feature in
      .target(
        name: feature, dependencies: ["Services"], path: "Modules/\(feature)",
        swiftSettings: strict)
    }
    + features.map { feature in
      .testTarget(
        name: "\(feature)Tests", dependencies: [.target(name: feature), "Services", "TestSupport"],
        swiftSettings: strict)
    },
  swiftLanguageModes: [.v6]
)
