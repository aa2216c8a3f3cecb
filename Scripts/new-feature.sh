#!/usr/bin/env bash
# Adds a screen NAME pushed over the screen of PARENT, wired into every host:
#   Modules/NAMEFeature/                  its view model, navigation protocol and DocC catalog
#   Tests/NAMEFeatureTests/               its view model's tests
#   Modules/Coordinators/NAMECoordinator.swift   the flow that creates it and decides
#   Tests/CoordinatorsTests/NAMEFlowTests.swift  its flow, link and leak tests
#   Modules/TerminalCommands/NAMECommands.swift  its commands, and its entry on PARENT
#   Modules/TerminalUI/NAMEView.swift     the line host's view
#   Modules/FullScreenUI/NAMEScreen.swift the full-screen host's view
#   Tests/FullScreenUITests/NAMEScreenTests.swift  its entry and link, full-screen
#   Apps/Desktop/Sources/DesktopUI/Pages/NAMEPage.swift   the desktop host's page
# and one line in each place that lists them: the features in Package.swift, PARENT's
# destination type, Screen, the destination map, and each host's registry. The explorer
# needs nothing: it tries every command a screen's help lists.
#
# It then prints the edits that remain, four files of PARENT's own (its navigation protocol,
# its view model, its test spy, its coordinator), and the command that regenerates the
# diagrams. `--apply-parent-edits` makes exactly those edits, from the same templates, as the
# CI check does.
#
#   Scripts/new-feature.sh Notes --parent Profile
#   Scripts/new-feature.sh --apply-parent-edits Notes --parent Profile
set -euo pipefail

mode=generate
if [[ "${1:-}" == "--apply-parent-edits" ]]; then
  mode=apply
  shift
fi
name=${1:-}
parent=${3:-}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ || "${2:-}" != "--parent" || ! "$parent" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
  echo "usage: $0 [--apply-parent-edits] NAME --parent PARENT   (UpperCamelCase: Notes --parent Profile)" >&2
  exit 64
