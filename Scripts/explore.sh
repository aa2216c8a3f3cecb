#!/usr/bin/env bash
# Explores every reachable state of the app breadth-first (Tools/Explorer), in release mode,
# to DEPTH actions (default 9), stopping after TRANSITIONS (default 120000): every command a
# screen offers, links, expiry, relaunches and the full-screen back menu, each path replayed
# through the line host. From every state up to INTERLEAVE_DEPTH actions deep (default 3) it
# also runs each intent stopped at each of its service calls in turn while other input
# arrives (the screen's own keys, back, the next tab, sign-out, expiry, another link), as a
# host that does not wait delivers it; each such interleaving counts as a transition.
# Breadth first, so every path up to the last full level is explored before the cap bites.
# Prints each violation as a line-mode script, then "interleaved intents: …" (the intents
# it interrupted), then one line: "explored N states, M transitions, K violations". If the
# app traps, the path that trapped is printed from the trace file.
set -euo pipefail
cd "$(dirname "$0")/.."
depth="${1:-9}"
transitions="${2:-120000}"
interleave="${INTERLEAVE_DEPTH:-3}"
swift build -c release --product cookbook-explore >&2
binary="$(swift build -c release --show-bin-path)/cookbook-explore"
trace="$(mktemp)"
trap 'rm -f "$trace"' EXIT
set +e
"$binary" "$depth" --transitions "$transitions" --interleave-depth "$interleave" \
  --trace-file "$trace"
status=$?
set -e
if [[ $status -gt 1 ]]; then
  echo "# the app trapped (status $status) on this path:"
  cat "$trace"
  echo "interleaved intents: ?"
  echo "explored ? states, ? transitions, 1 violations"
fi
exit "$status"
