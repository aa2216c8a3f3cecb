#!/usr/bin/env bash
# Builds the DocC documentation of every library module, offline: symbol graphs from
# `swift package dump-symbol-graph`, then `docc convert --warnings-as-errors` for each
# catalog in Modules/*/*.docc. Output goes to .build/docs/MODULE. Fails on any DocC warning,
# such as a link to a symbol that does not exist. SCRATCH_PATH, when set, is the build folder
# to use (as `swift build --scratch-path`).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

scratch=(${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
swift package "${scratch[@]}" dump-symbol-graph >/dev/null
graphs="$(dirname "$(swift build "${scratch[@]}" --show-bin-path)")/symbolgraph"
[[ -d "$graphs" ]] || { echo "docs.sh: no symbol graphs in $graphs" >&2; exit 1; }

# One module's catalog; its output is kept in a log and printed after all have finished.
convert() {
  local catalog=$1 module=$2 work output status=0
  work=$(mktemp -d)
  cp "$graphs/$module".symbols.json "$work/"
  cp "$graphs/$module"@*.symbols.json "$work/" 2>/dev/null || true
  output=".build/docs/$module"
  rm -rf "$output"
  mkdir -p "$(dirname "$output")"
  docc convert "$catalog" --additional-symbol-graph-dir "$work" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.cookbook.$module" \
    --output-path "$output" --warnings-as-errors >"$logs/$module.log" 2>&1 || status=$?
  rm -rf "$work"
  return "$status"
}

# docc spends most of its second per module waiting, not computing, so the catalogs are
# converted at the same time.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
modules=()
pids=()
for catalog in Modules/*/*.docc; do
  modules+=("$(basename "$catalog" .docc)")
  convert "$catalog" "${modules[-1]}" &
  pids+=($!)
done
status=0
for index in "${!modules[@]}"; do
  module=${modules[$index]}
  if wait "${pids[$index]}"; then
    echo "docs.sh: $module → .build/docs/$module" >&2
  else
    cat "$logs/$module.log" >&2
    echo "docs.sh: $module has documentation errors" >&2
    status=1
  fi
done
exit "$status"
