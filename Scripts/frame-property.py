#!/usr/bin/python3
"""Checks FrameWriter's updates on pyte: reads the JSON lines of Scripts/frame-property/main.swift
on stdin and, for every frame, applies the update to a pyte screen that has seen every update
before it. The screen must show each of the frame's characters in exactly its cells and style
(no cell left stale), and must equal the screen a full redraw gives (checked every
--redraw-every frames). Prints one summary line; exits 1 on the first failure, after printing it.

pyte's own draw() measures a scalar with the wcwidth package, stops at a zero-width scalar
that is not a combining mark, and leaves the other half of a wide character when one half is
overwritten. The screen here draws as tmux does instead: glibc's wcwidth() for each scalar,
a zero-width scalar or a non-ASCII scalar after a zero width joiner joins the cell written
last, and overwriting either half of a wide cell blanks the other half.
"""

import argparse
import ctypes
import importlib.metadata
import json
import locale
import sys
import time

import pyte

locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
LIBC = ctypes.CDLL("libc.so.6")
LIBC.wcwidth.argtypes = [ctypes.c_wchar]
JOINER = "\u200d"
COLORS = {"yellow": "brown"}


class TmuxLikeScreen(pyte.Screen):
    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.faults = []
        self.last = None
        self.after_joiner = False

    def draw(self, data):
        for char in data:
            width = max(0, LIBC.wcwidth(char))
            y, x = self.cursor.y, self.cursor.x
            if width == 0 or (self.after_joiner and ord(char) > 0x7F):
                self.after_joiner = char == JOINER
                if self.last is None or self.last[2] != (y, x):
                    self.faults.append(f"U+{ord(char):04X} joins no cell at row {y} column {x}")
                    continue
                line = self.buffer[self.last[0]]
                line[self.last[1]] = line[self.last[1]]._replace(data=line[self.last[1]].data + char)
                continue
            self.after_joiner = False
            if x + width > self.columns:
                self.faults.append(f"U+{ord(char):04X} past the edge of row {y}")
                continue
            line = self.buffer[y]
            for column in range(x, x + width):
                self.blank_wide_cell(line, column)
            line[x] = self.cursor.attrs._replace(data=char)
            if width == 2:
                line[x + 1] = self.cursor.attrs._replace(data="")
            self.cursor.x = x + width
            self.last = (y, x, (y, self.cursor.x))

    def blank_wide_cell(self, line, column):
        blank = self.default_char
        if line[column].data == "" and column > 0:
            line[column - 1] = blank
        elif line[column].data and LIBC.wcwidth(line[column].data[0]) == 2 and column + 1 < self.columns:
            line[column + 1] = blank
        line[column] = blank


def screen_for(rows, columns):
    screen = TmuxLikeScreen(columns, rows)
    return screen, pyte.Stream(screen)


def contents(screen):
    return [[(cell.data, cell.bold, cell.underscore, cell.reverse, cell.fg)
             for cell in (screen.buffer[y][x] for x in range(screen.columns))]
            for y in range(screen.lines)]


def stale_cells(screen, cells):
    found = []
    for y, row in enumerate(cells):
        for x, width, text, style in row:
            shown = "".join(screen.buffer[y][column].data for column in range(x, x + width))
            head = screen.buffer[y][x]
            wanted = (style[0], style[1], style[2], COLORS.get(style[3], style[3]))
            got = (head.bold, head.underscore, head.reverse, head.fg)
            if shown != text or got != wanted:
                found.append(f"row {y} column {x}: shows {shown!r} {got}, frame has {text!r} {wanted}")
    return found + screen.faults


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--redraw-every", type=int, default=1)
    options = parser.parse_args()
    started = time.monotonic()
    frames = walks = redraws = 0
    screen = stream = None
    key = None
    for line in sys.stdin:
        frame = json.loads(line)
        if (frame["walk"], frame["step"]) != key and frame["step"] == 0:
            screen, stream = screen_for(frame["rows"], frame["columns"])
            walks += 1
        key = (frame["walk"], frame["step"])
        stream.feed(frame["update"])
        problems = stale_cells(screen, frame["cells"])
        if not problems and frames % options.redraw_every == 0:
            redrawn, redraw_stream = screen_for(frame["rows"], frame["columns"])
            redraw_stream.feed(frame["redraw"])
            redraws += 1
            if contents(redrawn) != contents(screen):
                problems.append("the incremental screen differs from a full redraw")
            problems += [f"full redraw: {problem}" for problem in stale_cells(redrawn, frame["cells"])]
        frames += 1
        if problems:
            print(f"frame-property: FAILED at walk {frame['walk']} step {frame['step']}:")
            for problem in problems[:10]:
                print(f"  {problem}")
            sys.exit(1)
    elapsed = time.monotonic() - started
    print(f"frame-property: {frames} frames in {walks} walks on pyte "
          f"{importlib.metadata.version('pyte')}, {redraws} compared with a full redraw, "
          f"0 stale cells ({elapsed:.1f} s)")

if __name__ == "__main__":
    main()
