#!/usr/bin/env python3
"""Writes the broken/ books beside the ruleset samples: one small book per check, each breaking
exactly that check.

    python3 samples/tools/make_broken_books.py path/to/sandtable-cli [RULESET...]

With rulesets named, only their books are written.
Each ruleset's edits are in its sample's folder, samples/<ruleset>/broken/breaks.py: BASE, the book
they edit (relative to that folder), and BOOKS, one edit per check. Each book is the base cut down
to one scenario, without its imagery, with one change. The file is named for the check it breaks
(`broken/stacking.sandtable` breaks `gettysburg-125.stacking`), and its description says what was
changed. `tests/io/broken_books_test.cpp` validates every one and checks that its only diagnostic
is the one its name promises, and that every check of every ruleset with checks has its book.
"""
import importlib.util
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

SAMPLES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(SAMPLES, "tools"))


def rulesets_with_broken_books():
    """(folder, module) for every samples/<folder>/broken/breaks.py, in folder order."""
    found = []
    for folder in sorted(os.listdir(SAMPLES)):
        path = os.path.join(SAMPLES, folder, "broken", "breaks.py")
        if not os.path.isfile(path):
            continue
        spec = importlib.util.spec_from_file_location(f"breaks_{folder.replace('-', '_')}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found.append((folder, module))
    return found


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    wanted = set(sys.argv[2:])
    for folder, breaks_module in rulesets_with_broken_books():
        if wanted and folder not in wanted:
            continue
        out = os.path.join(SAMPLES, folder, "broken")
        name = breaks_module.BASE
        books = breaks_module.BOOKS
        readme = [f"# Broken books of the {folder} sample", "",
                  f"One book per check of the `{folder}` ruleset (and the core checks the ruleset brings into play),",
                  f"each the {'book' if name.startswith('../../') else 'sample'} `{name}` cut down to one scenario, without its imagery, with one change that",
                  "breaks exactly that check. `sandtable-cli validate BOOK` reports that check and nothing else;",
                  "`tests/io/broken_books_test.cpp` makes sure of it. Rebuilt by",
                  "`python3 samples/tools/make_broken_books.py build/cli/sandtable-cli`.", "",
                  "| Book | Check | The change |", "|---|---|---|"]
        for check, breaks in books.items():
            tree = ET.parse(os.path.join(out, name))
            root = tree.getroot()
            for game_map in root.find("maps"):
                if game_map.find("imagery") is not None:
                    game_map.remove(game_map.find("imagery"))
            what = breaks(root)
            metadata = root.find("metadata")
            metadata.find("title").text = f"Broken: {check}"
            if metadata.find("description") is None:
                description = ET.Element("description")
                metadata.insert(list(metadata).index(metadata.find("title")) + 1, description)
            metadata.find("description").text = f"Breaks exactly one check, {check}. {what}"
            path = os.path.join(out, check + ".sandtable")
            tree.write(path, encoding="UTF-8", xml_declaration=True)
            subprocess.run([cli, "upgrade", path], check=True, capture_output=True)
            if os.path.exists(path + ".bak"):
                os.remove(path + ".bak")
            result = subprocess.run([cli, "validate", path], capture_output=True, text=True)
            print(result.stdout.strip().replace(SAMPLES + "/", ""))
            code = check if check.startswith("core.") else f"{folder}.{check}"
            readme.append(f"| [`{check}.sandtable`]({check}.sandtable) | `{code}` | {what} |")
        with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
            f.write("\n".join(readme) + "\n")


if __name__ == "__main__":
    main()
