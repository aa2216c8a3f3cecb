#!/usr/bin/env bash
# Proves that a screen anywhere and a tab cost a few hand edits. In a copy of the repository
# that has no .git (as if unpacked from an archive) and no git command, it runs
# Scripts/new-feature.sh for a screen over the recipe detail (Nutrition), over an author
# (Awards), over the settings (Privacy), for a tab (Shopping) and over that tab's root (Aisles), each first without and then
# with --apply-parent-edits, and fails unless each left at most 5 hand-edited files (those the
# two runs differ in) and changed at most 8 files that existed before. Then it builds everything
# (warnings are errors), starts the explorer's bounded run in the background, regenerates the
# diagrams, checks the formatting, runs the new screens' tests and the architecture tests, and
# in line mode opens each screen by its URL and by its parent's command, and the tab by
# `tab shopping`; it waits for the explorer last. When the
# desktop's Debian packages are installed (Scripts/desktop.sh installs them; CI runs it first)
# it builds the desktop package too, with the scaffolded pages.
#
# The copy takes .build with it, so only what the scaffold changed is compiled. SwiftPM's cache
# holds absolute paths, and at any other path it would rebuild everything, so the copy is
# mounted over the repository's own path in a private mount namespace (unshare), which only
# this script's children see. Where namespaces are not allowed, the copy is built from scratch
# at its own path: slower, same result.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

fingerprints() {
  find Package.swift Modules Apps Tests Tools Docs README.md -type f -not -path '*/.build/*' \
    -print0 | sort -z | xargs -0 sha256sum
}

# scaffold NAME ARGS...: runs the scaffold twice, counting hand-edited and changed files.
scaffold() {
  local name=$1
  shift
  fingerprints >"$TMPDIR/before"
  Scripts/new-feature.sh "$name" "$@" >/dev/null
  fingerprints >"$TMPDIR/generated"
  Scripts/new-feature.sh "$name" "$@" --apply-parent-edits
  fingerprints >"$TMPDIR/edited"
  local hand changed
  hand=$({ diff "$TMPDIR/generated" "$TMPDIR/edited" || true; } | awk '/^>/ { print $3 }' | sort -u)
  changed=$(join -1 2 -2 2 <(awk '{ print $1, $2 }' "$TMPDIR/before" | sort -k2) \
    <(awk '{ print $1, $2 }' "$TMPDIR/edited" | sort -k2) | awk '$2 != $3 { print $1 }')
  echo "check-scaffold.sh: $name $*: hand-edited:" $hand "; changed before-existing:" $changed >&2
  (($(wc -w <<<"$hand") <= 5)) || { echo "check-scaffold.sh: more than 5 hand edits" >&2; exit 1; }
  (($(wc -w <<<"$changed") <= 8)) || { echo "check-scaffold.sh: more than 8 files changed" >&2; exit 1; }
}

# expect URL LINES...: line mode, signed in, prints URL as its last location.
expect() {
  local url=$1 output
  shift
  output=$(printf '%s\n' "login demo demo-pass-1" "$@" where quit |
    "$(swift build --show-bin-path)/cookbook" --state-dir "$(mktemp -d)")
  [[ "$(grep -x 'cookbook://[^ ]*' <<<"$output" | tail -1)" == "$url" ]] || {
    echo "check-scaffold.sh: line mode after" "$@" "is not at $url:" >&2
    echo "$output" >&2
    exit 1
  }
}

