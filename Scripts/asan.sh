#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer:
#   Scripts/asan.sh [swift test options...]      e.g. Scripts/asan.sh --filter HostileInputTests
# Everything is built with -sanitize=address, the formc binary the end-to-end tests run
# included, in a scratch path of its own (.build/asan) so the normal build stays as it is.
# detect_leaks=0: LeakSanitizer reports leaks inside libXCTest and the Swift runtime's one-time
# allocations, not in formc. The address-space bound of the hostile-input tests is lifted for an
# ASan-built formc (its shadow memory needs terabytes of address space); their time bounds hold.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:halt_on_error=1:${ASAN_OPTIONS:-}"
# Let ASan, not the Swift backtracer, report a bad access.
export SWIFT_BACKTRACE="enable=no"
start=$(date +%s)
swift build --build-tests --sanitize=address --scratch-path "$repo/.build/asan"
swift test --skip-build --sanitize=address --scratch-path "$repo/.build/asan" "$@" 2>&1 \
  | tee "$repo/.build/asan/test.log"
status=${PIPESTATUS[0]}
if grep -q "ERROR: AddressSanitizer" "$repo/.build/asan/test.log"; then
  echo "asan: AddressSanitizer reported an error (see .build/asan/test.log)" >&2
  status=1
fi
echo "asan: swift test under AddressSanitizer exited $status after $(( $(date +%s) - start )) s"
exit "$status"
