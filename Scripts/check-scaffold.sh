#!/usr/bin/env bash
# Proves that a new screen costs four hand edits. In a copy of the repository that has no .git
# (as if unpacked from an archive) and no git command, it runs Scripts/new-feature.sh Notes
# --parent Profile, then makes the edits the script prints with --apply-parent-edits (the same
# templates), and fails unless those edits touched exactly Profile's navigation protocol, view
# model, test spy and coordinator. Then it regenerates the diagrams, checks the formatting,
# builds everything (warnings are errors), runs the new screen's tests, Profile's, the
# coordinators', the hosts', the architecture tests and the explorer's bounded run, opens
# cookbook://profile/notes in line mode and checks that done comes back to Profile. When the
# desktop's Debian packages are installed (Scripts/desktop.sh installs them; CI runs it first)
# it builds the desktop package too, with the scaffolded page.
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

if [[ "${1:-}" == "--in-copy" ]]; then
  cd "$root"
  [[ ! -e .git ]] || { echo "check-scaffold.sh: the copy has a .git" >&2; exit 1; }
  Scripts/new-feature.sh Notes --parent Profile
  fingerprints >"$TMPDIR/generated"
  Scripts/new-feature.sh --apply-parent-edits Notes --parent Profile
  fingerprints >"$TMPDIR/edited"
  hand_edited=$({ diff "$TMPDIR/generated" "$TMPDIR/edited" || true; } | awk '/^>/ { print $3 }' | sort)
  expected=$(printf '%s\n' Modules/Coordinators/ProfileCoordinator.swift \
    Modules/ProfileFeature/ProfileNavigating.swift Modules/ProfileFeature/ProfileViewModel.swift \
    Tests/ProfileFeatureTests/ProfileViewModelTests.swift | sort)
  if [[ "$hand_edited" != "$expected" ]]; then
    echo "check-scaffold.sh: the hand edits touched:" $hand_edited "; expected:" $expected >&2
    exit 1
  fi
  echo "check-scaffold.sh: 4 files edited by hand:" $hand_edited >&2
  Scripts/diagrams.sh >&2
  Scripts/format.sh --check
  swift build --build-tests
  swift test --skip-build --filter \
    'NotesFeatureTests|NotesFlowTests|NotesScreenTests|ProfileFeatureTests|CoordinatorsTests|TerminalCommandsTests|NavigationHostTests|FullScreenUITests|ArchitectureTests|DestinationMapTests|BoundedExplorationTests'
  state=$(mktemp -d)
  output=$(printf 'login demo demo-pass-1\nopen cookbook://profile/notes\nwhere\ndone\nwhere\nquit\n' |
    "$(swift build --show-bin-path)/cookbook" --state-dir "$state")
  grep -qx "cookbook://profile/notes" <<<"$output" &&
    [[ "$(grep -x 'cookbook://profile[^ ]*' <<<"$output" | tail -1)" == "cookbook://profile" ]] || {
    echo "check-scaffold.sh: line mode did not open cookbook://profile/notes and come back:" >&2
    echo "$output" >&2
    exit 1
  }
  if pkg-config --exists libadwaita-1 2>/dev/null && [[ -d Apps/Desktop ]]; then
    swift build --package-path Apps/Desktop --scratch-path .build/desktop
  else
    echo "check-scaffold.sh: libadwaita is not installed; the desktop build is left to" \
      "Scripts/desktop.sh" >&2
  fi
  echo "check-scaffold.sh: Notes under Profile took 4 hand edits, builds, passes its tests and" \
    "the explorer's bounded run, and opens by its link in line mode" >&2
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
# The desktop build (.build/desktop, Scripts/desktop.sh's) goes along, so that the scaffolded
# page compiles incrementally; one made inside the desktop package is not the project's.
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
