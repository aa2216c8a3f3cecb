#!/usr/bin/env bash
# Runs the whole test suite under the thread sanitizer, then under the address sanitizer
# (with LeakSanitizer), each built once in its own scratch path. The end-to-end tests run the
# sanitized `cookbook` binary too. Every process writes its reports to the scratch path, so a
# report from a child the tests only read the output of still counts. Fails if a test fails or
# any process reports anything.
#
# Three runs per sanitizer: the end-to-end tests (CookbookAppTests), the suites with a time limit
# (those that wait on a gate), then the rest. Together, the end-to-end tests' slow sanitized
# children, or the property tests' main-actor loops, delay a gated test's
# main-actor turns past its one-minute limit. Two end-to-end tests are left out: finding 04's
# peak memory, which counts the sanitizer's shadow memory, and finding 07's crash report, which
# the Swift runtime's backtracer writes and a sanitizer's own signal handling replaces.
#
#   Scripts/sanitize.sh            both
#   Scripts/sanitize.sh thread     one of them
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [[ $# -eq 0 ]]; then kinds=(thread address); else kinds=("$@"); fi
not_sanitized='anEndlessLineIsDiscardedAndTheNextLinesRun|aCrashIsReportedAsACrash'
gated=$(grep -rh -A3 '@Suite(.timeLimit' Tests | grep -o '\(struct\|class\) [A-Za-z]*' |
  cut -d' ' -f2 | paste -sd'|')

for kind in "${kinds[@]}"; do
  scratch=".build/sanitize-$kind"
  reports="$root/$scratch/reports"
  case "$kind" in
    thread)
      export TSAN_OPTIONS="halt_on_error=1:suppressions=$root/Scripts/tsan.supp:log_path=$reports/tsan"
      ;;
    address)
      export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:log_path=$reports/asan"
      export LSAN_OPTIONS="suppressions=$root/Scripts/lsan.supp:print_suppressions=0"
      ;;
    *)
      echo "usage: $0 [thread|address]..." >&2
      exit 64
      ;;
  esac
  echo "== $kind sanitizer" >&2
  swift build --build-tests --sanitize="$kind" --scratch-path "$scratch" >&2
  rm -rf "$reports"
  mkdir -p "$reports"
  status=0
  swift test --skip-build --sanitize="$kind" --scratch-path "$scratch" \
    --filter CookbookAppTests --skip "$not_sanitized" || status=1
  swift test --skip-build --sanitize="$kind" --scratch-path "$scratch" \
    --filter "$gated" || status=1
  swift test --skip-build --sanitize="$kind" --scratch-path "$scratch" \
    --skip CookbookAppTests --skip "$gated" || status=1
  # LeakSanitizer cannot run in a process that strace traces (WriteFailureEndToEndTests): its
  # fatal error says so and nothing else, and is listed, not counted.
  for report in "$reports"/*; do
    [[ -e $report ]] || continue
    if grep -q "LeakSanitizer does not work under ptrace" "$report" &&
      ! grep -q "ERROR: AddressSanitizer\|detected memory leaks" "$report"; then
      echo "sanitize.sh: no leak check under strace: $(basename "$report")" >&2
      rm "$report"
    fi
  done
  if compgen -G "$reports/*" >/dev/null; then
    echo "sanitize.sh: $kind sanitizer reports:" >&2
    cat "$reports"/* >&2
    status=1
  fi
  ((status == 0)) || { echo "sanitize.sh: $kind sanitizer run failed" >&2; exit 1; }
done
echo "sanitizers clean: ${kinds[*]}" >&2
