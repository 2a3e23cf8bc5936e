#!/usr/bin/env bash
# Compiles UIKit and SwiftUI code on a machine without them (Linux), availability included:
#   1. builds the test-only UIKit double (Tests/UIKitHarness/Sources/UIKit) as a module named UIKit,
#      and the Combine and SwiftUI stand-ins beside it;
#   2. emits the FormRuntime module against them (so its UIKit adapter and SwiftUI layer are checked)
#      for its oldest deployment target (the iOS version Package.swift declares), then an XCTest
#      UI-testing stand-in (Tests/UIKitHarness/Sources/XCTest) and FormUITesting against it;
#   3. emits a module from any files given as arguments against all of them (for example generated
#      `…Form+Keyboard.swift`, `…FormView.swift` and `…FormUITests.swift` files) for the deployment
#      target TYPECHECK_DEPLOYMENT (default 15.0, formc's default `platform.iOS`).
# Exits non-zero, printing the compiler's errors, when any step fails. Warnings fail it too: every
# step compiles with `-warnings-as-errors`, as the UIKit harness's CI build does and as an app
# that treats warnings as errors builds the generated code (for example "converting non-Sendable
# function value to '@MainActor @Sendable () -> Void' may introduce data races", a warning in
# Swift 6 mode for a `@preconcurrency` declaration, would otherwise pass unseen).
#
# Every step emits a module (`-emit-module`), never `-typecheck` alone: emitting runs the
# mandatory SIL passes, whose diagnostics `-typecheck` never reaches — region-based isolation
# ("sending 'x' risks causing data races") and definite initialization ("used before being
# initialized") — as Xcode's build does.
#
# Cache: the modules of steps 1 and 2 are built once and reused by every later run. Each is kept in
# TYPECHECK_CACHE_DIR (default `.build/typecheck-cache` in the repository) under a key hashing
# this script, the compiler (`swiftc --version`), the flags, the module's deployment target, the
# module's sources and the keys of the modules built before it; a change to any of them builds a new
# one. Concurrent runs are safe: a module is built under an exclusive lock (`flock`) in a private
# directory, then renamed into place, so a run waits for a build in progress and never reads half a
# module. Entries not used for a day are removed. TYPECHECK_CACHE=0 builds everything afresh in
# the run's own temporary directory.
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
# TYPECHECK_CACHE_DIR, TYPECHECK_CACHE=0 (see Cache), KEEP_TYPECHECK_DIR=1 keeps the run's work
# directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
deployment="${TYPECHECK_DEPLOYMENT:-15.0}"
# The deployment target the modules are built for: FormRuntime's oldest, the iOS version
# Package.swift declares (`platforms: [… .iOS(.v13) …]`), which is what Xcode builds the package at.
module_deployment="$(sed -n 's/.*\.iOS(\.v\([0-9][0-9]*\)).*/\1.0/p' "$root/Package.swift" | head -n 1)"
if [[ -z "$module_deployment" ]]; then
  echo "typecheck-uikit: Package.swift declares no iOS platform (.iOS(.vNN)); without one SwiftPM" \
    "builds FormRuntime for the SDK's oldest iOS, below SwiftUI's iOS 13" >&2
  exit 2
fi

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
if [[ "${TYPECHECK_CACHE:-1}" != 0 ]]; then
  cache="${TYPECHECK_CACHE_DIR:-$root/.build/typecheck-cache}"
else
  cache="$dir/cache"
fi
mkdir -p "$cache/modules" "$cache/locks" "$dir/sources"

digest() { sha256sum | cut -c1-20; }
swiftc_path="$(command -v "$swiftc")"
# What every module's key starts from: the script, the compiler and the mode.
base_key="$(
  {
    cat "${BASH_SOURCE[0]}"
    echo "$swiftc_path"
    "$swiftc" --version 2>&1
    echo "availability=${TYPECHECK_AVAILABILITY:-1} deployment=$module_deployment"
  } | digest
)"

# with_lock NAME COMMAND…: runs a command holding the cache's exclusive lock NAME.
with_lock() {
  local name="$1"
  shift
  (
    flock 9
    "$@"
  ) 9> "$cache/locks/$name.lock"
}

