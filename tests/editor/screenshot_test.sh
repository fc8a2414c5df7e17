#!/usr/bin/env bash
# The editor opens the sample book in a real window and saves a screenshot of it.
set -euo pipefail
editor=$1 book=$2 out=$3
rm -f "$out"
home="$(dirname "$out")/screenshot-home"
rm -rf "$home" && mkdir -p "$home"
HOME="$home" "$editor" "$book" --screenshot "$out"
# A run that only looks leaves the settings (the pane layout) but adds nothing to Open Recent.
settings="$home/.sandtable"  # wxFileConfig's file for the application "sandtable"
test -s "$settings" || { echo "no settings written to $settings"; exit 1; }
if grep -q "$(basename "$book")" "$settings"; then echo "a --screenshot run added the book to Open Recent: $settings"; exit 1; fi
# Settings that cannot be written (no home directory) are reported, not a crash on exit.
rm -f "$out.nohome.png"
HOME="$(dirname "$out")/no-such-home" "$editor" "$book" --screenshot "$out.nohome.png" 2>"$out.nohome.log"
test -s "$out.nohome.png"
# A layout the editor does not know is refused by name, with exit code 2.
if HOME="$home" "$editor" "$book" --layout nowhere --screenshot "$out.layout.png" 2>"$out.layout.log"; then
  echo "--layout nowhere was accepted"; exit 1
fi
grep -q "^--layout nowhere: expected map, forces or digitising" "$out.layout.log" || { cat "$out.layout.log"; exit 1; }
# So is a scenario the book does not have.
if HOME="$home" "$editor" "$book" --scenario nowhere --compare --screenshot "$out.scenario.png" 2>"$out.scenario.log"; then
  echo "--scenario nowhere was accepted"; exit 1
fi
grep -q "^--scenario nowhere: the book has no such scenario or variant" "$out.scenario.log" || { cat "$out.scenario.log"; exit 1; }
# And a piece to select where the map shown is not a free-form map.
if HOME="$home" "$editor" "$book" --select-piece us-buford --screenshot "$out.piece.png" 2>"$out.piece.log"; then
  echo "--select-piece on a hex map was accepted"; exit 1
fi
grep -q "^--select-piece us-buford: no piece of that id stands at a point of the map shown" "$out.piece.log" || { cat "$out.piece.log"; exit 1; }
python3 - "$out" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert width >= 600 and height >= 400, f"window too small: {width}x{height}"
# A blank or black capture compresses to almost nothing: a window with its panes drawn does not.
assert len(data) > 40000, f"the screenshot looks empty ({len(data)} bytes)"
print(f"screenshot {width}x{height}, {len(data)} bytes")
PY
