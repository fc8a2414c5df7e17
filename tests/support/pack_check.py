#!/usr/bin/env python3
"""Checks a Sandtable data pack folder with tools the project did not write.

usage: pack_check.py PACK_FOLDER SCHEMA_FOLDER

- manifest.json, book.json, each map and each scenario document against its JSON Schema
  (python3-jsonschema, 2020-12, format checker on);
- every file the manifest lists: its size, and its SHA-256 with Python's hashlib;
- that the folder holds no file the manifest does not list, and that every document the
  manifest names is listed.

Prints one line per problem and exits 1 when there is any, else prints "ok" and exits 0.
"""
import hashlib
import json
import os
import sys

import jsonschema


def validate(problems, path, schema_path):
    with open(path, encoding="utf-8") as f:
        instance = json.load(f)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    checker = cls.FORMAT_CHECKER if hasattr(cls, "FORMAT_CHECKER") else jsonschema.FormatChecker()
    for error in cls(schema, format_checker=checker).iter_errors(instance):
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        problems.append(f"{path}: {where}: {error.message}")
    return instance


def main():
    pack, schemas = sys.argv[1], sys.argv[2]
    problems = []
    manifest = validate(problems, os.path.join(pack, "manifest.json"), os.path.join(schemas, "pack-manifest.schema.json"))
    listed = {}
    for entry in manifest.get("files", []):
        path = os.path.join(pack, entry["path"])
        listed[entry["path"]] = entry
        if not os.path.isfile(path):
            problems.append(f"{entry['path']}: listed in the manifest, not in the pack")
            continue
        with open(path, "rb") as f:
            data = f.read()
        if len(data) != entry["bytes"]:
            problems.append(f"{entry['path']}: {len(data)} bytes, the manifest says {entry['bytes']}")
        digest = hashlib.sha256(data).hexdigest()
        if digest != entry["sha256"]:
            problems.append(f"{entry['path']}: SHA-256 {digest}, the manifest says {entry['sha256']}")
    for root, _, files in os.walk(pack):
        for name in files:
            relative = os.path.relpath(os.path.join(root, name), pack).replace(os.sep, "/")
            if relative != "manifest.json" and relative not in listed:
                problems.append(f"{relative}: in the pack, not listed in the manifest")
    documents = [(manifest.get("book_document", "book.json"), "pack-book.schema.json")]
    documents += [(m["file"], "pack-map.schema.json") for m in manifest.get("maps", [])]
    documents += [(s["file"], "pack-scenario.schema.json") for s in manifest.get("scenarios", [])]
    for file, schema in documents:
        if file not in listed:
            problems.append(f"{file}: named by the manifest, not listed in its files")
            continue
        validate(problems, os.path.join(pack, file), os.path.join(schemas, schema))
    for problem in problems:
        print(problem)
    if not problems:
        print("ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
