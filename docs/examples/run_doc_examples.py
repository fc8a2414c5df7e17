#!/usr/bin/env python3
"""Runs every sandtable-cli example of the documentation and checks what it prints.

usage: run_doc_examples.py SANDTABLE_CLI REPO_ROOT WORK_DIR [DOC.md...]

The examples are read from the fenced code blocks of README.md, docs/*.md and docs/rulesets/*.md
(or of the documents given):

- a block with `$ ` prompts is a session: each `$ sandtable-cli ...`, `$ cp ...` or `$ mkdir ...`
  line is run, and the lines after it, up to the next prompt, are what it must print (standard
  output and standard error as they interleave; a line `...` stands for any number of lines). A
  command shown with no output is not checked for output. `$ echo $?` prints the exit code of the
  command before it;
- in a block tagged `sh`, `bash` or `console` without prompts, every command line starting with
  `sandtable-cli` or `build/cli/sandtable-cli` (continued over `\\` line ends) is run through the
  shell, and must exit with 0;
- other blocks (synopses, file contents) are not run.

Each document's examples run in order in a folder of their own under WORK_DIR, made to look like
the repository root: `samples`, `tests` and `docs` link to the repository's, and `../shared` to the
repository's `../shared` (the third-party data). An example that writes anywhere but its folder,
for instance into `samples/`, fails the run. Exits non-zero, naming each example that failed.
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys

# Examples that are documented to fail, by document and command line, with the code they exit
# with. Every other command must exit with 0, unless a `$ echo $?` after it says otherwise.
RIDGE = "samples/gettysburg-125/mcphersons-ridge.sandtable"
EXIT_CODES = {
    ("docs/cli.md", "sandtable-cli valdate book.sandtable"): 2,
    ("docs/cli.md", "sandtable-cli info nosuch.sandtable"): 2,
    ("docs/cli.md", "sandtable-cli validate tests/fixtures/broken/unknown-element.sandtable"): 2,
    ("docs/cli.md", "sandtable-cli validate tests/fixtures/broken/duplicate-id.sandtable"): 2,
    ("docs/cli.md", "sandtable-cli new --ruleset pub-battles --map hex -o pub2.sandtable"): 2,
    ("docs/cli.md", "sandtable-cli new --ruleset gettysburg-125 -o cemetery-ridge.sandtable"): 2,
    ("docs/cli.md", "sandtable-cli validate docs/examples/books/book2.sandtable"): 1,
    ("docs/cli.md", f"sandtable-cli render {RIDGE} --width 1 -o ridge.png"): 2,
    ("docs/cli.md", f"sandtable-cli render {RIDGE} -o out/"): 2,
    ("docs/cli.md", "sandtable-cli grid-fit docs/examples/clicks/not-a-number.csv"): 2,
    ("docs/cli.md", "sandtable-cli grid-fit docs/examples/clicks/bad-label.csv"): 2,
    ("docs/cli.md", "sandtable-cli grid-fit docs/examples/clicks/far.csv --book ridge.sandtable --map board"): 2,
    ("docs/cli.md", "sandtable-cli georef tests/fixtures/rasters/byte.tif --gcps docs/examples/georef/byte-one-off.points"
                    " --transform poly3 --srs EPSG:26711 -o scan.tif"): 2,
    ("docs/cli.md", "sandtable-cli georef tests/fixtures/rasters/byte.tif --gcps docs/examples/georef/byte-collinear.points"
                    " --transform affine --srs EPSG:26711 -o scan.tif"): 2,
    ("docs/cli.md", "sandtable-cli georef tests/fixtures/rasters/byte.tif --gcps tests/fixtures/georef/broken/bad-enable.points"
                    " --transform affine -o scan.tif"): 2,
    ("docs/cli.md", "sandtable-cli georef tests/fixtures/rasters/byte.tif --gcps tests/fixtures/georef/broken/nan.points"
                    " --transform affine --srs EPSG:26711 -o scan.tif"): 2,
    ("docs/cli.md", "sandtable-cli georef tests/fixtures/rasters/byte.tif --gcps tests/fixtures/georef/broken/far-map.points"
                    " --transform affine --srs EPSG:26711 -o scan.tif"): 2,
    ("docs/cli.md", f"sandtable-cli path {RIDGE} --unit us-buford --to E5 --turn 0"): 2,
    ("docs/cli.md", f"sandtable-cli path {RIDGE} --unit us-buford --to E5 --option night-marches"): 2,
    ("docs/cli.md", f"sandtable-cli path {RIDGE} --unit us-wadsworth --to M2"): 1,
    ("docs/cli.md", f"sandtable-cli los {RIDGE} --from F1 --to F3"): 1,
    ("docs/cli.md", "sandtable-cli los samples/pub-battles/pub-battles.sandtable --scenario day-2 --from cs-iii-pender-r"
                    " --to us-ii-gibbon"): 1,
    ("docs/cli.md", "sandtable-cli validate docs/examples/books/broken.sandtable --scenario first-day --format json"): 1,
    ("docs/cli.md", f"sandtable-cli diff {RIDGE} first-day-third-corps"): 1,
    ("docs/variants.md", f"sandtable-cli diff {RIDGE} first-day-sudden-death"): 1,
    ("docs/variants.md", "sandtable-cli diff docs/examples/books/reorganised.sandtable first-day-reorganised"): 1,
    ("docs/variants.md", "sandtable-cli diff docs/examples/books/house-rules.sandtable --against rulebook"): 1,
    ("docs/variants.md", "sandtable-cli diff docs/examples/books/house-rules.sandtable first-day-heavy-woods"): 1,
    ("docs/cli.md", "sandtable-cli diff samples/gettysburg-150/gettysburg-150.sandtable --against rulebook"): 1,
}

# The walk-through of docs/digitising.md names the files its earlier steps make: they are made
# first, by the script that runs the whole walk, in the document's folder.
SETUP = {
    "docs/digitising.md": lambda cli, folder: [sys.executable, str(HERE / "scan_to_hex_map.py"), str(cli), str(folder)],
}
HERE = pathlib.Path(__file__).resolve().parent

RUNNABLE_PROMPTS = ("sandtable-cli", "cp", "mkdir", "echo $?")
SHELL_TAGS = {"sh", "bash", "console", "shell"}


class Example:
    def __init__(self, doc, line, command, expected, check_output):
        self.doc, self.line, self.command = doc, line, command
        self.expected, self.check_output = expected, check_output


def blocks(text):
    """(first line number, info string, lines) of each fenced block."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)(```+)(.*)$", lines[i])
        if not m:
            i += 1
            continue
        indent, fence, info = m.group(1), m.group(2), m.group(3).strip()
        start, body = i + 1, []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(fence):
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
            i += 1
        i += 1
        yield start + 1, info, body


