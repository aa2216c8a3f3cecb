// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  // Lets the optimiser specialise generic code, such as StackRouter<AppDestinations>, in the
  // module that uses it; without it, release builds look up generic metadata on every call.
  // See Docs/Performance.md.
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]

let package = Package(
  name: "Cookbook",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "cookbook", targets: ["cookbook"]),
    .library(
      name: "CookbookCore",
      targets: [
        "Navigation", "Services", "ServicesLive", "AuthFeature", "HomeFeature", "DetailFeature",
        "PantryFeature", "ProfileFeature", "Coordinators",
      ]),
  ],
  targets: [
    // Navigation core
    .target(name: "Navigation", path: "Modules/Navigation", swiftSettings: strict),

    // Services: interfaces, then the live implementations only the app imports
    .target(name: "Services", path: "Modules/Services", swiftSettings: strict),
    .systemLibrary(name: "CCrypt", path: "Modules/CCrypt"),
    .target(
      name: "ServicesLive",
      dependencies: ["Services", "CCrypt"],
      path: "Modules/ServicesLive",
      resources: [.copy("Resources/recipes.json"), .copy("Resources/accounts.json")],
      swiftSettings: strict
    ),

    // Features: view models and their navigation protocols
    .target(
      name: "AuthFeature", dependencies: ["Services"], path: "Modules/AuthFeature",
      swiftSettings: strict),
    .target(
      name: "HomeFeature", dependencies: ["Services"], path: "Modules/HomeFeature",
      swiftSettings: strict),
    .target(
      name: "DetailFeature", dependencies: ["Services"], path: "Modules/DetailFeature",
      swiftSettings: strict),
    .target(
      name: "PantryFeature", dependencies: ["Services"], path: "Modules/PantryFeature",
      swiftSettings: strict),
    .target(
      name: "ProfileFeature", dependencies: ["Services"], path: "Modules/ProfileFeature",
      swiftSettings: strict),

    // Coordinators: every navigation decision
    .target(
      name: "Coordinators",
      dependencies: [
        "Navigation", "Services", "AuthFeature", "HomeFeature", "DetailFeature", "PantryFeature",
        "ProfileFeature",
      ],
      path: "Modules/Coordinators",
      swiftSettings: strict
    ),

    // Terminal UI and the app: TerminalKit (keys, fields, frames) and TerminalCommands (the
    // commands, run against the core, and their wording) are what the terminal hosts share
    .target(name: "TerminalKit", path: "Modules/TerminalKit", swiftSettings: strict),
    .target(
      name: "TerminalCommands",
      dependencies: [
        "Navigation", "Coordinators", "AuthFeature", "HomeFeature", "DetailFeature",
        "PantryFeature",
        "ProfileFeature",
      ],
      path: "Modules/TerminalCommands",
      swiftSettings: strict
    ),
    .target(
      name: "TerminalUI",
      dependencies: [
        "Navigation", "Coordinators", "AuthFeature", "HomeFeature", "DetailFeature",
        "PantryFeature",
        "ProfileFeature", "TerminalKit", "TerminalCommands",
      ],
      path: "Modules/TerminalUI",
      swiftSettings: strict
    ),
    .target(
      name: "FullScreenUI",
      dependencies: [
        "Navigation", "Coordinators", "AuthFeature", "HomeFeature", "DetailFeature",
        "PantryFeature",
        "ProfileFeature", "TerminalKit", "TerminalCommands",
      ],
      path: "Modules/FullScreenUI",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "cookbook",
      dependencies: [
        "TerminalUI", "FullScreenUI", "TerminalKit", "Coordinators", "Navigation", "Services",
        "ServicesLive",
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
      ],
      path: "Tools/Explorer", swiftSettings: strict),
    .executableTarget(
      name: "cookbook-explore", dependencies: ["Explorer", "ServicesLive"],
      path: "Tools/ExplorerCLI", swiftSettings: strict),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["Navigation", "Services", "TerminalKit"],
      path: "Tests/TestSupport", swiftSettings: strict),
    .testTarget(
      name: "NavigationTests", dependencies: ["Navigation", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ServicesTests", dependencies: ["Services", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "ServicesLiveTests", dependencies: ["ServicesLive", "Services", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "AuthFeatureTests", dependencies: ["AuthFeature", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "HomeFeatureTests", dependencies: ["HomeFeature", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "DetailFeatureTests", dependencies: ["DetailFeature", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "PantryFeatureTests", dependencies: ["PantryFeature", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ProfileFeatureTests", dependencies: ["ProfileFeature", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "CoordinatorsTests", dependencies: ["Coordinators", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "TerminalCommandsTests", dependencies: ["TerminalCommands", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "TerminalKit", "Coordinators", "Navigation", "Services", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "FullScreenUITests",
      dependencies: [
        "FullScreenUI", "TerminalKit", "TerminalCommands", "Coordinators", "Navigation", "Services",
        "AuthFeature", "HomeFeature", "DetailFeature", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "CookbookAppTests", dependencies: ["cookbook", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "ExplorerTests", dependencies: ["Explorer", "ServicesLive"], swiftSettings: strict),
    .testTarget(name: "ArchitectureTests", swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
