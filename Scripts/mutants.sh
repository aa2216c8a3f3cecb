#!/usr/bin/env bash
# Plants, one at a time, each fault listed below in Navigation, Coordinators and the features,
# rebuilds incrementally, and runs the module's own test target: a fault that target's tests do
# not catch survives. Prints killed/total and fails when a fault survives, does not compile, or
# no longer applies (its text is not in its file once). Every file is put back as it was, also
# on Ctrl-C. Not a CI stage: each fault costs an incremental build and a test run.
# Usage: Scripts/mutants.sh [--list | --check | NUMBER...]
#   --list   prints the faults as the Markdown table Docs/Testing.md holds
#   --check  only checks that every fault still applies
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import subprocess, sys, time

N, C, F = "Modules/Navigation/", "Modules/Coordinators/", "Modules/"
# (file, text, fault, test target, what the fault does)
FAULTS = [
  (N + "RouteStack.swift", "path.count >= Self.maximumDepth", "path.count > Self.maximumDepth",
   "NavigationTests", "a stack takes a 65th screen"),
  (N + "RouteStack.swift", "      dismissPresented()\n      path.removeLast()", "      path.removeLast()",
   "NavigationTests", "a pop leaves the sheet over the popped screen"),
  (N + "RouteStack.swift", "for element in path.reversed() where", "for element in path where",
   "NavigationTests", "screens that leave together are told bottom first"),
  (N + "RouteStack.swift", "guard ids.count < path.count else { return true }",
   "guard ids.count <= path.count else { return true }",
   "NavigationTests", "an unchanged path reports a call"),
  (N + "RouteStack.swift", "if let presentedID, ids.contains(presentedID) { dismiss() }",
   "if let presentedID, !ids.contains(presentedID) { dismiss() }",
   "NavigationTests", "a platform's removal by identity keeps the sheet it removed"),
  (N + "RouteStack.swift", "if presented?.id == id { return dismiss() }",
   "if presented?.id == id { return pop() }",
   "NavigationTests", "removing the sheet pops the screen under it"),
  (N + "RouteStack.swift", "    guard !isEmpty else { return }\n    ledger.change(.setPath(name, count: 0))",
   "    guard !path.isEmpty else { return }\n    ledger.change(.setPath(name, count: 0))",
   "NavigationTests", "clearing a stack leaves a sheet over its root"),
  (N + "RouteStack.swift", "entries.first { $0.value.model === model }?.key",
   "entries.first { $0.value.model !== model }?.key",
   "NavigationTests", "a request from one screen is taken as another's"),
  (N + "RouteLedger.swift", "if owner.isFinished { return .ownerEnded }",
   "if owner.isFinished, stack.pathIDs.isEmpty { return .ownerEnded }",
   "NavigationTests", "an ended flow pushes over a screen"),
  (N + "RouteLedger.swift", "if stack.presentedID != nil { return .interrupted }",
   "if stack.presentedID != nil, presenting { return .interrupted }",
   "NavigationTests", "a push goes under an open sheet"),
  (N + "RouteLedger.swift", "if let route, !stack.pathIDs.contains(route) { return .screenLeft }",
   "if let route, stack.pathIDs.isEmpty, !stack.pathIDs.contains(route) { return .screenLeft }",
   "NavigationTests", "a request from a screen that left pushes over another"),
  (N + "RouteLedger.swift", "if presenting, shownStack != stack.name, cover !== stack { return .stackHidden }",
   "if presenting, shownStack == stack.name, cover !== stack { return .stackHidden }",
   "NavigationTests", "a sheet opens on a hidden tab"),
  (N + "RouteLedger.swift", "for route in left { route.owner?.routeRemoved(route.id) }",
   "for route in left.reversed() { route.owner?.routeRemoved(route.id) }",
   "NavigationTests", "owners of routes that leave together are told bottom first"),
  (N + "RouteLedger.swift", "guard openChanges == 0 else { return }", "guard openChanges >= 0 else { return }",
   "NavigationTests", "a change nested in another is reported on its own"),
  (N + "FlowCoordinator.swift", "for (key, owned) in work where owned.route == id {",
   "for (key, owned) in work where owned.route != id {",
   "NavigationTests", "a route that leaves cancels the other routes' work, not its own"),
  (N + "FlowCoordinator.swift", "for key in work.keys { drop(key) }",
   "for key in work.keys where work[key]?.route != nil { drop(key) }",
   "NavigationTests", "a flow's own work goes on after the flow ends"),
  (N + "FlowCoordinator.swift", "route.map({ ledger?.owner(of: $0) === self }) ?? true",
   "route.map({ _ in true }) ?? true",
   "NavigationTests", "work asked for a route that has left runs"),
  (N + "FlowCoordinator.swift", "guard !isFinished, !child.isFinished, child.parent == nil else { return false }",
   "guard !child.isFinished, child.parent == nil else { return false }",
   "NavigationTests", "an ended flow starts a child"),
  (N + "FlowCoordinator.swift", "for child in children.reversed() { child.end() }",
   "for child in children.dropFirst().reversed() { child.end() }",
   "NavigationTests", "a flow's first child outlives it"),
  (N + "FlowCoordinator.swift", "    ledger?.removeRoutes(ownedBy: self)\n    return true",
   "    return true",
   "NavigationTests", "an ended flow's screens stay"),
  (N + "FlowCoordinator.swift", "if endsWithItsScreens, ledger?.routes(ownedBy: self).isEmpty ?? true { end() }",
   "if endsWithItsScreens, ledger?.routes(ownedBy: self).count == 1 { end() }",
   "NavigationTests", "a modal's flow outlives its last screen"),
  (C + "TabCoordinator.swift", "if let first = stack.path.first(where: { $0.destination == .recipeDetail(id: id) }) {",
   "if let first = stack.path.last(where: { $0.destination == .recipeDetail(id: id) }) {",
   "CoordinatorsTests", "a recipe open twice in one stack stays open under its deletion"),
  (C + "TabCoordinator.swift", "        report(.recipeDeleted(id: recipeID))\n", "",
   "CoordinatorsTests", "a deletion leaves the deleted recipe's screens on the other tabs"),
  (C + "PantryCoordinator.swift", "        list.itemSaved(saved)\n", "        _ = saved\n",
   "CoordinatorsTests", "a saved item is not shown in the list (the Tour's dropped result)"),
  (C + "PantryCoordinator.swift", "        try? await writeDraft(nil, for: entry.itemID)\n", "",
   "CoordinatorsTests", "a saved form's draft comes back at the next add"),
  (C + "ConfirmationAlert.swift", "    if yes { confirmed() }", "    if !yes { confirmed() }",
   "CoordinatorsTests", "a confirmation performs on no"),
  (C + "ConfirmationAlert.swift", "    guard !isAnswered else { return }\n", "",
   "CoordinatorsTests", "a confirmation answered twice performs twice"),
  (F + "DetailFeature/RecipeDetailViewModel.swift", "let (tap, wanted) = (favoriteTaps, !isFavorite)",
   "let (tap, wanted) = (favoriteTaps, !savedFavorite)",
   "DetailFeatureTests", "two quick taps save the first mark again (the review's double tap)"),
  (F + "DetailFeature/RecipeDetailViewModel.swift", "if tap == favoriteTaps { isFavorite = savedFavorite }",
   "if tap != favoriteTaps { isFavorite = savedFavorite }",
   "DetailFeatureTests", "a failed save keeps showing the mark it failed to save"),
  (F + "DetailFeature/RecipeDetailViewModel.swift", "notice = outcome == .cancelled ? nil : outcome",
   "notice = outcome",
   "DetailFeatureTests", "a cancelled share leaves a notice"),
  (F + "HomeFeature/RecipeListViewModel.swift", "guard trimmed.count <= Self.maximumQueryLength else {",
   "guard trimmed.count < Self.maximumQueryLength else {",
   "HomeFeatureTests", "a search of exactly 100 characters is refused"),
  (F + "HomeFeature/RecipeListViewModel.swift", "if searchProblem != nil { searchProblem = nil }",
   "if searchProblem == nil { searchProblem = nil }",
   "HomeFeatureTests", "a good search keeps the last refusal's message"),
  (F + "PantryFeature/PantryFormViewModel.swift", "name != (editing?.name ?? \"\") || quantity != (editing?.quantity ?? \"\")",
   "name != (editing?.name ?? \"\")",
   "PantryFeatureTests", "a changed quantity alone counts as no change: the form closes and loses it"),
  (F + "AuthFeature/SignInViewModel.swift", "    guard status != .signingIn else { return }\n    let trimmed",
   "    let trimmed",
   "AuthFeatureTests", "a second tap signs in twice"),
]