fi
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
feature="${name}Feature"
parentViewModel="Modules/${parent}Feature/${parent}ViewModel.swift"
parentNavigating="Modules/${parent}Feature/${parent}Navigating.swift"
parentCoordinator="Modules/Coordinators/${parent}Coordinator.swift"
destinations="Modules/Coordinators/AppDestinations.swift"
parentSpy=$(grep -l ": ${parent}Navigating {" Tests/"${parent}"FeatureTests/*.swift 2>/dev/null | head -1 || true)

fail() {
  echo "new-feature.sh: $*" >&2
  exit 1
}

# What a parent needs: a feature module with its view model, navigation protocol and test spy,
# and a coordinator that pushes its destinations in one switch, as ProfileCoordinator does.
[[ -f "$parentViewModel" && -f "$parentNavigating" ]] ||
  fail "no ${parent}ViewModel and ${parent}Navigating in Modules/${parent}Feature"
[[ -n "$parentSpy" ]] || fail "no test spy implementing ${parent}Navigating in Tests/${parent}FeatureTests"
grep -q "public enum ${parent}Destination: String" "$destinations" ||
  fail "${parent} has no stack of its own: no 'public enum ${parent}Destination: String' in $destinations"
grep -q "private func push(_ destination: ${parent}Destination" "$parentCoordinator" ||
  fail "$parentCoordinator does not push its destinations in push(_:cause:), as ProfileCoordinator does"
parentPage="Apps/Desktop/Sources/DesktopUI/Pages/${parent}Page.swift"
[[ ! -d Apps/Desktop || -f "$parentPage" && $(grep -c "TakesEntries" "$parentPage") -gt 0 ]] ||
  fail "$parentPage does not place the entries of the pages under it (TakesEntries), as ProfilePage does"

# The four edits of the parent's own files, printed and applied from the same text.
navigatingEdit() {
  printf '  /// The user asked for the %s.\n  func %sRequested()\n' "$lower" "$lower"
}
viewModelEdit() {
  printf '\n  /// The user asked for the %s.\n  public func %sTapped() {\n    navigation?.%sRequested()\n  }\n' \
    "$lower" "$lower" "$lower"
}
spyEdit() {
  if grep -q "var events: \[String\]" "$parentSpy"; then
    printf '  func %sRequested() { events.append("%s") }\n' "$lower" "$lower"
  else
    printf '  func %sRequested() {}\n' "$lower"
  fi
}
coordinatorCaseEdit() {
  printf '    case .%s:\n      return start(%sCoordinator(stack: stack, services: services), cause: cause)\n' \
    "$lower" "$name"
}
coordinatorIntentEdit() {
  printf '  /// Pushes the %s.\n  public func %sRequested() {\n    push(.%s, cause: .viewModel(%sViewModel.self))\n  }\n\n' \
    "$lower" "$lower" "$lower" "$parent"
}

# Inserts TEXT into FILE after the first line matching REGEX; with `after-next`, after the first
# line matching the second regex that follows it (a switch inside a declaration); with
# `before-last`, before the file's last closing brace. Fails when there is no such line.
insert() {
  local where=$1 file=$2 regex=$3 text=$4 next=${5:-}
  TEXT="$text" REGEX="$regex" NEXT="$next" WHERE="$where" perl -0pi -e '
    my ($text, $regex, $next, $where) = ($ENV{TEXT}, $ENV{REGEX}, $ENV{NEXT}, $ENV{WHERE});
    if ($where eq "before-last") { s/(\n\}\n*)\z/\n$text$1/ or die "no closing brace\n" }
    elsif ($where eq "after-next") {
      s/^(.*$regex.*\n(?:.*\n)*?.*$next.*\n)/$1$text/m or die "no $next after $regex\n"
    }
    else { s/^(.*$regex.*\n)/$1$text/m or die "no line matching $regex\n" }
  ' "$file" || fail "could not edit $file"
}

if [[ "$mode" == apply ]]; then
  [[ -d "Modules/$feature" ]] || fail "run Scripts/new-feature.sh $name --parent $parent first"
  insert after "$parentNavigating" "public protocol ${parent}Navigating" "$(navigatingEdit)"$'\n'
  insert before-last "$parentViewModel" "" "$(viewModelEdit)"
  insert after "$parentSpy" ": ${parent}Navigating \\{" "$(spyEdit)"$'\n'
  insert after "$parentCoordinator" "    switch destination \\{" "$(coordinatorCaseEdit)"$'\n'
  insert after "$parentCoordinator" "extension ${parent}Coordinator: ${parent}Navigating \\{" \
    "$(coordinatorIntentEdit)"$'\n'
  swift format format --in-place "$parentNavigating" "$parentViewModel" "$parentSpy" "$parentCoordinator"
  echo "new-feature.sh: edited $parentNavigating, $parentViewModel, $parentSpy and $parentCoordinator" >&2
  exit 0
fi

[[ ! -e "Modules/$feature" ]] || fail "Modules/$feature already exists"
grep -q "\"$lower\"" Modules/TerminalCommands/CommandWords.swift &&
  fail "'$lower' is already a command word; choose another name"
grep -q "case $lower\b" "$destinations" && fail "'$lower' is already a destination"

template="Scripts/templates/new-feature"
parentLower="$(tr '[:upper:]' '[:lower:]' <<<"${parent:0:1}")${parent:1}"
render() {
  sed -e "s/__Name__/$name/g" -e "s/__name__/$lower/g" -e "s/__Parent__/$parent/g" \
    -e "s/__parent__/$parentLower/g" "$template/$1"
}
created=()
emit() {
  mkdir -p "$(dirname "$2")"
  render "$1" >"$2"
  created+=("$2")
}
emit Navigating.swift.template "Modules/$feature/${name}Navigating.swift"
emit ViewModel.swift.template "Modules/$feature/${name}ViewModel.swift"
emit Feature.md "Modules/$feature/$feature.docc/$feature.md"
emit ViewModelTests.swift.template "Tests/${feature}Tests/${name}ViewModelTests.swift"
emit Coordinator.swift.template "Modules/Coordinators/${name}Coordinator.swift"
emit FlowTests.swift.template "Tests/CoordinatorsTests/${name}FlowTests.swift"
emit Commands.swift.template "Modules/TerminalCommands/${name}Commands.swift"
emit View.swift.template "Modules/TerminalUI/${name}View.swift"
emit Screen.swift.template "Modules/FullScreenUI/${name}Screen.swift"
emit ScreenTests.swift.template "Tests/FullScreenUITests/${name}ScreenTests.swift"
if [[ -d Apps/Desktop/Sources/DesktopUI ]]; then
  emit Page.swift.template "Apps/Desktop/Sources/DesktopUI/Pages/${name}Page.swift"
fi

# One line in each list.
perl -0pi -e 's/(let features = \[[^\]]*?)(,?\s*)\]/$1, "'"$feature"'"$2]/s' Package.swift
insert after "$destinations" "public enum ${parent}Destination: String" \
  "  /// The ${lower}."$'\n'"  case ${lower}"$'\n'
insert after Modules/Coordinators/Screen.swift "^import Navigation" "import ${feature}"$'\n'
insert after Modules/Coordinators/Screen.swift "^public enum Screen \\{" \
  "  /// The ${lower}."$'\n'"  case ${lower}(${name}ViewModel)"$'\n'
insert after-next Modules/Coordinators/Screen.swift "public var viewModel: AnyObject" \
  "    case .${lower}(let viewModel): viewModel"$'\n' "switch self \\{"
insert after-next Modules/DestinationMap/DestinationMapDocument.swift \
  "static func entry\\(_ element: ${parent}Destination\\)" "$(render MapEntry.swift.template)"$'\n' \
  "switch element \\{"
insert after Modules/TerminalCommands/ScreenRegistry.swift "    switch screen \\{" \
  "    case .${lower}(let viewModel): ${name}Commands(viewModel: viewModel)"$'\n'
perl -0pi -e 's/(static let entries: \[any EnteredFromParent\.Type\] = \[)(.*?)(,?)(\s*)\]/$1$2, '"$name"'Commands.self$4]/s' \
  Modules/TerminalCommands/ScreenRegistry.swift
insert after Modules/TerminalUI/ScreenViews.swift "    switch self \\{" \
  "    case .${lower}(let viewModel): ${name}View(viewModel: viewModel)"$'\n'
insert after Modules/FullScreenUI/ScreenViews.swift "    switch self \\{" \
  "    case .${lower}(let viewModel): ${name}Screen(viewModel: viewModel)"$'\n'
edited=(Package.swift "$destinations" Modules/Coordinators/Screen.swift
  Modules/DestinationMap/DestinationMapDocument.swift Modules/TerminalCommands/ScreenRegistry.swift
  Modules/TerminalUI/ScreenViews.swift Modules/FullScreenUI/ScreenViews.swift)
if [[ -f Apps/Desktop/Sources/DesktopUI/ScreenPages.swift ]]; then
  insert after Apps/Desktop/Sources/DesktopUI/ScreenPages.swift "    switch self \\{" \
    "    case .${lower}(let viewModel): ${name}Page(viewModel: viewModel, context: context)"$'\n'
  perl -0pi -e 's/(static let entries: \[any EnteredFromParentPage\.Type\] = \[)(.*?)(,?)(\s*)\]/$1$2, '"$name"'Page.self$4]/s' \
    Apps/Desktop/Sources/DesktopUI/ScreenPages.swift
  edited+=(Apps/Desktop/Sources/DesktopUI/ScreenPages.swift)
fi
swift format format --in-place "${edited[@]}" $(printf '%s\n' "${created[@]}" | grep '\.swift$')

cat <<TEXT
Created ${feature} (view model, navigation protocol, tests), ${name}Coordinator, its flow and
leak tests, and its screen in every host; listed it in Package.swift, ${parent}Destination,
Screen, the destination map and each host's registry. Four edits of ${parent}'s own remain:

1. $parentNavigating, in the protocol:
$(navigatingEdit)

2. $parentViewModel, in the class:
$(viewModelEdit)

3. $parentSpy, in the spy:
$(spyEdit)

4. $parentCoordinator, in push(_:cause:)'s switch:
$(coordinatorCaseEdit)
   and in the ${parent}Navigating extension:
$(coordinatorIntentEdit)

(Scripts/new-feature.sh --apply-parent-edits $name --parent $parent makes exactly these.)
Then regenerate the diagrams and run the tests, and open the screen by its link once signed in
(swift run cookbook, log in as a demo account from the README):
  Scripts/diagrams.sh && swift test --parallel
  open cookbook://$(tr '[:upper:]' '[:lower:]' <<<"$parent")/${lower}
TEXT
