#!/usr/bin/env bash
# Proves Scripts/new-feature.sh: runs it on a scratch copy of the repository, with and without
# a coordinator, then builds the result with warnings as errors, checks its formatting and
# runs the whole test suite.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tar -C "$root" --exclude=./.build -cf - . | tar -C "$scratch" -xf -
cd "$scratch"
Scripts/new-feature.sh Example
Scripts/new-feature.sh --no-coordinator Sample
swift build --build-tests -Xswiftc -warnings-as-errors
Scripts/format.sh --check
swift test --parallel
echo "check-scaffold.sh: a scaffolded feature builds and passes the whole suite" >&2
