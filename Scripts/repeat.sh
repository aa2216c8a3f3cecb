#!/usr/bin/env bash
# Looks for flaky tests: runs `swift test --parallel` and the desktop tests RUNS times while
# one busy loop per core, at the tests' own priority, keeps the machine loaded, and keeps the
# whole output of every failing run. Prints a line per run and a summary; fails if any run
# failed. Not a CI stage: 20 runs take over an hour on 2 cores.
#
#   Scripts/repeat.sh [RUNS]          default 20
#   Scripts/repeat.sh RUNS --no-desktop
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${1:-20}
[[ $runs =~ ^[0-9]+$ ]] || { echo "usage: $0 [RUNS] [--no-desktop]" >&2; exit 64; }
desktop=1
[[ "${2:-}" == "--no-desktop" ]] && desktop=0
logs="$root/.build/repeat"
rm -rf "$logs"
mkdir -p "$logs"

swift build --build-tests >&2

load=()
for _ in $(seq "$(nproc)"); do
  bash -c 'while :; do :; done' &
  load+=($!)
done
trap 'kill "${load[@]}" 2>/dev/null || true' EXIT

failures=0
for run in $(seq "$runs"); do
  failed=()
  swift test --parallel --skip-build >"$logs/suite-$run.log" 2>&1 || failed+=(suite)
  if ((desktop)); then
    Scripts/desktop.sh --test >"$logs/desktop-$run.log" 2>&1 || failed+=(desktop)
  fi
  if ((${#failed[@]})); then
    failures=$((failures + 1))
    status="failed: ${failed[*]}"
  else
    rm -f "$logs/suite-$run.log" "$logs/desktop-$run.log"
    status=ok
  fi
  echo "run $run of $runs: $status" >&2
done
echo "repeat.sh: $failures of $runs runs failed; their logs are in $logs" >&2
((failures == 0))
