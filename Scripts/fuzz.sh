#!/usr/bin/env bash
# Builds one fuzz target with libFuzzer (release, --sanitize=fuzzer) and runs it:
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
# TARGET is FuzzYAML, FuzzFrontEnd, FuzzMustache, FuzzGenerate or FuzzSimulate. The corpus lives in
# .fuzz/TARGET/corpus (git-ignored) and grows from run to run; seeds are regenerated from the
# repository each time (Scripts/fuzz-corpus.sh). Crashes, timeouts and out-of-memory inputs land in
# .fuzz/TARGET/artifacts. Prints executions, coverage and findings at the end; exits 1 when the
# run found something. Run long campaigns under `nice -n 19`, one at a time.
#
# Replay an input without the fuzzer: swift build --product TARGET && .build/debug/TARGET FILE...
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
usage() {
  echo "usage: $0 FuzzYAML|FuzzFrontEnd|FuzzMustache|FuzzGenerate|FuzzSimulate SECONDS [libFuzzer options...]" >&2
  exit 64
}
[ $# -ge 2 ] || usage
target="$1"
seconds="$2"
shift 2
case "$target" in
  FuzzYAML) max_len=4096 dictionary="$repo/Fuzz/dictionary.txt" ;;
  FuzzFrontEnd | FuzzGenerate | FuzzSimulate) max_len=8192 dictionary="$repo/Fuzz/dictionary.txt" ;;
  FuzzMustache) max_len=4096 dictionary="$repo/Fuzz/mustache-dictionary.txt" ;;
  *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

cd "$repo"
# A scratch path of its own, so the fuzzer build never invalidates the normal one.
build="$repo/.build/fuzz"
mkdir -p "$repo/.fuzz"
swift build -c release --scratch-path "$build" --product "$target" --sanitize=fuzzer \
  >"$repo/.fuzz/build-$target.log" 2>&1 || { cat "$repo/.fuzz/build-$target.log" >&2; exit 2; }
binary="$(swift build -c release --scratch-path "$build" --show-bin-path)/$target"

work="$repo/.fuzz/$target"
mkdir -p "$work/corpus" "$work/artifacts"
bash "$repo/Scripts/fuzz-corpus.sh" "$target" "$work/seeds"
log="$work/run-$(date +%Y%m%d-%H%M%S).log"
before="$(find "$work/artifacts" -type f | wc -l)"

# SWIFT_BACKTRACE=enable=no: otherwise Swift's backtracer takes the crash and libFuzzer writes no
# crash file. -timeout: one input taking longer is a hang (formc checks a spec in milliseconds).
# -rss_limit_mb: the memory bound. -dict: the format's words.
set +e
SWIFT_BACKTRACE=enable=no "$binary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
  -dict="$dictionary" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
  -close_fd_mask=1 "$@" "$work/corpus" "$work/seeds" 2>&1 | tee "$log" \
  | grep -a --line-buffered -E '(pulse|DONE|INITED) +cov|^==|ERROR|SUMMARY|Test unit written' >&2
status="${PIPESTATUS[0]}"
set -e

# The figures, from libFuzzer's log (which may hold binary bytes of a crashing input).
figure() { grep -a -o -E "$1" "$log" | tail -1 | grep -o -E '[0-9]+' | tail -1 || true; }
executions="$(figure 'number_of_executed_units: [0-9]+')"
cov="$(figure 'cov: [0-9]+')"
ft="$(figure 'ft: [0-9]+')"
edges="$(grep -a -o -E 'Loaded [0-9]+ modules +\([0-9]+ inline' "$log" | head -1 | grep -o -E '\([0-9]+' | tr -d '(' || true)"
found=$(( $(find "$work/artifacts" -type f | wc -l) - before ))
echo "fuzz: $target ran ${seconds}s: ${executions:-?} executions, cov ${cov:-?} of ${edges:-?} instrumented edges (ft ${ft:-?}), corpus $(find "$work/corpus" -type f | wc -l | tr -d ' ') inputs, ${found} new findings (exit ${status})"
echo "fuzz: log in ${log#"$repo"/}; findings in ${work#"$repo"/}/artifacts"
[ "$found" -eq 0 ] && [ "$status" -eq 0 ]