if [[ "${1:-}" == "--in-copy" ]]; then
  cd "$root"
  [[ ! -e .git ]] || { echo "check-scaffold.sh: the copy has a .git" >&2; exit 1; }
  scaffold Nutrition --parent RecipeDetail
  scaffold Awards --parent Author
  scaffold Privacy --parent Settings
  scaffold Shopping --tab
  scaffold Aisles --parent Shopping
  # One build of everything first: built as one graph, the modules above Coordinators and the
  # tests compile side by side, and the diagrams and tests below find them built.
  swift build --build-tests
  # The explorer's bounded run, as BoundedExplorationTests runs it, goes on in the background
  # while the other checks and the desktop build take the other core.
  "$(swift build --show-bin-path)/cookbook-explore" 7 --transitions 5000 --interleave-depth 2 \
    --trace-file "$TMPDIR/explored-path" >"$TMPDIR/explored" 2>"$TMPDIR/explored-errors" &
  explorer=$!
  trap 'kill "$explorer" 2>/dev/null || true' EXIT
  Scripts/diagrams.sh >&2
  Scripts/format.sh --check
  swift test --skip-build --filter \
    'NutritionFeatureTests|NutritionFlowTests|NutritionScreenTests|AwardsFeatureTests|AwardsFlowTests|AwardsScreenTests|PrivacyFeatureTests|PrivacyFlowTests|PrivacyScreenTests|ShoppingFeatureTests|ShoppingFlowTests|ShoppingScreenTests|AislesFeatureTests|AislesFlowTests|AislesScreenTests|ArchitectureTests|DestinationMapTests'
  expect cookbook://recipes/tiramisu/nutrition "open cookbook://recipes/tiramisu/nutrition"
  expect cookbook://recipes/tiramisu/nutrition "open cookbook://recipes/tiramisu" "nutrition"
  expect cookbook://recipes/tiramisu "open cookbook://recipes/tiramisu" "nutrition" "done"
  expect cookbook://recipes/@giulia-romano/awards "open cookbook://recipes/@giulia-romano" "awards"
  expect cookbook://profile/settings/privacy "open cookbook://profile/settings" "privacy"
  expect cookbook://shopping "tab shopping"
  expect cookbook://shopping/aisles "tab shopping" "aisles"
  expect cookbook://shopping/aisles "open cookbook://shopping/aisles"
  if pkg-config --exists libadwaita-1 2>/dev/null && [[ -d Apps/Desktop ]]; then
    swift build --package-path Apps/Desktop --scratch-path .build
  else
    echo "check-scaffold.sh: libadwaita is not installed; the desktop build is left to" \
      "Scripts/desktop.sh" >&2
  fi
  # As the test checks it: 5,000 transitions, over 500 states, no violation, some interleavings.
  wait "$explorer" && trap - EXIT &&
    grep -Eq '^depth 7, longest path [0-9]+, [1-9][0-9]* interleavings$' "$TMPDIR/explored" &&
    awk '/^explored / { ok = $2 > 500 && $4 == 5000 && $6 == 0 } END { exit !ok }' \
      "$TMPDIR/explored" || {
    echo "check-scaffold.sh: the explorer's bounded run failed:" >&2
    cat "$TMPDIR/explored" >&2
    echo "the last path it ran:" >&2
    cat "$TMPDIR/explored-path" >&2
    tail -n 20 "$TMPDIR/explored-errors" >&2
    exit 1
  }
  echo "check-scaffold.sh: five scaffolds took at most 5 hand edits each, build, pass their" \
    "tests and the explorer's bounded run, and open by URL and command in line mode" >&2
  exit 0
fi

namespace=()
if unshare --mount true 2>/dev/null; then
  namespace=(unshare --mount --propagation private)
elif unshare --user --map-root-user --mount true 2>/dev/null; then
  namespace=(unshare --user --map-root-user --mount --propagation private)
fi

copy=$(mktemp -d)
stubs=$(mktemp -d)
export TMPDIR
TMPDIR=$(mktemp -d)
trap 'rm -rf "$copy" "$stubs" "$TMPDIR"' EXIT
# The build (.build, which Scripts/desktop.sh's desktop build shares) goes along, so that the
# scaffolded page compiles incrementally; one made inside the desktop package is not the
# project's.
excluded=(--exclude=./.git --exclude=./.build/bench --exclude=./.build/docs
  --exclude=./Apps/Desktop/.build)
((${#namespace[@]})) || excluded+=(--exclude=./.build)
# The POSIX format keeps modification times to the nanosecond; with whole seconds, SwiftPM
# would relink every product and rediscover every test.
tar -C "$root" --format=posix "${excluded[@]}" -cf - . | tar -C "$copy" -xf -

# A git that fails as a missing command does, so that nothing in the scaffold can lean on it.
printf '#!/bin/sh\necho "git: not available in this check" >&2\nexit 127\n' >"$stubs/git"
chmod +x "$stubs/git"
export PATH="$stubs:$PATH"

if ((${#namespace[@]})); then
  "${namespace[@]}" bash -c 'mount --bind "$1" "$2" && exec "$2/Scripts/check-scaffold.sh" --in-copy' \
    _ "$copy" "$root"
else
  echo "check-scaffold.sh: no private mount namespace here; building the copy from scratch" >&2
  "$copy/Scripts/check-scaffold.sh" --in-copy
fi