def run(command):
    return subprocess.run(command, capture_output=True, text=True)

def applies(fault):
    return open(fault[0], encoding="utf-8").read().count(fault[1]) == 1

args = sys.argv[1:]
if "--list" in args:
    print("| # | file | fault | caught by |\n|---|---|---|---|")
    for number, (path, _, _, target, what) in enumerate(FAULTS, 1):
        print(f"| {number} | `{path.removeprefix('Modules/')}` | {what} | {target} |")
    sys.exit(0)
stale = [n for n, fault in enumerate(FAULTS, 1) if not applies(fault)]
for number in stale:
    print(f"mutants.sh: fault {number} no longer applies: its text is not once in {FAULTS[number - 1][0]}")
if stale or "--check" in args:
    sys.exit(1 if stale else 0)
chosen = [int(a) for a in args] or range(1, len(FAULTS) + 1)
if run(["swift", "build", "--build-tests"]).returncode != 0:
    sys.exit("mutants.sh: the unchanged code does not build")
for target in sorted({FAULTS[n - 1][3] for n in chosen}):
    if run(["swift", "test", "--skip-build", "--filter", f"^{target}\\."]).returncode != 0:
        sys.exit(f"mutants.sh: {target} fails on the unchanged code, so it can kill nothing")
killed, survived, broken = 0, [], []
for number in chosen:
    path, text, fault, target, what = FAULTS[number - 1]
    original = open(path, encoding="utf-8").read()
    started = time.monotonic()
    try:
        open(path, "w", encoding="utf-8").write(original.replace(text, fault, 1))
        build = run(["swift", "build", "--build-tests"])
        if build.returncode != 0:
            broken.append(number)
            verdict = "DOES NOT COMPILE\n" + build.stdout[-2000:]
        else:
            tests = run(["timeout", "300", "swift", "test", "--skip-build", "--filter", f"^{target}\\."])
            if tests.returncode != 0:
                killed += 1
                verdict = "killed"
            else:
                survived.append(number)
                verdict = "SURVIVED"
    finally:
        open(path, "w", encoding="utf-8").write(original)
    print(f"{number:2} {verdict} ({time.monotonic() - started:.0f} s): {what} [{path}]", flush=True)
print(f"mutants.sh: {killed}/{len(chosen)} killed"
      + (f"; survived: {survived}" if survived else "") + (f"; did not compile: {broken}" if broken else ""))
sys.exit(1 if survived or broken else 0)
PY
