#!/usr/bin/env python3
"""Writes Tests/GeneratedUITestsTests/Support/GeneratedUITestCases.swift: every test method of the
generated UI test classes of Specs/ (the golden `*FormUITests.swift`), with the app model of its
form, so that GeneratedUITestsTests can run them (Swift has no run-time discovery of methods on
Linux). `GeneratedUITestsTests` checks that the list matches the golden files; run this after
re-recording them: `python3 Tests/UIKitHarness/generate-ui-test-cases.py`."""
import os
import subprocess
import re

here = os.path.dirname(os.path.abspath(__file__))
golden = os.path.join(here, "Sources", "GeneratedForms")
out = os.path.join(here, "Tests", "GeneratedUITestsTests", "Support", "GeneratedUITestCases.swift")

lines = [
    "// Written by generate-ui-test-cases.py from the golden generated UI tests. Do not edit.",
    "",
    "@testable import GeneratedForms",
    "",
    "extension GeneratedUITestCase {",
    "  /// Every test of every generated UI test class, in file and declaration order.",
    "  @MainActor static let all: [GeneratedUITestCase] = [",
]
for name in sorted(os.listdir(golden)):
    if not name.endswith("FormUITests.swift"):
        continue
    text = open(os.path.join(golden, name), encoding="utf-8").read()
    form = re.search(r'FormUIWalk\(form: "([^"]+)"\)', text).group(1)
    cls = name[: -len(".swift")]
    for test, throws in re.findall(r"func (test\w+)\(\)( throws)?", text):
        call = f"try $0.{test}()" if throws else f"$0.{test}()"
        lines.append(
            f'    .init({form!r}, "{test}", {form}Form.init) {{ {"try " if throws else ""}runTestMethod({cls}()) {{ {call} }} }},'.replace(
                f"{form!r}", f'"{form}"'))
lines += ["  ]", "}", ""]
open(out, "w", encoding="utf-8").write("\n".join(lines))
subprocess.run(["swift", "format", "--in-place", out], check=True)
print(f"wrote {out}")
