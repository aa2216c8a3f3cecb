#!/usr/bin/env bash
# Proves Scripts/new-feature.sh in a copy of the repository that has no .git, as if unpacked
# from an archive, and no git command: scaffolds Example (with a coordinator) and Sample
# (without one), checks the formatting, then builds the
# test bundle (every target that imports Coordinators compiles against the new coordinator) and
# runs the new features' tests and the architecture tests. The rest of the suite ran earlier in
# CI, and the scaffold puts no screen on the map that its tests could see.
#
# The copy takes .build with it, so only what the scaffold changed is compiled. SwiftPM's cache
# holds absolute paths, and at any other path it would rebuild everything, so the copy is
# mounted over the repository's own path in a private mount namespace (unshare), which only
# this script's children see. Where namespaces are not allowed, the copy is built from scratch
# at its own path: slower, same result.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

if [[ "${1:-}" == "--in-copy" ]]; then
  cd "$root"
  [[ ! -e .git ]] || { echo "check-scaffold.sh: the copy has a .git" >&2; exit 1; }
  Scripts/new-feature.sh Example
  Scripts/new-feature.sh --no-coordinator Sample
  Scripts/format.sh --check
  swift test --filter 'ExampleFeatureTests|SampleFeatureTests|ArchitectureTests'
  echo "check-scaffold.sh: the scaffolded feature builds and passes its tests and the" \
    "architecture tests, without git" >&2
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
trap 'rm -rf "$copy" "$stubs"' EXIT
# The desktop app's builds (Scripts/desktop.sh's, and one made inside its package) are not the
# root package's; the link .build/desktop-clone points back at the repository itself.
excluded=(--exclude=./.git --exclude=./.build/bench --exclude=./.build/docs
  --exclude=./.build/desktop --exclude=./.build/desktop-clone --exclude=./Apps/Desktop/.build)
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
