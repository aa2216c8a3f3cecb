#!/usr/bin/env bash
# Writes Tests/TerminalKitTests/ReferenceWidths.swift, the widths DisplayWidth is compared
# with: the wcwidth package from PyPI (pinned below), glibc's wcwidth() (what tmux draws a
# scalar with) for every scalar assigned in Debian's unicode-data, and the columns tmux really
# moves its cursor by for a corpus of clusters (Scripts/wcwidth-fixture.py says which). Installs
# unicode-data, tmux and pip from Debian when missing. Takes about a minute.
#
#   Scripts/wcwidth-fixture.sh           writes the fixture
#   Scripts/wcwidth-fixture.sh --check   fails when the checked-in fixture differs
set -euo pipefail
wcwidth_version=0.9.4
root=$(cd "$(dirname "$0")/.." && pwd)
target="$root/Tests/TerminalKitTests/ReferenceWidths.swift"
work="$root/.build/wcwidth-fixture"
mkdir -p "$work"
"$root/Scripts/ensure-debian-packages.sh" unicode-data tmux python3-pip
wheel=$(ls "$work"/wcwidth-"$wcwidth_version"-*.whl 2>/dev/null | head -1 || true)
if [[ -z "$wheel" ]]; then
  /usr/bin/python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$work" \
    "wcwidth==$wcwidth_version" >&2
  wheel=$(ls "$work"/wcwidth-"$wcwidth_version"-*.whl | head -1)
fi
export PYTHONPATH="$wheel" LANG=C.UTF-8 LC_ALL=C.UTF-8
/usr/bin/python3 "$root/Scripts/wcwidth-fixture.py" corpus /usr/share/unicode >"$work/corpus.txt"
rm -f "$work/tmux.txt"
server="wcwidth-fixture-$$"
tmux -L "$server" -f /dev/null new-session -d -x 250 -y 5 \
  "/usr/bin/python3 '$root/Scripts/tmux-widths.py' '$work/corpus.txt' '$work/tmux.txt'"
while tmux -L "$server" has-session 2>/dev/null; do sleep 0.2; done
[[ -f "$work/tmux.txt" ]] || { echo "wcwidth-fixture: tmux measured nothing" >&2; exit 1; }
{ tmux -V; cat "$work/tmux.txt"; } >"$work/tmux-versioned.txt"
generated="$work/ReferenceWidths.swift"
/usr/bin/python3 "$root/Scripts/wcwidth-fixture.py" swift /usr/share/unicode \
  "$work/tmux-versioned.txt" >"$generated"
swift format format --in-place "$generated"
if [[ "${1:-}" == "--check" ]]; then
  diff -q "$target" "$generated" >/dev/null || {
    echo "wcwidth-fixture: ${target#"$root"/} is not current; run Scripts/wcwidth-fixture.sh" >&2
    exit 1
  }
  echo "wcwidth-fixture: ${target#"$root"/} is current"
else
  cp "$generated" "$target"
fi
