#!/usr/bin/env bash
# Regenerates every diagram in the documentation from the code: the destination map from the
# route types, and the module diagram (Docs/Architecture.md) from the imports.
# Tests fail when a checked-in diagram differs from what these commands produce.
# In a git work tree it ends with what changed; in a tree unpacked from an archive it says so.
# SCRATCH_PATH, when set, is the build folder to use (as `swift build --scratch-path`).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
swift run "${scratch[@]}" cookbook map > Docs/DestinationMap.md
COOKBOOK_RECORD_DIAGRAMS=1 swift test "${scratch[@]}" --filter ModuleGraphTests >/dev/null
diagrams=(Docs/DestinationMap.md Docs/Architecture.md)
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git --no-pager diff --stat -- "${diagrams[@]}"
else
  echo "diagrams.sh: regenerated ${diagrams[*]} (not a git work tree, so no diff)" >&2
fi
