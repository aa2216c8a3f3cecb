#!/usr/bin/python3
"""Run inside a tmux pane: prints each line of a file of strings (hex scalars separated by
spaces) at the top left of the screen, asks tmux where the cursor went (ESC [ 6 n) and writes
`<hex scalars>;<columns>` to the output file. Scripts/wcwidth-fixture.sh starts it."""

import os
import sys
import termios
import tty


def cursor_column(terminal):
    os.write(terminal, b"\x1b[6n")
    reply = b""
    while not reply.endswith(b"R"):
        reply += os.read(terminal, 1)
    return int(reply[reply.rindex(b";") + 1:-1]) - 1


def main():
    source, target = sys.argv[1], sys.argv[2]
    terminal = sys.stdin.fileno()
    saved = termios.tcgetattr(terminal)
    tty.setraw(terminal)
    try:
        with open(source, encoding="utf-8") as lines, open(target + ".partial", "w") as out:
            for line in lines:
                hexes = line.split()
                text = "".join(chr(int(value, 16)) for value in hexes)
                os.write(terminal, b"\x1b[H\x1b[2J" + text.encode("utf-8"))
                out.write(f"{' '.join(hexes)};{cursor_column(terminal)}\n")
    finally:
        termios.tcsetattr(terminal, termios.TCSADRAIN, saved)
    os.rename(target + ".partial", target)


if __name__ == "__main__":
    main()
