#!/usr/bin/env bash
# Type-checks UIKit and SwiftUI code on a machine without them (Linux), availability included:
#   1. builds the test-only UIKit double (Tests/UIKitHarness/Sources/UIKit) as a module named UIKit,
#      and the Combine and SwiftUI stand-ins beside it;
#   2. emits the FormRuntime module against them (so its UIKit adapter and SwiftUI layer are checked)
#      for its oldest deployment target, iOS 13, then an XCTest UI-testing stand-in
#      (Tests/UIKitHarness/Sources/XCTest) and FormUITesting against it;
#   3. type-checks any files given as arguments against all of them (for example generated
#      `…Form+Keyboard.swift`, `…FormView.swift` and `…FormUITests.swift` files) for the deployment target
#      TYPECHECK_DEPLOYMENT (default 15.0, formc's default `platform.iOS`).
# Exits non-zero, printing the compiler's errors, when any step fails.
#
# Availability: the Linux compiler ignores `@available(iOS …)`, but it checks availability for an
# Android target. So every source is copied with `iOS` rewritten to `Android` inside `@available`,
# `#available` and `#unavailable` (line for line, so diagnostics keep their lines), compiled for
# `<arch>-unknown-linux-android<version>` against a copy of the toolchain's resource directory
# whose `android` folder links to the Linux modules (renamed), with Clang still importing the
# host's C library, and the compiler's messages say `iOS` again. Using an API newer than the
# deployment target without `#available` is then an error, as it is in Xcode.
#
# Usage: Scripts/typecheck-uikit.sh [FILE.swift …]
# Environment: SWIFTC (default: swiftc), TYPECHECK_DEPLOYMENT (default 15.0),
# TYPECHECK_AVAILABILITY=0 skips the availability check (a plain Linux build),
# KEEP_TYPECHECK_DIR=1 keeps the work directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
deployment="${TYPECHECK_DEPLOYMENT:-15.0}"

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
  echo "typecheck-uikit: work directory $dir" >&2
fi
mkdir -p "$dir/modules" "$dir/sources"

# The compiler's flags: a plain Linux build, or the Android target that checks availability.
flags=(-parse-as-library -swift-version 6 -I "$dir/modules")
target_flags() { :; }
rewrite() { cp "$1" "$2"; }
if [[ "${TYPECHECK_AVAILABILITY:-1}" != 0 ]]; then
  arch="$(uname -m)"
  toolchain="$(cd "$(dirname "$(command -v "$swiftc")")/.." && pwd)/lib/swift"
  resources="$dir/resources"
  mkdir -p "$resources/android"
  for entry in "$toolchain"/*; do
    [[ "$(basename "$entry")" == android ]] || ln -s "$entry" "$resources/$(basename "$entry")"
  done
  # Swift modules keep their files but are named for the Android triple; the rest is linked.
  for entry in "$toolchain/linux"/*; do
    name="$(basename "$entry")"
    # Linux's own XCTest has no UI testing: the stand-in is found instead.
    [[ "$name" != XCTest.swiftmodule ]] || continue
    if [[ -d "$entry" && "$name" == *.swiftmodule ]]; then
      mkdir -p "$resources/android/$name"
      for file in "$entry"/*; do
        base="$(basename "$file")"
        ln -s "$file" "$resources/android/$name/${base/linux-gnu/linux-android}"
      done
    else
      ln -s "$entry" "$resources/android/$name"
    fi
  done
  # Clang imports glibc as on Linux: its module map and umbrella header where the Linux driver
  # puts them, the host's headers, and no Android libc.
  cat > "$dir/glibc-overlay.json" <<EOF
{
  "version": 0,
  "roots": [
    {
      "name": "/usr/include",
      "type": "directory",
      "contents": [
        {"name": "module.modulemap", "type": "file",
         "external-contents": "$toolchain/linux/$arch/glibc.modulemap"},
        {"name": "SwiftGlibc.h", "type": "file",
         "external-contents": "$toolchain/linux/$arch/SwiftGlibc.h"}
      ]
    }
  ]
}
EOF
  flags+=(
    -resource-dir "$resources" -clang-target "$arch-unknown-linux-gnu"
    -vfsoverlay "$dir/glibc-overlay.json" -Xcc -isystem -Xcc "/usr/include/$arch-linux-gnu"
    -Xcc -U__ANDROID__
  )
  target_flags() { echo "-target" "$arch-unknown-linux-android$1"; }
  rewrite() {
    perl -pe 's/(\@available\s*\(|#available\s*\(|#unavailable\s*\()([^)]*)/my ($head, $list) = ($1, $2); $list =~ s{\biOS\b}{Android}g; "$head$list"/ge' \
      "$1" > "$2"
  }
fi

# Copies sources (rewritten for the availability check) into the work directory.
copy() {
  local folder="$1"
  shift
  local copies=()
  mkdir -p "$dir/sources/$folder"
  local index=0
  for source in "$@"; do
    index=$((index + 1))
    local copy="$dir/sources/$folder/$index-$(basename "$source")"
    rewrite "$source" "$copy"
    copies+=("$copy")
  done
  printf '%s\0' "${copies[@]}"
}

# Runs the compiler, saying `iOS` where it said `Android` and naming the original files.
compile() {
  local status=0
  "$swiftc" "$@" 2> "$dir/errors" || status=$?
  if [[ -s "$dir/errors" ]]; then
    sed -e 's/Android/iOS/g' -e "s|$dir/sources/[^/]*/[0-9]*-||g" "$dir/errors" >&2
  fi
  return "$status"
}

