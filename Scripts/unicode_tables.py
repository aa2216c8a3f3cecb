#!/usr/bin/python3
"""Writes the width table of Modules/TerminalKit/DisplayWidth+Tables.swift to stdout.

Reads the Unicode Character Database in the folder given (Debian's unicode-data puts it in
/usr/share/unicode). Every scalar gets the columns a terminal gives it when it prints it on
its own (tmux over glibc's wcwidth is the reference; see Docs/Terminals.md):

  0  controls (Cc); nonspacing and enclosing marks (Mn, Me); format characters (Cf) but the
     prepended concatenation marks such as U+0600, which terminals draw; line and paragraph
     separators (Zl, Zp); Default_Ignorable_Code_Point but the three Hangul fillers that are
     letters (U+115F, U+3164, U+FFA0), which terminals draw blank; Hangul jamo vowels and
     trailing consonants (Grapheme_Cluster_Break V and T), which join the syllable before
  1  U+00AD SOFT HYPHEN (Cf, but every terminal draws it), and everything not listed here
  2  East_Asian_Width W or F, including the unassigned code points that default to W; and
     the two blocks glibc draws wide (so tmux does) although Unicode 15.0 does not: the
     circled numbers on black squares U+3248..324F (Ambiguous) and the Yijing hexagrams
     U+4DC0..4DFF (Wide from Unicode 16.0 on)

Emoji_Presentation adds nothing: the script checks that every scalar with it is already
East_Asian_Width W, but the regional indicators, which terminals draw one column each.
How scalars add up in a grapheme cluster is DisplayWidth's own code, not a table.
"""

import re
import sys
from pathlib import Path

DEFAULT_WIDE_BLOCKS = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                       (0x30000, 0x3FFFD)]
SOFT_HYPHEN = 0xAD
DRAWN_WIDE_BY_GLIBC = [(0x3248, 0x324F), (0x4DC0, 0x4DFF)]
LAST_SCALAR = 0x10FFFF


def ranges(path, wanted=None):
    """Yields (first, last, value) for each data line of a UCD property file."""
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        first, _, last = fields[0].partition("..")
        value = fields[1] if len(fields) > 1 else ""
        if wanted is None or value == wanted:
            yield int(first, 16), int(last or first, 16), value


def version(path):
    """The version in the first line of a UCD file, such as 15.0.0."""
    first = Path(path).read_text(encoding="utf-8").splitlines()[0]
    found = re.search(r"(\d+\.\d+\.\d+)", first)
    if not found:
        sys.exit(f"unicode-tables: no version in the first line of {path}")
    return found.group(1)


def general_categories(ucd):
    categories = {}
    pending = None
    for line in (ucd / "UnicodeData.txt").read_text(encoding="utf-8").splitlines():
        fields = line.split(";")
        code, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            pending = code
            continue
        start = pending if name.endswith(", Last>") else code
        pending = None
        for scalar in range(start, code + 1):
            categories[scalar] = category
    return categories


def code_points(path, wanted):
    return {scalar for first, last, _ in ranges(path, wanted) for scalar in range(first, last + 1)}


def widths(ucd):
    category = general_categories(ucd)
    wide = {scalar for first, last in DEFAULT_WIDE_BLOCKS for scalar in range(first, last + 1)}
    for first, last, value in ranges(ucd / "EastAsianWidth.txt"):
        for scalar in range(first, last + 1):
            if value in ("W", "F"):
                wide.add(scalar)
            else:
                wide.discard(scalar)
    wide |= {scalar for first, last in DRAWN_WIDE_BY_GLIBC for scalar in range(first, last + 1)}
    ignorable = code_points(ucd / "DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
    concatenation = code_points(ucd / "PropList.txt", "Prepended_Concatenation_Mark")
    joining_jamo = (code_points(ucd / "auxiliary/GraphemeBreakProperty.txt", "V")
                    | code_points(ucd / "auxiliary/GraphemeBreakProperty.txt", "T"))
    regional = code_points(ucd / "auxiliary/GraphemeBreakProperty.txt", "Regional_Indicator")
    presentation = code_points(ucd / "emoji/emoji-data.txt", "Emoji_Presentation")
    if presentation - wide != regional:
        sys.exit("unicode-tables: Emoji_Presentation outside East_Asian_Width W: "
                 + " ".join(f"{scalar:04X}" for scalar in sorted(presentation - wide - regional)))
    drawn_fillers = {scalar for scalar in ignorable - joining_jamo if category.get(scalar) == "Lo"}
    if drawn_fillers != {0x115F, 0x3164, 0xFFA0}:
        sys.exit("unicode-tables: the Default_Ignorable letters changed: "
                 + " ".join(f"{scalar:04X}" for scalar in sorted(drawn_fillers)))

    def width(scalar):
        kind = category.get(scalar, "Cn")
        if scalar == SOFT_HYPHEN or scalar in concatenation:
            return 1
        if kind in ("Cc", "Mn", "Me", "Cf", "Zl", "Zp") or scalar in joining_jamo:
            return 0
        if scalar in ignorable and scalar not in drawn_fillers:
            return 0
        return 2 if scalar in wide else 1

    return width


def runs(width):
    """(first, last, width) for the runs of scalars whose width is not 1, surrogates skipped."""
    found = []
    for scalar in range(LAST_SCALAR + 1):
        if 0xD800 <= scalar <= 0xDFFF:
            continue
        columns = width(scalar)
        if columns == 1:
            continue
        if found and found[-1][2] == columns and found[-1][1] in (scalar - 1, 0xD7FF):
            found[-1][1] = scalar
        else:
            found.append([scalar, scalar, columns])
    return found


def main():
    ucd = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode")
    versions = {version(ucd / name) for name in (
        "EastAsianWidth.txt", "DerivedCoreProperties.txt", "PropList.txt",
        "auxiliary/GraphemeBreakProperty.txt")}
    if len(versions) != 1:
        sys.exit(f"unicode-tables: the data files disagree on their version: {sorted(versions)}")
    unicode_version = versions.pop()
    found = runs(widths(ucd))
    lines = [
        "// Generated by Scripts/unicode-tables.sh from the Unicode Character Database "
        f"{unicode_version}",
        "// (Debian's unicode-data); do not edit. Swift groups scalars into clusters by its own",
        "// rules, Unicode 15.1's in Swift 6.3 (\"क्ष\".count == 1); these tables only weigh them.",
        "",
        "extension DisplayWidth {",
        "  /// The version of the Unicode Character Database the width table was generated from.",
        f"  public static let unicodeVersion = \"{unicode_version}\"",
        "",
        "  /// The scalars whose width is not 1, as sorted runs of three: first, last, width.",
        "  static let scalarWidthRuns: [UInt32] = [",
    ]
    for start in range(0, len(found), 3):
        row = ", ".join(f"0x{first:X}, 0x{last:X}, {columns}" for first, last, columns in
                        found[start:start + 3])
        lines.append(f"    {row},")
    lines += ["  ]", "}"]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
