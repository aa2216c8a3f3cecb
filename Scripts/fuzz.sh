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
    # The link grammar (Links) and the app's destination map (Coordinators, with the modules it
    # imports), built instrumented in their own scratch path and linked with the entry point.
    scratch="$work/build"
    swift build --target Coordinators --sanitize=fuzzer --sanitize=address \
      --scratch-path "$scratch" >&2
    debug="$scratch/debug"
    swiftc -g -parse-as-library -sanitize=fuzzer,address -module-name Fuzz_deeplink \
      -I "$debug/Modules" "$root/Fuzz/DeepLinkFuzzer/main.swift" "$debug"/*.build/*.o \
      -o "$work/fuzzer"
    ;;
  command)
    swiftc -O -g -parse-as-library -sanitize=fuzzer,address -module-name Fuzz_command \
      "$root"/Modules/TerminalCommands/{Command,CommandParser,SafeText,HostPhrasing}.swift \
      "$root/Fuzz/CommandFuzzer/main.swift" -o "$work/fuzzer"
    ;;
  *) usage ;;
esac

echo "fuzzing $target for $seconds s; corpus $work/corpus" >&2
cd "$work"
./fuzzer -max_total_time="$seconds" -print_final_stats=1 -max_len=16384 \
  -artifact_prefix="$work/" corpus "$root/Fuzz/Corpus/$target"