# The compiler's flags: a plain Linux build, or the Android target that checks availability.
flags=(-parse-as-library -swift-version 6 -warnings-as-errors)
target_flags() { :; }
rewrite() { cp "$1" "$2"; }
if [[ "${TYPECHECK_AVAILABILITY:-1}" != 0 ]]; then
  arch="$(uname -m)"
  toolchain="$(cd "$(dirname "$swiftc_path")/.." && pwd)/lib/swift"
  resources="$cache/resources-$(echo "$base_key $toolchain $arch" | digest)"
  # make_resources: the resource directory and Clang's overlay, built privately, then renamed in.
  make_resources() {
    [[ ! -d "$resources" ]] || return 0
    local new
    new="$(mktemp -d "$cache/.resources.XXXXXX")"
    mkdir -p "$new/android"
    for entry in "$toolchain"/*; do
      [[ "$(basename "$entry")" == android ]] || ln -s "$entry" "$new/$(basename "$entry")"
    done
    # Swift modules keep their files but are named for the Android triple; the rest is linked.
    for entry in "$toolchain/linux"/*; do
      name="$(basename "$entry")"
      # Linux's own XCTest has no UI testing: the stand-in is found instead.
      [[ "$name" != XCTest.swiftmodule ]] || continue
      if [[ -d "$entry" && "$name" == *.swiftmodule ]]; then
        mkdir -p "$new/android/$name"
        for file in "$entry"/*; do
          base="$(basename "$file")"
          ln -s "$file" "$new/android/$name/${base/linux-gnu/linux-android}"
        done
      else
        ln -s "$entry" "$new/android/$name"
      fi
    done
    # Clang imports glibc as on Linux: its module map and umbrella header where the Linux driver
    # puts them, the host's headers, and no Android libc.
    cat > "$new/glibc-overlay.json" <<EOF
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
    mv -T "$new" "$resources"
    # Resource directories of earlier versions of this script, unused for a day.
    find "$cache" -mindepth 1 -maxdepth 1 -name 'resources-*' -mmin +1440 \
      -exec rm -rf {} + 2> /dev/null || true
  }
  with_lock resources make_resources
  touch "$resources"
  flags+=(
    -resource-dir "$resources" -clang-target "$arch-unknown-linux-gnu"
    -vfsoverlay "$resources/glibc-overlay.json" -Xcc -isystem -Xcc "/usr/include/$arch-linux-gnu"
    -Xcc -U__ANDROID__
  )
  target_flags() { echo "-target" "$arch-unknown-linux-android$1"; }
  rewrite() {
    perl -pe 's/(\@available\s*\(|#available\s*\(|#unavailable\s*\()([^)]*)/my ($head, $list) = ($1, $2); $list =~ s{\biOS\b}{Android}g; "$head$list"/ge' \
      "$1" > "$2"
  }
fi

# copy WORK FOLDER SOURCE…: copies sources (rewritten for the availability check) into
# WORK/sources/FOLDER, printing the copies' paths.
copy() {
  local work="$1" folder="$2"
  shift 2
  local copies=()
  mkdir -p "$work/sources/$folder"
  local index=0
  for source in "$@"; do
    index=$((index + 1))
    local copy="$work/sources/$folder/$index-$(basename "$source")"
    rewrite "$source" "$copy"
    copies+=("$copy")
  done
  printf '%s\0' "${copies[@]}"
}

# compile WORK ARGUMENT…: runs the compiler, saying `iOS` where it said `Android` and naming the
# original files rather than the copies in WORK.
compile() {
  local work="$1"
  shift
  local status=0
  "$swiftc" "$@" 2> "$work/errors" || status=$?
  if [[ -s "$work/errors" ]]; then
    sed -e 's/Android/iOS/g' -e "s|$work/sources/[^/]*/[0-9]*-||g" "$work/errors" >&2
  fi
  return "$status"
}

# The folders of the cached modules, each with its `NAME.swiftmodule`; every compile finds them.
includes=()
# The keys of the modules built so far: each module can import those before it, so its key
# includes theirs.
previous_keys=""
# How many modules this run built, and how many it found in the cache.
built=0
reused=0