# module NAME FOLDER DEPLOYMENT [EXTRA.swift …]: emits a module from a folder's sources and any
# extra files.
module() {
  local name="$1" folder="$2" deployment="$3"
  shift 3
  local sources=()
  while IFS= read -r -d '' source; do
    sources+=("$source")
  done < <(find "$folder" -name '*.swift' -print0 | sort -z)
  sources+=("$@")
  local copies=()
  while IFS= read -r -d '' copy; do
    copies+=("$copy")
  done < <(copy "$name" "${sources[@]}")
  # shellcheck disable=SC2046
  compile -emit-module -module-name "$name" "${flags[@]}" $(target_flags "$deployment") \
    "${copies[@]}" -emit-module-path "$dir/modules/$name.swiftmodule" -o /dev/null
}

module UIKit "$root/Tests/UIKitHarness/Sources/UIKit" 13.0
module Combine "$root/Tests/UIKitHarness/Sources/Combine" 13.0
module SwiftUI "$root/Tests/UIKitHarness/Sources/SwiftUI" 13.0
# FormRuntime reads its strings through `Bundle.module`, which SwiftPM generates for a target with
# resources; swiftc alone does not, so a stand-in declares it.
cat > "$dir/FormRuntimeBundle.swift" <<'EOF'
import Foundation

extension Foundation.Bundle {
  /// Stands in for the accessor SwiftPM generates for a target with resources.
  static let module = Bundle.main
}
EOF
module FormRuntime "$root/Sources/FormRuntime" 13.0 "$dir/FormRuntimeBundle.swift"
# UI testing: XCTest's UI-testing API as a stand-in (shadowing Linux's XCTest, which lacks it) and
# FormUITesting, which formc's generated UI tests call.
module XCTest "$root/Tests/UIKitHarness/Sources/XCTest" 13.0
module FormUITesting "$root/Sources/FormUITesting" 13.0

if [[ ${#files[@]} -gt 0 ]]; then
  copies=()
  while IFS= read -r -d '' copy; do
    copies+=("$copy")
  done < <(copy checked "${files[@]}")
  # shellcheck disable=SC2046
  compile -typecheck "${flags[@]}" $(target_flags "$deployment") "${copies[@]}"
fi
mode="availability for iOS $deployment"
[[ "${TYPECHECK_AVAILABILITY:-1}" != 0 ]] || mode="no availability check"
echo "typecheck-uikit: OK (UIKit double, SwiftUI, FormRuntime, XCTest UI, FormUITesting${files:+, ${#files[@]} file(s)}; $mode)"
