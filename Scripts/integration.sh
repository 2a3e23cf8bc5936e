#!/usr/bin/env bash
# Builds IntegrationTests/Consumer (a package that applies formc's build plugin) in a scratch
# copy and checks, from `swift build -v`, that the plugin behaves like a good build step:
#   1. the first build runs formc once per spec;
#   2. a build with nothing changed runs it zero times (after SwiftPM's one settling build, below);
#   3. touching one spec reruns exactly that spec's command;
#   4. a spec with an error fails the build with the right file and line;
# then runs the consumer's tests, which use the generated view models. Prints build times.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/formc-consumer.XXXXXX")"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cp -R "$repo/IntegrationTests/Consumer" "$work/Consumer"
cd "$work/Consumer"
# Depend on this checkout by absolute path, so the copy can live anywhere.
sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" Package.swift && rm Package.swift.bak

specs=$(find Sources -name '*.form.yaml' -o -name '*.form.yml' | wc -l | tr -d ' ')
fail() { echo "integration: FAIL: $*" >&2; exit 1; }
runs() { grep -cE '/formc-generate(-tool)? generate ' "$1" || true; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# A clean `swift build -v` into $1. SwiftPM itself has been seen to die of a segmentation fault
# in libdispatch on this 2-core machine under load (once in many runs; the same build passes when
# rerun). A build killed by a signal is not a build error, so it is retried once from a clean
# state, saying so; a build that fails (exit status below 128) is never retried.
clean_build() {
  local status=0
  swift build -v > "$1" 2>&1 || status=$?
  if [ "$status" -ge 128 ]; then
    echo "integration: swift build was killed by signal $((status - 128)), not a build error; retrying once from a clean state" >&2
    rm -rf .build
    status=0
    swift build -v > "$1" 2>&1 || status=$?
  fi
  return "$status"
}

start=$(now)
clean_build "$work/build1.log" || { tail -50 "$work/build1.log"; fail "clean build failed"; }
clean=$(elapsed "$start" "$(now)")
[ "$(runs "$work/build1.log")" = "$specs" ] || fail "first build ran formc $(runs "$work/build1.log") times, expected $specs"
echo "integration: first build ran formc once per spec ($specs) in ${clean}s"
grep -q "target 'NoSpecs' holds no \*.form.yaml or \*.form.yml specs" "$work/build1.log" \
  || fail "no warning for a target that applies the plugin without specs"
echo "integration: a target without specs gets a warning"

# SwiftPM 6.3 recompiles a package's plugins and relinks their tools once on the build right after
# a clean build, which reruns every plugin command; from then on builds are incremental. This is
# SwiftPM's behaviour for any build tool plugin (a one-file plugin with a one-line tool shows the
# same: tool links 2, 2, 0 and command runs 1, 1, 0 over three builds), so settle it first.
swift build -v > "$work/settle.log" 2>&1 || fail "settling build failed"
echo "integration: settling build (SwiftPM relinks plugin tools once after a clean build) ran formc $(runs "$work/settle.log") times"

start=$(now)
swift build -v > "$work/build2.log" 2>&1 || fail "no-op build failed"
noop=$(elapsed "$start" "$(now)")
[ "$(runs "$work/build2.log")" = "0" ] || fail "a build with nothing changed ran formc $(runs "$work/build2.log") times, expected 0"
echo "integration: a build with nothing changed ran formc 0 times in ${noop}s"

touch Sources/ConsumerForms/account/Login.form.yaml
start=$(now)
swift build -v > "$work/build3.log" 2>&1 || fail "rebuild after touch failed"
touched=$(elapsed "$start" "$(now)")
[ "$(runs "$work/build3.log")" = "1" ] || fail "touching one spec ran formc $(runs "$work/build3.log") times, expected 1"
grep -E '/formc-generate(-tool)? generate ' "$work/build3.log" | grep -q 'account/Login.form.yaml' || fail "the rerun was not the touched spec's"
echo "integration: touching one spec reran exactly its command in ${touched}s"

cp Sources/ConsumerForms/Login.form.yaml "$work/Login.form.yaml.orig"
printf '    - field: broken\n      title: Broken\n      input: emial\n' >> Sources/ConsumerForms/Login.form.yaml
if swift build > "$work/build4.log" 2>&1; then fail "a spec with an error did not fail the build"; fi
line=$(grep -n 'input: emial' Sources/ConsumerForms/Login.form.yaml | cut -d: -f1)
grep -q "Sources/ConsumerForms/Login.form.yaml:$line:14: error: 'input' must be one of" "$work/build4.log" \
  || { cat "$work/build4.log"; fail "the build error does not name Login.form.yaml:$line:14"; }
echo "integration: a spec error fails the build at Login.form.yaml:$line:14"
cp "$work/Login.form.yaml.orig" Sources/ConsumerForms/Login.form.yaml

# SwiftPM's own `swift test` process was once seen to die of a segmentation fault in
# libdispatch (2026-12-05, fresh-clone CI; 0 of 40 reruns). A run killed by a signal (status
# above 128) before any test result is retried once, saying so; a test failure is not retried.
status=0
swift test > "$work/test.log" 2>&1 || status=$?
if ((status > 128)) && ! grep -q "Test run with" "$work/test.log"; then
  echo "integration: swift test died of signal $((status - 128)) before running tests; retrying once"
  tail -5 "$work/test.log"
  status=0
  swift test > "$work/test.log" 2>&1 || status=$?
fi
((status == 0)) || { tail -40 "$work/test.log"; fail "consumer tests failed"; }
grep -E "Test run with .* passed" "$work/test.log" | tail -1

# Command plugins: lint-forms is read-only and passes; it fails on a broken spec.
swift package lint-forms > "$work/lint.log" 2>&1 || { cat "$work/lint.log"; fail "lint-forms failed on clean specs"; }
grep -q "checked 3 specs: no problems" "$work/lint.log" || fail "lint-forms did not lint the 3 specs"
cp Sources/ConsumerForms/Login.form.yaml "$work/Login.form.yaml.orig"
printf '    - field: broken\n      input: emial\n' >> Sources/ConsumerForms/Login.form.yaml
if swift package lint-forms > "$work/lint2.log" 2>&1; then fail "lint-forms passed a broken spec"; fi
grep -q "Login.form.yaml:[0-9]*:14: error:" "$work/lint2.log" || fail "lint-forms did not report the error"
cp "$work/Login.form.yaml.orig" Sources/ConsumerForms/Login.form.yaml
echo "integration: lint-forms passes clean specs and fails a broken one"

# generate-form-code writes the same files into the target (for teams that commit them).
swift package --allow-writing-to-package-directory generate-form-code --target ConsumerForms \
  > "$work/generate.log" 2>&1 || { cat "$work/generate.log"; fail "generate-form-code failed"; }
for file in LoginForm.swift account/LoginForm.swift account/AddressForm+Keyboard.swift; do
  [ -f "Sources/ConsumerForms/Generated/$file" ] || fail "generate-form-code did not write $file"
done
echo "integration: generate-form-code wrote the generated files into the target"
echo "integration: clean build ${clean}s, no-op build ${noop}s, one-spec rebuild ${touched}s"
