#!/usr/bin/env bash
# Regenerates every diagram in the documentation from the code: the destination map from the
# route types, and the module diagram (README and Docs/Architecture.md) from the imports.
# Tests fail when a checked-in diagram differs from what these commands produce.
# SCRATCH_PATH, when set, is the build folder to use (as `swift build --scratch-path`).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
swift run "${scratch[@]}" cookbook map > Docs/DestinationMap.md
COOKBOOK_RECORD_DIAGRAMS=1 swift test "${scratch[@]}" --filter ModuleGraphTests >/dev/null
git --no-pager diff --stat -- Docs/DestinationMap.md README.md Docs/Architecture.md
