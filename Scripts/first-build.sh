#!/usr/bin/env bash
# What a newcomer waits for: on a fresh clone, `swift run cookbook` (its input empty, so it
# shows the sign-in screen and ends), then `swift test --parallel`. Measured for HEAD and for
# COMMIT (default: 87982d3, the commit issue 30 measured from) in turn, three rounds, the order
# swapped each round so that neither always runs on a warmer machine. Prints a Markdown table
# with each figure's median and range, and HEAD's share of COMMIT's time.
#
#   Scripts/first-build.sh [COMMIT]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
before="${1:-87982d3}"
# Resolved once, so that a commit made while the rounds run does not change what they measure.
head=$(git -C "$root" rev-parse HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$root/Scripts/timing.sh"

declare -A run test failed
measure() {
  local name=$1 commit=$2 clone="$work/$1" start
  rm -rf "$clone"
  git clone -q "$root" "$clone"
  git -C "$clone" checkout -q "$commit"
  cd "$clone"
  start=$(now)
  swift run cookbook </dev/null >"$work/$name-run.log" 2>&1
  run[$name]+="$(since "$start") "
  start=$(now)
  swift test --parallel >"$work/$name-test.log" 2>&1 || failed[$name]+="x"
  test[$name]+="$(since "$start") "
  cd "$root"
  rm -rf "$clone"
}

for round in 1 2 3; do
  echo "round $round…" >&2
  if ((round % 2)); then
    measure head "$head"
    measure before "$before"
  else
    measure before "$before"
    measure head "$head"
  fi
done

echo "| first build on a fresh clone (3 rounds, alternating) | HEAD (${head:0:7}) | $before | HEAD ÷ $before |"
echo "|---|---|---|---|"
for figure in run test; do
  declare -n times=$figure
  head_median=$(tr ' ' '\n' <<<"${times[head]}" | grep . | median)
  before_median=$(tr ' ' '\n' <<<"${times[before]}" | grep . | median)
  label=$([[ $figure == run ]] && echo '`swift run cookbook`' || echo '`swift test --parallel` after it')
  printf '| %s | %s | %s | %.2f× |\n' "$label" \
    "$(tr ' ' '\n' <<<"${times[head]}" | grep . | spread)" \
    "$(tr ' ' '\n' <<<"${times[before]}" | grep . | spread)" \
    "$(awk -v a="$head_median" -v b="$before_median" 'BEGIN { print a / b }')"
done
for name in head before; do
  if [[ -n "${failed[$name]:-}" ]]; then
    echo "($name: ${#failed[$name]} of 3 test runs failed)"
  fi
done
