#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for SECONDS, starting from the seed corpus in
# Fuzz/Corpus/TARGET. New inputs go to .build/fuzz/TARGET/corpus; a crash leaves its input in
# .build/fuzz/TARGET/ and makes this script fail.
#
#   Scripts/fuzz.sh deeplink 600
#   Scripts/fuzz.sh command 600
set -euo pipefail

usage() { echo "usage: $0 deeplink|command SECONDS" >&2; exit 64; }
[[ $# -eq 2 && $2 =~ ^[0-9]+$ ]] || usage
target=$1
seconds=$2
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/fuzz/$target"
mkdir -p "$work/corpus" "$work/src"

case "$target" in
  deeplink)
    # The typed state and its link grammar live in Coordinators; compiled here as one module
    # with Navigation, so their `import Navigation` lines are dropped.
    for file in AppState.swift AppState+URL.swift AppDestinations.swift; do
      grep -v '^import Navigation$' "$root/Modules/Coordinators/$file" > "$work/src/$file"
    done
    sources=("$root"/Modules/Navigation/*.swift "$work"/src/*.swift "$root/Fuzz/DeepLinkFuzzer/main.swift")
    ;;
  command)
    sources=("$root"/Modules/TerminalCommands/{Command,CommandParser,SafeText,HostPhrasing}.swift "$root/Fuzz/CommandFuzzer/main.swift")
    ;;
  *) usage ;;
esac

swiftc -O -g -parse-as-library -sanitize=fuzzer,address -module-name "Fuzz_$target" \
  "${sources[@]}" -o "$work/fuzzer"

echo "fuzzing $target for $seconds s; corpus $work/corpus" >&2
cd "$work"
./fuzzer -max_total_time="$seconds" -print_final_stats=1 -max_len=16384 \
  -artifact_prefix="$work/" corpus "$root/Fuzz/Corpus/$target"
