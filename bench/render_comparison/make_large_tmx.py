#!/usr/bin/env python3
"""Writes a 500 x 500 hexagonal Tiled map for comparing `sandtable-cli render` with Tiled's
`tmxrasterizer` on a map of the same size as the benchmarks' large book.

usage: make_large_tmx.py OUT.tmx [COLUMNS ROWS]

The map uses Tiled's example hex tileset (hexmini.png, beside this script, copied next to OUT)
with its tiles laid in patches, as the large book's terrain is: each 10 x 10 block of hexes takes
one of the tileset's 20 tiles, chosen by a fixed hash of the block, so runs are repeatable.
"""
import pathlib
import shutil
import sys


def tile_of(column, row):
    block = (column // 10) * 7919 + (row // 10) * 104729
    return (block * 2654435761 % 2**32) % 20 + 1


def main():
    out = pathlib.Path(sys.argv[1])
    columns = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    rows = int(sys.argv[3]) if len(sys.argv) > 3 else 500
    lines = []
    for row in range(rows):
        cells = ",".join(str(tile_of(column, row)) for column in range(columns))
        lines.append(cells + ("," if row < rows - 1 else ""))
    out.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.0" orientation="hexagonal" renderorder="right-down" width="{columns}" height="{rows}" '
        'tilewidth="14" tileheight="12" hexsidelength="6" staggeraxis="y" staggerindex="odd" nextobjectid="1">\n'
        ' <tileset firstgid="1" name="hex mini" tilewidth="18" tileheight="18">\n'
        '  <tileoffset x="0" y="1"/>\n'
        '  <image source="hexmini.png" width="106" height="72"/>\n'
        ' </tileset>\n'
        f' <layer name="Ground" width="{columns}" height="{rows}">\n'
        '  <data encoding="csv">\n' + "\n".join(lines) + '\n  </data>\n </layer>\n</map>\n')
    shutil.copyfile(pathlib.Path(__file__).with_name("hexmini.png"), out.with_name("hexmini.png"))


if __name__ == "__main__":
    main()
