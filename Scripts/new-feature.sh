#!/usr/bin/env bash
# Scaffolds a feature the way Cookbook builds them:
#   Modules/NAMEFeature/NAMEViewModel.swift      an @Observable view model
#   Modules/NAMEFeature/NAMENavigating.swift     the navigation protocol it reports to
#   Modules/NAMEFeature/NAMEFeature.docc/        its DocC catalog, which Scripts/docs.sh checks
#   Tests/NAMEFeatureTests/NAMEViewModelTests.swift   a first test, which passes
#   Modules/Coordinators/NAMECoordinator.swift   the flow that creates the view model and
#                                                decides what its events lead to
# and the Package.swift entries (the feature, its test target, the Coordinators dependency),
# formatted, with the module diagrams regenerated so that the whole suite still passes.
# Then it prints the steps that put the new screen on the map.
#
# --no-coordinator leaves out the coordinator, for a feature whose screens join a flow that
# exists or that someone else writes. SCRATCH_PATH, when set, is the build folder the diagram
# step uses (as `swift build --scratch-path`).
#
#   Scripts/new-feature.sh Pantry
#   Scripts/new-feature.sh --no-coordinator Profile
set -euo pipefail

coordinator=yes
if [[ "${1:-}" == "--no-coordinator" ]]; then
  coordinator=no
  shift
fi
name=${1:-}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
  echo "usage: $0 [--no-coordinator] NAME   (UpperCamelCase, such as Pantry)" >&2
  exit 64
fi
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
feature="${name}Feature"
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
if [[ -e "Modules/$feature" ]]; then
  echo "new-feature.sh: Modules/$feature already exists" >&2
  exit 1
fi

mkdir -p "Modules/$feature/$feature.docc" "Tests/${feature}Tests"

cat >"Modules/$feature/${name}Navigating.swift" <<SWIFT
/// What the ${lower} screen reports; the coordinator that owns it decides what follows.
@MainActor
public protocol ${name}Navigating: AnyObject {
  /// The user is done with the screen; returns once everything this leads to is done.
  func ${lower}Finished() async
}
SWIFT

cat >"Modules/$feature/${name}ViewModel.swift" <<SWIFT
import Observation
import Services

/// The ${lower} screen. It knows only its services and its navigation protocol, never another
/// screen.
@MainActor
@Observable
public final class ${name}ViewModel {
  /// The screen's title.
  public private(set) var title = "${name}"
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any ${name}Navigating)?

  /// Creates the screen's model.
  public init() {}

  /// The user is done with the screen.
  public func doneTapped() async {
    await navigation?.${lower}Finished()
  }
}
SWIFT

cat >"Tests/${feature}Tests/${name}ViewModelTests.swift" <<SWIFT
import ${feature}
import Testing

@MainActor
private final class ${name}NavigationSpy: ${name}Navigating {
  var finished = 0
  func ${lower}Finished() async { finished += 1 }
}

@MainActor
struct ${name}ViewModelTests {
  @Test func doneIsReportedToTheNavigationProtocol() async {
    let spy = ${name}NavigationSpy()
    let viewModel = ${name}ViewModel()
    viewModel.navigation = spy
    await viewModel.doneTapped()
    #expect(spy.finished == 1)
    #expect(viewModel.title == "${name}")
  }
}
SWIFT

cat >"Modules/$feature/$feature.docc/$feature.md" <<MARKDOWN
# \`\`${feature}\`\`

The ${lower} screen.

## Overview