def examples(doc, text):
    for first, info, body in blocks(text):
        if any(l.startswith("$ ") for l in body):
            current = None
            for n, line in enumerate(body):
                if line.startswith("$ "):
                    command = line[2:].strip()
                    if command.startswith(RUNNABLE_PROMPTS):
                        current = Example(doc, first + n, command, [], True)
                        yield current
                    else:
                        current = None
                elif current is not None:
                    current.expected.append(line.rstrip())
        elif info.split()[:1] and info.split()[0] in SHELL_TAGS:
            joined, start = "", None
            for n, line in enumerate(body):
                if start is None:
                    start = n
                if line.rstrip().endswith("\\"):
                    joined += line.rstrip()[:-1] + " "
                    continue
                command = (joined + line).strip()
                joined, at = "", start
                start = None
                if command.startswith("build/cli/sandtable-cli"):
                    command = command[len("build/cli/"):]
                if command.startswith(("sandtable-cli", "cp ")):
                    yield Example(doc, first + at, command, [], False)


def matches(expected, actual):
    """Whether the actual lines match the expected ones, `...` standing for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[k:]) for k in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def snapshot(root):
    state = {}
    for top in ("samples", "tests", "docs"):
        for path in (root / top).rglob("*"):
            if path.is_file():
                st = path.stat()
                state[str(path.relative_to(root))] = (st.st_size, st.st_mtime_ns)
    return state


def main():
    cli, repo, work = (pathlib.Path(a).resolve() for a in sys.argv[1:4])
    docs = [pathlib.Path(d) for d in sys.argv[4:]] or (
        [repo / "README.md"] + sorted((repo / "docs").glob("*.md")) + sorted((repo / "docs" / "rulesets").glob("*.md")))
    if work.exists():
        shutil.rmtree(work)
    (work / "bin").mkdir(parents=True)
    (work / "bin" / "sandtable-cli").symlink_to(cli)
    shared = repo.parent / "shared"
    if shared.exists():
        (work / "shared").symlink_to(shared)
    env = dict(os.environ, PATH=f"{work / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}", LC_ALL="C.UTF-8",
               COLUMNS="80")
    env.pop("SANDTABLE_DATA", None)

    before = snapshot(repo)
    failures, ran, seen_codes = [], 0, set()
    for doc_path in docs:
        doc = str(doc_path.resolve().relative_to(repo))
        folder = work / re.sub(r"[^A-Za-z0-9]+", "-", doc)
        folder.mkdir()
        for top in ("samples", "tests", "docs"):
            (folder / top).symlink_to(repo / top)
        if doc in SETUP:
            made = subprocess.run(SETUP[doc](cli, folder), cwd=folder, env=env, capture_output=True, text=True)
            if made.returncode != 0:
                failures.append(f"{doc}: the files its examples use were not made:\n{made.stdout}{made.stderr}")
                continue
        last_code = None
        for ex in list(examples(doc, doc_path.read_text(encoding="utf-8"))):
            where = f"{doc}:{ex.line}: {ex.command}"
            if ex.command == "echo $?":
                if last_code is None or ex.expected[:1] != [str(last_code)]:
                    failures.append(f"{where}: the doc says {ex.expected[:1]}, the exit code was {last_code}")
                continue
            result = subprocess.run(ex.command, shell=True, cwd=folder, env=env, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True, timeout=300)
            ran += 1
            last_code = result.returncode
            output = [l.rstrip() for l in result.stdout.splitlines()]
            wanted = EXIT_CODES.get((doc, ex.command))
            if wanted is not None:
                seen_codes.add((doc, ex.command))
            following = _next_is_echo(doc_path, ex)
            if following is None and result.returncode != (wanted or 0):
                failures.append(f"{where}: exit code {result.returncode}, expected {wanted or 0}\n"
                                + "\n".join("    " + l for l in output))
            elif ex.check_output and ex.expected and not matches(_trim(ex.expected), output):
                failures.append(f"{where}: printed\n" + "\n".join("    " + l for l in output)
                                + "\n  the doc says\n" + "\n".join("    " + l for l in _trim(ex.expected)))
        after = snapshot(repo)
        if after != before:
            changed = sorted(set(after.items()) ^ set(before.items()))
            failures.append(f"{doc}: the examples (or a test running beside them) changed the repository: "
                            + ", ".join(sorted({c[0] for c in changed})))
            before = after
    for key in EXIT_CODES:
        if key not in seen_codes and any(key[0] == str(d.resolve().relative_to(repo)) for d in docs):
            failures.append(f"{key[0]}: no example `{key[1]}`, which EXIT_CODES lists")
    for f in failures:
        print(f"FAILED {f}")
    print(f"{ran} examples run, {len(failures)} failed")
    return 1 if failures else 0


_echo_cache = {}


def _next_is_echo(doc_path, ex):
    """The exit code a `$ echo $?` right after the example shows, or None."""
    key = str(doc_path)
    if key not in _echo_cache:
        _echo_cache[key] = doc_path.read_text(encoding="utf-8").splitlines()
    lines = _echo_cache[key]
    i = ex.line
    while i < len(lines) and not lines[i].startswith("$ ") and not lines[i].startswith("```"):
        i += 1
    return lines[i + 1].strip() if i + 1 < len(lines) and lines[i].strip() == "$ echo $?" else None


def _trim(lines):
    while lines and not lines[-1]:
        lines = lines[:-1]
    return lines


if __name__ == "__main__":
    sys.exit(main())
