#!/usr/bin/env python3
"""Checks Schemas/form-spec.schema.json with Python's jsonschema (draft 2020-12).

Every spec in Specs/ and Tests/FormSpecTests/Fixtures/Schema/valid/ must validate (formc decodes
the latter without an error, see SpecSchemaTests); every spec in Tests/FormSpecTests/Fixtures/Schema/invalid/
must be rejected (the decoder rejects them too, see SpecSchemaTests). Exits 1 on any surprise.
Needs `jsonschema` and `PyYAML` from PyPI.
"""
import json
import pathlib
import sys

import jsonschema
import yaml


class CoreLoader(yaml.SafeLoader):
    """PyYAML reads YAML 1.1, where `off`, `no`, `yes` and `on` are booleans; formc reads YAML 1.2's
    core schema (libyaml's events, formc's resolution), where only true/false are. Validate what formc
    sees: an option value `off` is the string "off"."""


CoreLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


def load(path):
    return yaml.load(path.read_text(), Loader=CoreLoader)


root = pathlib.Path(__file__).resolve().parent.parent
schema = json.loads((root / "Schemas" / "form-spec.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failures = 0
valid = sorted(list((root / "Specs").glob("*.form.yaml")) + list((root / "Specs").glob("*.form.yml")))
valid += sorted((root / "Tests/FormSpecTests/Fixtures/Schema/valid").glob("*.form.yaml"))
invalid = sorted((root / "Tests/FormSpecTests/Fixtures/Schema/invalid").glob("*.form.yaml"))
for path in valid:
    errors = list(validator.iter_errors(load(path)))
    if errors:
        failures += 1
        print(f"{path.relative_to(root)}: rejected by the schema: {errors[0].message}")
for path in invalid:
    if validator.is_valid(load(path)):
        failures += 1
        print(f"{path.relative_to(root)}: accepted by the schema, but formc rejects it")
print(f"schema: {len(valid) + len(invalid) - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