\`\`${name}ViewModel\`\` reports what the user did to \`\`${name}Navigating\`\`; the coordinator
that owns the screen decides what follows. The module knows no other screen.

## Topics

### ${name}

- \`\`${name}ViewModel\`\`
- \`\`${name}Navigating\`\`
MARKDOWN

files=("Modules/$feature" "Tests/${feature}Tests")
if [[ "$coordinator" == yes ]]; then
  files+=("Modules/Coordinators/${name}Coordinator.swift")
  cat >"Modules/Coordinators/${name}Coordinator.swift" <<SWIFT
import ${feature}
import Navigation
import Services

/// The ${lower} flow: creates the screen's view model, injects its services and decides what
/// its events lead to. Finishes with \`.done\`.
///
/// To put it on screen: add its destination to \`StackDestination\` (or another kind), push it
/// in \`start()\` naming this flow as its owner (the flow ends when its screen leaves), and
/// start it from the parent whose screen leads here, with \`startChild(_:onEvent:onFinish:)\`.
@MainActor
public final class ${name}Coordinator: FlowCoordinator<${name}Coordinator.Outcome, Never>,
  Coordinator
{
  /// How the flow ended.
  public enum Outcome: Hashable, Sendable {
    /// The user was done with the screen.
    case done
  }

  /// The screen's model, alive as long as the flow.
  public let viewModel: ${name}ViewModel

  /// Creates the flow; \`services\` is what its view models may use.
  public init(services: AppServices) {
    viewModel = ${name}ViewModel()
    super.init()
    viewModel.navigation = self
  }

  /// Shows the first screen: push or present it here, with this flow as its owner.
  public func start() {}
}

extension ${name}Coordinator: ${name}Navigating {
  /// Finishes the flow with \`.done\`; its screens leave and the parent hears the result.
  public func ${lower}Finished() async {
    decide("${lower}Finished", cause: .viewModel("${name}ViewModel"), "finish with .done")
    await finish(with: .done)
  }
}
SWIFT
fi

# The feature goes last among the features, its tests just before the coordinators' tests.
perl -0pi -e 's|\n(\n    // Coordinators: )|\n    .target(\n      name: "'"$feature"'", dependencies: ["Services"], path: "Modules/'"$feature"'",\n      swiftSettings: strict),\n$1|' \
  Package.swift
# Appends the feature to the Coordinators target's dependencies, whether the list is on one
# line or, once it grew past the line length, on several.
perl -0pi -e 's/(name: "Coordinators",\s*dependencies: \[[^\]]*?),?(\s*)\]/$1, "'"$feature"'"$2]/' \
  Package.swift
perl -0pi -e 's|(\n    \.testTarget\(\n      name: "CoordinatorsTests")|\n    .testTarget(\n      name: "'"$feature"'Tests", dependencies: ["'"$feature"'", "TestSupport"],\n      swiftSettings: strict),$1|' \
  Package.swift
grep -q "name: \"${feature}\"" Package.swift && grep -q "name: \"${feature}Tests\"" Package.swift \
  && sed -n '/name: "Coordinators",/,/path:/p' Package.swift | grep -q "\"${feature}\"" \
  || { echo "new-feature.sh: could not edit Package.swift" >&2; exit 1; }
swift format format --in-place --recursive Package.swift "${files[@]}"
echo "Regenerating the diagrams, which now show ${feature}…" >&2
Scripts/diagrams.sh >&2

if [[ "$coordinator" == no ]]; then
  cat <<TEXT
Created ${feature} and ${feature}Tests and added them to Package.swift, where
Coordinators depends on ${feature}. Check with:
  swift build && swift test --filter ${feature}Tests
TEXT
  exit 0
fi
cat <<TEXT
Created ${feature}, ${feature}Tests and Coordinators/${name}Coordinator.swift, and added them to
Package.swift. Check with: swift build && swift test --filter ${feature}Tests

To put the screen on the map:
  1. Add a case to StackDestination (or RootDestination / PresentedDestination) in
     Modules/Coordinators/AppDestinations.swift; the compiler then shows every switch to extend:
     its URL in AppDestinations+DeepLink.swift and its entry in DestinationMapDocument.swift.
  2. Push it in ${name}Coordinator.start() with router.push(_:owner: self); the flow ends
     when its screen leaves.
  3. Start ${name}Coordinator from the coordinator whose screen leads to it.
  4. Add a Screen case; then its commands in Modules/TerminalCommands, a line view in
     Modules/TerminalUI and a full-screen view in Modules/FullScreenUI (one file each; the
     compiler names every switch to extend), then run Scripts/diagrams.sh.
TEXT
