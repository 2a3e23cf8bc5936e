#!/usr/bin/env bash
# Type-checks UIKit code on a machine without UIKit (Linux):
#   1. builds the test-only UIKit double (Tests/UIKitHarness/Sources/UIKit) as a module named UIKit;
#   2. emits the FormRuntime module against it (so its `#if canImport(UIKit)` adapter is checked);
#   3. type-checks any files given as arguments against both (for example generated
#      `…Form+Keyboard.swift` files).
# Exits non-zero, printing the compiler's errors, when any step fails.
#
# Usage: Scripts/typecheck-uikit.sh [FILE.swift …]
# Environment: SWIFTC (default: swiftc), KEEP_TYPECHECK_DIR=1 keeps the module directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"

# Resolve the extra files before anything else, relative to the caller's directory.
files=()
for file in "$@"; do
  if [[ ! -f "$file" ]]; then
    echo "typecheck-uikit: no such file: $file" >&2
    exit 2
  fi
  files+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")")
done

dir="$(mktemp -d "${TMPDIR:-/tmp}/typecheck-uikit.XXXXXX")"
if [[ "${KEEP_TYPECHECK_DIR:-0}" != 1 ]]; then
  trap 'rm -rf "$dir"' EXIT
else
  echo "typecheck-uikit: modules in $dir" >&2
fi

double=()
while IFS= read -r -d '' source; do
  double+=("$source")
done < <(find "$root/Tests/UIKitHarness/Sources/UIKit" -name '*.swift' -print0 | sort -z)

"$swiftc" -emit-module -module-name UIKit -parse-as-library -swift-version 6 "${double[@]}" \
  -emit-module-path "$dir/UIKit.swiftmodule" -o /dev/null

runtime=()
while IFS= read -r -d '' source; do
  runtime+=("$source")
done < <(find "$root/Sources/FormRuntime" -name '*.swift' -print0 | sort -z)

"$swiftc" -emit-module -module-name FormRuntime -parse-as-library -swift-version 6 \
  -I "$dir" "${runtime[@]}" \
  -emit-module-path "$dir/FormRuntime.swiftmodule" -o /dev/null

if [[ ${#files[@]} -gt 0 ]]; then
  "$swiftc" -typecheck -parse-as-library -swift-version 6 -I "$dir" "${files[@]}"
fi
echo "typecheck-uikit: OK (UIKit double, FormRuntime${files:+, ${#files[@]} file(s)})"
