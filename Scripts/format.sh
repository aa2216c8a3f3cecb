#!/usr/bin/env bash
# Formats every Swift file in place, then checks the result as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Modules Apps Tests Benchmarks Fuzz)
if [[ "${1:-}" != "--check" ]]; then
  swift format format --in-place --recursive "${paths[@]}"
fi
swift format lint --strict --recursive "${paths[@]}"
