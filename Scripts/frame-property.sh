#!/usr/bin/env bash
# The property that FrameWriter's incremental updates end as a full redraw does, on pyte
# (Debian's python3-pyte, installed when missing) drawing as tmux does: builds the frame walk
# generator from TerminalKit's frame sources and Tests/TerminalKitTests/RandomFrames.swift,
# then checks every frame it writes. Prints one summary line; exits 1 on a stale cell.
#
#   Scripts/frame-property.sh [--frames N] [--seed S] [--redraw-every K]
#     N frames (default 100000), walk seed S (default 1), a full redraw compared every K frames
#     (default 1)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
frames=100000 seed=1 redraw_every=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --frames) frames=$2 ;;
    --seed) seed=$2 ;;
    --redraw-every) redraw_every=$2 ;;
    *) echo "usage: $0 [--frames N] [--seed S] [--redraw-every K]" >&2 && exit 64 ;;
  esac
  shift 2
done
"$root/Scripts/ensure-debian-packages.sh" python3-pyte
kit="$root/Modules/TerminalKit"
binary="$root/.build/frame-property/frame-property"
mkdir -p "$(dirname "$binary")"
swiftc -Onone -module-name FrameProperty -o "$binary" \
  "$kit"/{DisplayWidth,DisplayWidth+Tables,Frame,FrameDiff,FrameWriter,TextStyle,TerminalSize,ControlSequence}.swift \
  "$root/Tests/TerminalKitTests/RandomFrames.swift" "$root/Scripts/frame-property/main.swift"
"$binary" --frames "$frames" --seed "$seed" |
  /usr/bin/python3 "$root/Scripts/frame-property.py" --redraw-every "$redraw_every"
