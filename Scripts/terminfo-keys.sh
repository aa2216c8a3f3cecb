#!/usr/bin/env bash
# Writes Tests/TerminalKitTests/TerminfoKeys.swift, the keys of xterm-256color, screen-256color,
# tmux-256color, linux, rxvt-unicode-256color and vt100 as `infocmp -1 -x` lists them (Debian's
# ncurses-bin and ncurses-term, installed when missing), for KeyDecoderTerminfoTests.
#
#   Scripts/terminfo-keys.sh           writes the table
#   Scripts/terminfo-keys.sh --check   fails when the checked-in table differs
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target="$root/Tests/TerminalKitTests/TerminfoKeys.swift"
"$root/Scripts/ensure-debian-packages.sh" ncurses-bin ncurses-term
generated=$(mktemp --suffix=.swift)
trap 'rm -f "$generated"' EXIT
/usr/bin/python3 "$root/Scripts/terminfo_keys.py" >"$generated"
swift format format --in-place "$generated"
if [[ "${1:-}" == "--check" ]]; then
  diff -u "$target" "$generated" || {
    echo "terminfo-keys: ${target#"$root"/} is not current; run Scripts/terminfo-keys.sh" >&2
    exit 1
  }
  echo "terminfo-keys: ${target#"$root"/} is current"
else
  cp "$generated" "$target"
fi
