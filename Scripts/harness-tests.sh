#!/usr/bin/env bash
# Builds the UIKit harness package's tests (Tests/UIKitHarness, in .build/uikit-harness) and runs
# them in several test processes at once, one per core, so that all cores work.
#
# Why: nearly every harness test is `@MainActor` (the UIKit, SwiftUI and XCUITest doubles run on
# the main actor, as the frameworks do), so one test process runs them one after another on one
# thread and leaves the other cores idle (docs/Performance.md, "Harness time (session 50)"). Each
# process has a main actor of its own, so two processes run two main-actor tests at the same time.
#
# How: the tests are split into groups by suite (`--filter` patterns, below). The groups are
# queued, longest first, and each of `HARNESS_JOBS` workers (default: the number of cores) takes
# the next group when its last one ends. The last group runs with every pattern of the others
# `--skip`ped, so every test runs exactly once whatever suites are added later. A group's output
# is printed whole when it ends, with its wall and processor time; the script fails if any group
# failed. `swift test` itself cannot be run twice at once on one scratch path (SwiftPM locks it),
# so the groups run the built test binary with Swift Testing's own arguments, as `swift test` does.
#
# Usage: Scripts/harness-tests.sh [swift build arguments, e.g. -Xswiftc -warnings-as-errors]
set -euo pipefail
cd "$(dirname "$0")/.."

package=(--package-path Tests/UIKitHarness --scratch-path .build/uikit-harness)
swift build --build-tests "${package[@]}" "$@"
bin="$(swift build --show-bin-path "${package[@]}" "$@")/UIKitHarnessPackageTests.xctest"

# The groups, longest first (processor time measured in sessions 50 and 51, docs/Performance.md);
# each a line of patterns (`Module.Suite`, `Module.Suite/test(_:)` for one test function, or
# `Module` for a whole test target).
groups=(
  "FormRuntimeUIKitTests.GeneratedUITestsOnScreensTests/floatingKeyboardPasses(_:) FormRuntimeUIKitTests.GeneratedUITestsOnScreensTests/form(_:) FormRuntimeUIKitTests.GeneratedUITestsOnScreensTests/accessibilitySizePasses(_:)"
  "FormRuntimeUIKitTests.GeneratedUITestsOnScreensTests"
  "GeneratedUITestsTests"
  "FormRuntimeSwiftUITests.ScrollRevealTests FormRuntimeSwiftUITests.UndockedKeyboardSwiftUITests"
  "FormRuntimeSwiftUITests.FloatingKeyboardRevealTests FormRuntimeSwiftUITests.FloatingKeyboardTableRevealTests FormRuntimeSwiftUITests.StageManagerKeyboardTests FormRuntimeSwiftUITests.IgnoredKeyboardSafeAreaTests FormRuntimeSwiftUITests.PinnedBarFloatingKeyboardSwiftUITests FormRuntimeSwiftUITests.KeyboardAvoidanceTests"
  "FormRuntimeSwiftUITests.ScenarioTests FormRuntimeSwiftUITests.ScenarioOnEveryScreenTests FormRuntimeSwiftUITests.ScenarioOnEveryScreenSubmitTests FormRuntimeSwiftUITests.DoubleSubmitSwiftUITests FormRuntimeSwiftUITests.GeneratedScreenTests FormRuntimeSwiftUITests.InputLabelTests FormRuntimeSwiftUITests.ErrorIdentifierSwiftUITests"
  "FormRuntimeSwiftUITests"
  "FormRuntimeUIKitTests"
)

# A pattern (`Module.Suite`, or `Module.Suite/test(_:)` for one test function) as a Swift Testing
# regular expression over test IDs, its `.`, `(` and `)` escaped.
regex() {
  local pattern=${1//./\\.}
  pattern=${pattern//(/\\(}
  pattern=${pattern//)/\\)}
  printf '^%s(/|$|\\.)' "$pattern"
}

jobs="${HARNESS_JOBS:-$(nproc)}"
logs="$(mktemp -d "${TMPDIR:-/tmp}/harness-tests.XXXXXX")"
trap 'rm -rf "$logs"' EXIT

# The arguments of group `index`: its patterns as filters, less the groups before it (a whole
# target after some of its suites); the last group, `rest`, skips every pattern.
arguments() {
  local index=$1 pattern earlier
  if ((index == ${#groups[@]})); then
    for pattern in "${groups[@]}"; do
      for earlier in $pattern; do printf -- '--skip\n%s\n' "$(regex "$earlier")"; done
    done
    return
  fi
  for pattern in ${groups[index]}; do printf -- '--filter\n%s\n' "$(regex "$pattern")"; done
  local before
  for ((before = 0; before < index; before++)); do
    for earlier in ${groups[before]}; do printf -- '--skip\n%s\n' "$(regex "$earlier")"; done
  done
}

run_group() {
  local index=$1 args=()
  mapfile -t args < <(arguments "$index")
  local status=0 TIMEFORMAT="%R s wall, %U s user, %S s system"
  {
    { time "$bin" --testing-library swift-testing "${args[@]}" >"$logs/$index.log" 2>&1; } \
      2>"$logs/$index.time"
  } || status=$?
  echo "$status" >"$logs/$index.status"
}

started=$(date +%s)
for ((index = 0; index <= ${#groups[@]}; index++)); do
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n || true; done
  run_group "$index" &
done
wait

failed=0
for ((index = 0; index <= ${#groups[@]}; index++)); do
  name="${groups[index]:-the rest}"
  status=$(cat "$logs/$index.status")
  printf '\n==> harness group %d (%s): exit %s, %s\n' "$index" "$name" "$status" \
    "$(tail -n 1 "$logs/$index.time")"
  cat "$logs/$index.log"
  ((status == 0)) || failed=1
done
printf '\n==> harness: %d groups in %d processes at once, %d s wall\n' \
  "$((${#groups[@]} + 1))" "$jobs" "$(($(date +%s) - started))"
for ((index = 0; index <= ${#groups[@]}; index++)); do
  printf '  group %d: %s | %s\n' "$index" "$(grep -a 'Test run with' "$logs/$index.log" | tail -n 1 |
    sed 's/\x1b\[[0-9;]*m//g')" "$(tail -n 1 "$logs/$index.time")"
done
exit "$failed"
