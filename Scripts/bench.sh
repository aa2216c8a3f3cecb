#!/usr/bin/env bash
# Runs every benchmark in one go and prints one Markdown table: the in-process and process
# figures from the release-built `cookbook-bench`, then the build figures measured here.
# Every figure shows its median, least and greatest over repeated runs, beside a baseline
# measured in the same run or the calibration row. Nothing here is a test; see
# Docs/Performance.md.
#
#   Scripts/bench.sh                everything but the first build (about 15 minutes on 2 cores)
#   Scripts/bench.sh --smoke        tiny counts, debug products and no build figures, to check
#                                   that it all runs
#   Scripts/bench.sh --first-build [COMMIT]
#                                   a fresh clone's `swift run cookbook`, then `swift test
#                                   --parallel`, for HEAD and COMMIT (default: the commit before
#                                   issue 24) in turn, 3 rounds (about 25 minutes)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
smoke=""
[[ "${1:-}" == "--smoke" ]] && smoke="--smoke"
if [[ "${1:-}" == "--first-build" ]]; then
  exec "$root/Scripts/first-build.sh" "${2:-662e465}"
fi
scratch="$root/.build/bench"
results="$scratch/results.md"
mkdir -p "$scratch"

source "$root/Scripts/timing.sh"

if [[ -n "$smoke" ]]; then
  # The smoke run only checks that every benchmark builds and runs, so it uses the debug
  # build that `swift build` (and CI's build stage) already made, instead of a release build.
  echo "using the debug products…" >&2
  swift build >&2
  bin=$(swift build --show-bin-path)
else
  echo "building the release products…" >&2
  for product in cookbook cookbook-bench hello-baseline; do
    swift build -c release --scratch-path "$scratch" --product "$product" >&2
  done
  bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
  # The app as it ships: the Swift runtime and Foundation linked in (ADR 0047). The hello
  # world is built that way too, for a like-for-like row.
  for product in cookbook hello-baseline; do
    swift build -c release --static-swift-stdlib --scratch-path "$scratch-static" \
      --product "$product" >&2
  done
  static=$(swift build -c release --static-swift-stdlib --scratch-path "$scratch-static" \
    --show-bin-path)
fi

{
  echo "Machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo); $(swift --version 2>&1 | head -n 1)"
  echo
} > "$results"

echo "running cookbook-bench…" >&2
if [[ -n "$smoke" ]]; then
  "$bin/cookbook-bench" --cookbook "$bin/cookbook" --hello "$bin/hello-baseline" --smoke >> "$results"
else
  "$bin/cookbook-bench" --cookbook "$static/cookbook" --cookbook-dynamic "$bin/cookbook" \
    --hello "$bin/hello-baseline" --hello-static "$static/hello-baseline" >> "$results"
fi

if [[ -z "$smoke" ]]; then
  echo "measuring builds in a scratch copy…" >&2
  copy=$(mktemp -d)
  trap 'rm -rf "$copy"' EXIT
  git ls-files -z | xargs -0 cp --parents -t "$copy"
  cd "$copy"
  clean=()
  for _ in 1 2 3; do
    rm -rf .build
    start=$(now); swift build >/dev/null; clean+=("$(since "$start")")
  done
  target_file=Modules/DetailFeature/RecipeDetailViewModel.swift
  incremental=()
  recompiled=""
  for attempt in 1 2 3; do
    sed -i "s/The favourite could not be saved[^:]*:/The favourite could not be saved (edit $attempt):/" "$target_file"
    start=$(now)
    log=$(swift build 2>&1)
    incremental+=("$(since "$start")")
    recompiled=$(echo "$log" | sed -n 's/.*Compiling \([A-Za-z_-]*\) .*/\1/p' | sort -u | tr '\n' ' ')
  done
  clean_median=$(printf '%s\n' "${clean[@]}" | median)
  incremental_median=$(printf '%s\n' "${incremental[@]}" | median)
  share=$(awk -v a="$incremental_median" -v b="$clean_median" 'BEGIN { printf "%.1f", 100 * a / b }')
  verdict=$(awk -v s="$share" 'BEGIN { print (s <= 15) ? "met" : "**missed**" }')
  printf '| incremental debug build after one function body in DetailFeature (3 runs) | %s, %s%% of the clean build; recompiled: %s| clean debug build: %s | ≤ 15%% of the clean build | %s |\n' \
    "$(printf '%s\n' "${incremental[@]}" | spread)" "$share" "$recompiled" \
    "$(printf '%s\n' "${clean[@]}" | spread)" "$verdict" >> "$results"
  cd "$root"

  swift build --build-tests >/dev/null
  tests=()
  failed=0
  for run in 1 2 3; do
    start=$(now)
    # A failing run is counted and its log kept, so the table is still printed.
    swift test --parallel >"$scratch/swift-test-$run.log" 2>&1 || failed=$((failed + 1))
    tests+=("$(since "$start")")
  done
  printf '| `swift test --parallel` on an up-to-date build (3 runs) | %s | — | report it | %s |\n' \
    "$(printf '%s\n' "${tests[@]}" | spread)" \
    "$([[ $failed -eq 0 ]] && echo reported || echo "**$failed of 3 runs failed**: $scratch/swift-test-*.log")" \
    >> "$results"
fi

cat "$results"