# module NAME FOLDER [EXTRA.swift…]: the module from a folder's sources (and any extra files),
# from the cache or built into it.
module() {
  local name="$1" folder="$2"
  shift 2
  local sources=()
  while IFS= read -r -d '' source; do
    sources+=("$source")
  done < <(find "$folder" -name '*.swift' -print0 | LC_ALL=C sort -z)
  sources+=("$@")
  # The sources' paths (relative to the repository where inside it) and contents, hashed by one
  # `sha256sum` rather than one process per file: every run computes every module's key.
  local relative=()
  for source in "${sources[@]}"; do
    relative+=("${source#"$root"/}")
  done
  local key
  key="$(
    {
      echo "$base_key $name $previous_keys"
      (cd "$root" && sha256sum -- "${relative[@]}")
    } | digest
  )"
  previous_keys+=" $name-$key"
  local final="$cache/modules/$name-$key"
  if [[ -f "$final/$name.swiftmodule" ]]; then
    reused=$((reused + 1))
  else
    with_lock "$name" build_module "$name" "$final" "${sources[@]}"
    built=$((built + 1))
  fi
  touch "$final"
  includes+=(-I "$final")
}

# build_module NAME FINAL SOURCE…: builds a module in a private directory and renames it to FINAL
# (unless another run did it first); removes the module's entries unused for a day.
build_module() {
  local name="$1" final="$2"
  shift 2
  [[ ! -f "$final/$name.swiftmodule" ]] || return 0
  local work
  work="$(mktemp -d "$cache/modules/.build-$name.XXXXXX")"
  local copies=()
  while IFS= read -r -d '' copy; do
    copies+=("$copy")
  done < <(copy "$work" "$name" "$@")
  mkdir -p "$work/module"
  # shellcheck disable=SC2046
  if ! compile "$work" -emit-module -module-name "$name" "${flags[@]}" "${includes[@]}" \
    $(target_flags "$module_deployment") "${copies[@]}" \
    -emit-module-path "$work/module/$name.swiftmodule" -o /dev/null; then
    rm -rf "$work"
    return 1
  fi
  mv -T "$work/module" "$final"
  rm -rf "$work"
  find "$cache/modules" -mindepth 1 -maxdepth 1 -name "$name-*" -mmin +1440 \
    -exec rm -rf {} + 2> /dev/null || true
}

# FormRuntime reads its strings through `Bundle.module`, which SwiftPM generates for a target with
# resources; swiftc alone does not, so a stand-in declares it.
mkdir -p "$cache/support"
bundle="$cache/support/FormRuntimeBundle.swift"
bundle_text='import Foundation

extension Foundation.Bundle {
  /// Stands in for the accessor SwiftPM generates for a target with resources.
  static let module = Bundle.main
}'
if [[ "$(cat "$bundle" 2> /dev/null)" != "$bundle_text" ]]; then
  printf '%s\n' "$bundle_text" > "$dir/FormRuntimeBundle.swift"
  mv -f "$dir/FormRuntimeBundle.swift" "$bundle"
fi

# The stand-ins first, so that a change to FormRuntime rebuilds only it and FormUITesting. UI
# testing: XCTest's UI-testing API as a stand-in (shadowing Linux's XCTest, which lacks it) and
# FormUITesting, which formc's generated UI tests call.
module UIKit "$root/Tests/UIKitHarness/Sources/UIKit"
module Combine "$root/Tests/UIKitHarness/Sources/Combine"
module SwiftUI "$root/Tests/UIKitHarness/Sources/SwiftUI"
module XCTest "$root/Tests/UIKitHarness/Sources/XCTest"
module FormRuntime "$root/Sources/FormRuntime" "$bundle"
module FormUITesting "$root/Sources/FormUITesting"

if [[ ${#files[@]} -gt 0 ]]; then
  copies=()
  while IFS= read -r -d '' copy; do
    copies+=("$copy")
  done < <(copy "$dir" checked "${files[@]}")
  # shellcheck disable=SC2046
  compile "$dir" -emit-module -module-name TypecheckedFiles "${flags[@]}" "${includes[@]}" \
    $(target_flags "$deployment") "${copies[@]}" \
    -emit-module-path "$dir/TypecheckedFiles.swiftmodule" -o /dev/null
fi
mode="availability for iOS $deployment"
[[ "${TYPECHECK_AVAILABILITY:-1}" != 0 ]] || mode="no availability check"
echo "typecheck-uikit: OK (UIKit double, SwiftUI, FormRuntime, XCTest UI, FormUITesting${files:+, ${#files[@]} file(s)}; $mode; modules: $built built, $reused reused)"
