#!/usr/bin/env bash
# Runs the whole test suite under the thread sanitizer, then under the address sanitizer
# (with LeakSanitizer), each in its own scratch path. The end-to-end tests run the
# sanitized `cookbook` binary too. Fails if either run reports anything.
#
#   Scripts/sanitize.sh            both
#   Scripts/sanitize.sh thread     one of them
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [[ $# -eq 0 ]]; then kinds=(thread address); else kinds=("$@"); fi

for kind in "${kinds[@]}"; do
  case "$kind" in
    thread)
      echo "== thread sanitizer" >&2
      TSAN_OPTIONS="halt_on_error=1" \
        swift test --sanitize=thread --scratch-path .build/sanitize-thread
      ;;
    address)
      echo "== address sanitizer" >&2
      ASAN_OPTIONS="detect_leaks=1:halt_on_error=1" \
      LSAN_OPTIONS="suppressions=$root/Scripts/lsan-xctest.supp:print_suppressions=1" \
        swift test --sanitize=address --scratch-path .build/sanitize-address
      ;;
    *)
      echo "usage: $0 [thread|address]..." >&2
      exit 64
      ;;
  esac
done
echo "sanitizers clean: ${kinds[*]}" >&2
