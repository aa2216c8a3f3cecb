#!/usr/bin/env bash
# Generates Modules/TerminalKit/DisplayWidth+Tables.swift, the width of every Unicode scalar,
# from the Unicode Character Database that Debian's unicode-data package ships (15.0.0 in
# Debian 12), installing the package when missing. The rules are in Scripts/unicode_tables.py
# and Docs/Terminals.md.
#
#   Scripts/unicode-tables.sh           writes the file
#   Scripts/unicode-tables.sh --check   fails when the checked-in file is not what it would write
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target="$root/Modules/TerminalKit/DisplayWidth+Tables.swift"
"$root/Scripts/ensure-debian-packages.sh" unicode-data
generated=$(mktemp --suffix=.swift)
trap 'rm -f "$generated"' EXIT
/usr/bin/python3 "$root/Scripts/unicode_tables.py" /usr/share/unicode >"$generated"
swift format format --in-place "$generated"
if [[ "${1:-}" == "--check" ]]; then
  if ! diff -u "$target" "$generated"; then
    echo "unicode-tables: $target is not current; run Scripts/unicode-tables.sh" >&2
    exit 1
  fi
  echo "unicode-tables: ${target#"$root"/} is current (Unicode $(
    sed -n 's/.*unicodeVersion = "\(.*\)"/\1/p' "$target"))"
else
  cp "$generated" "$target"
fi
