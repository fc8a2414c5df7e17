#!/usr/bin/env python3
"""Checks a JSON document against a JSON Schema with python3-jsonschema, its format checker on.

usage: json_schema_check.py INSTANCE SCHEMA

Exits 0 when the document is valid, 1 (printing each error with its path) when it is not.
The schema's own $schema picks the draft (draft-04 for SARIF 2.1.0, 2020-12 for ours).
"""
import json
import sys

import jsonschema


def main():
    instance_path, schema_path = sys.argv[1], sys.argv[2]
    with open(instance_path, encoding="utf-8") as f:
        instance = json.load(f)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER if hasattr(cls, "FORMAT_CHECKER") else jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
    for error in errors:
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        print(f"{instance_path}: {where}: {error.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
