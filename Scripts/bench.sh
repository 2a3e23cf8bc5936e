#!/usr/bin/env bash
# formc's benchmarks, in one command (see docs/Performance.md):
#   1. builds formc in release (also with the Swift runtime linked statically, for the start-up
#      case) and the libyaml baseline (Benchmarks/baseline/yaml_scan.c);
#   2. writes the corpus (Benchmarks/make_corpus.py: 500 specs and one ~5 MB spec) unless it is
#      already there for the current generator;
#   3. runs, side by side in the same run, the baseline, `formc lint`, `formc generate` with one
#      job and with every core, over the corpus and over the big spec, and `formc lint` on one
#      small spec; prints median wall times, MB/s, ratios to the baseline and peak RSS, then which
#      targets are met;
#   4. before those, times the keystrokes of a form session (formc-session-bench) and the
#      language server's didChange to publishDiagnostics (formc-lsp-bench).
#
# Usage: Scripts/bench.sh [--runs N] [--markdown]
# Environment: BENCH_DIR (default .build/bench) holds the corpus and outputs; never committed.
# As root, the run gets its own scheduling group at nice -5 so that low-priority background work
# (fuzzers) disturbs it less. Not part of .ci/run. A full run takes about two minutes after the
# release build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bench="${BENCH_DIR:-$root/.build/bench}"
mkdir -p "$bench"

echo "bench: building formc (release)" >&2
swift build -c release --product formc >&2
formc="$(swift build -c release --show-bin-path)/formc"

# The start-up case also runs a binary with the Swift runtime linked in statically, as formc is
# shipped for CI and command-line use: it skips most of the dynamic loader's work.
echo "bench: building formc (release, --static-swift-stdlib)" >&2
static=(swift build -c release --product formc --static-swift-stdlib --scratch-path "$root/.build/static")
"${static[@]}" >&2
formc_static="$("${static[@]}" --show-bin-path)/formc"

echo "bench: building the libyaml baseline" >&2
cc -O2 -o "$bench/yaml-scan" Benchmarks/baseline/yaml_scan.c \
  $(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)

stamp="$(sha256sum Benchmarks/make_corpus.py | cut -c1-16)"
if [ "$(cat "$bench/corpus.stamp" 2>/dev/null)" != "$stamp" ]; then
  echo "bench: writing the corpus into $bench" >&2
  rm -rf "$bench/corpus" "$bench/big"
  python3 Benchmarks/make_corpus.py "$bench" >&2
  "$formc" lint --strict --quiet "$bench/corpus" "$bench/big" \
    || { echo "bench: the corpus does not lint clean" >&2; exit 1; }
  echo "$stamp" > "$bench/corpus.stamp"
fi

echo "bench: $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -srm), $(nproc) cores," \
  "$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //')"
echo "bench: load before the run: $(cut -d' ' -f1-3 /proc/loadavg)" \
  "(busiest: $(ps -eo pcpu,ni,comm --sort=-pcpu --no-headers | head -2 | awk '{printf "%s%% nice %s %s; ", $1, $2, $3}'))"

# What a keystroke costs a form session at run time (Benchmarks/SessionBench).
echo "bench: building formc-session-bench (release)" >&2
swift build -c release --product formc-session-bench >&2
"$(swift build -c release --show-bin-path)/formc-session-bench"
echo

# What `formc lsp` costs an editor: didChange to publishDiagnostics, memory with 100 open specs
# (Benchmarks/LanguageServerBench; it drives the release formc built above).
echo "bench: building formc-lsp-bench (release)" >&2
swift build -c release --product formc-lsp-bench >&2
"$(swift build -c release --show-bin-path)/formc-lsp-bench" --formc "$formc"
echo

run=(python3 Benchmarks/run.py --formc "$formc" --baseline "$bench/yaml-scan"
  --corpus "$bench/corpus" --big "$bench/big/Catalog.form.yaml"
  --small Specs/SignUp.form.yaml --formc-static "$formc_static" --work "$bench/out" "$@")
if [ "$(id -u)" = 0 ] && command -v setsid >/dev/null; then
  # A new session is a new autogroup; nice -5 on it and on the processes.
  exec setsid -w bash -c 'echo -5 > /proc/self/autogroup 2>/dev/null || true; exec nice -n -5 "$@"' \
    bench "${run[@]}"
fi
exec "${run[@]}"
