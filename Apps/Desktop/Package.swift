// swift-tools-version: 6.2
import PackageDescription

// The GTK 4 + libadwaita host, a package of its own so that the root package never needs GTK.
// Scripts/desktop.sh installs the Debian packages, builds this package on the root's scratch
// path, .build (so the core's modules are built once), and runs it or its tests.

let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

// The root package. A path dependency's identity is its folder's name, whatever the `name`
// here; products name the package by that `name`. A clone whose folder has this package's own
// name (Desktop) would share its identity, so such a clone is reached through the link that
// Scripts/desktop.sh makes, .build/desktop-clone/Cookbook (SwiftPM does not resolve the link).
let core = Target.Dependency.product(name: "CookbookCore", package: "Cookbook")
let live = Target.Dependency.product(name: "CookbookLive", package: "Cookbook")
let folders = Context.packageDirectory.split(separator: "/")
let cloneIsNamedLikeThisPackage =
  folders.count >= 3 && folders[folders.count - 3].lowercased() == folders.last?.lowercased()
let root = cloneIsNamedLikeThisPackage ? "../../.build/desktop-clone/Cookbook" : "../.."

let package = Package(
  name: "CookbookDesktop",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "cookbook-desktop", targets: ["cookbook-desktop"])
  ],
  dependencies: [
    .package(name: "Cookbook", path: root)
  ],
  targets: [
    // The C libraries and the typed Swift layer over the calls the host makes
    .systemLibrary(
      name: "CAdwaita", path: "Sources/CAdwaita", pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"])]),
    .target(name: "AdwaitaKit", dependencies: ["CAdwaita"], swiftSettings: strict),

    // The window and its pages over the unchanged core
    .target(name: "DesktopUI", dependencies: ["AdwaitaKit", core], swiftSettings: strict),

    // The composition root
    .executableTarget(
      name: "cookbook-desktop", dependencies: ["DesktopUI", "AdwaitaKit", core, live],
      swiftSettings: strict),

    // Tests: probes run GTK on a process's real main thread, as the app does; the tests run them
    .executableTarget(
      name: "desktop-probes", dependencies: ["DesktopUI", "AdwaitaKit", "CAdwaita", core, live],
      swiftSettings: strict),
    .testTarget(name: "AdwaitaKitTests", swiftSettings: strict),
    .testTarget(
      name: "CookbookDesktopTests", dependencies: ["cookbook-desktop", live], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
