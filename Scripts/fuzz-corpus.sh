#!/usr/bin/env bash
# Writes the seed corpus of one fuzz target into a directory (created or emptied):
#   Scripts/fuzz-corpus.sh TARGET DIR
# Seeds come from the repository (Specs/, the test fixtures, Templates/) and, when present, from
# shared/conformance beside the repository or one of its ancestors (the YAML test suite's inputs, the Mustache spec's cases). Corpora are
# generated, never committed; Scripts/fuzz.sh calls this before every run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
target="${1:?usage: $0 TARGET DIR}"
dir="${2:?usage: $0 TARGET DIR}"
mkdir -p "$dir"
find "$dir" -mindepth 1 -delete

# Copies each file to DIR under a name made from its path, so seeds never collide.
seed() {
  local file name
  while IFS= read -r -d '' file; do
    name="${file#"$repo"/}"
    name="${name#../}"
    name="${name//\//_}"
    cp "$file" "$dir/$name"
  done
}

specs() {
  find "$repo/Specs" "$repo/Tests" "$repo/IntegrationTests" -type f \
    \( -name '*.form.yaml' -o -name '*.form.yml' -o -name 'formc.yml' \) -print0 | seed
}

# ../shared/conformance next to the repository, or next to any ancestor (a scratch copy).
# Inputs that once crashed or hung a target (Fuzz/Regressions/TARGET) always seed it again.
if [ -d "$repo/Fuzz/Regressions/$target" ]; then
  find "$repo/Fuzz/Regressions/$target" -type f -print0 | seed
fi

conformance=""
base="$repo"
while [ "$base" != "/" ]; do
  base="$(dirname "$base")"
  if [ -d "$base/shared/conformance" ]; then
    conformance="$base/shared/conformance"
    break
  fi
done
case "$target" in
  FuzzYAML)
    specs
    if [ -d "$conformance/yaml-test-suite" ]; then
      find "$conformance/yaml-test-suite" -name in.yaml -print0 | seed
    fi
    ;;
  FuzzFrontEnd | FuzzGenerate | FuzzSimulate)
    specs
    ;;
  FuzzMustache)
    # A template alone, then each official spec case as template NUL data NUL partials.
    find "$repo/Templates" -name '*.mustache' -print0 | seed
    # The default templates over each example spec's real template model (a debug build).
    (cd "$repo" && swift build --product FuzzMustache >/dev/null 2>&1 \
      && "$(swift build --show-bin-path)/FuzzMustache" --write-seeds "$dir" \
        "$repo"/Specs/*.form.y*ml) || echo "fuzz-corpus: no model seeds (debug build failed)" >&2
    if [ -d "$conformance/mustache-spec" ]; then
      python3 - "$conformance/mustache-spec" "$dir" <<'PYTHON'
import json, os, sys
source, out = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(source)):
    if not name.endswith(".json"):
        continue
    for index, case in enumerate(json.load(open(os.path.join(source, name)))["tests"]):
        data = case["data"]
        if isinstance(data, dict) and "lambda" in data:
            data = dict(data, **{"lambda": "\u03bb%s"})  # the harness's lambda convention
        parts = [case["template"], json.dumps(data, ensure_ascii=False)]
        parts += [f"{k}\n{v}" for k, v in sorted((case.get("partials") or {}).items())]
        path = os.path.join(out, f"mustache-spec_{name[:-5]}_{index:03}")
        with open(path, "wb") as file:
            file.write("\0".join(parts).encode("utf-8"))
PYTHON
    fi
    ;;
  *)
    echo "unknown fuzz target '$target'" >&2
    exit 64
    ;;
esac
echo "fuzz-corpus: $(find "$dir" -type f | wc -l | tr -d ' ') seeds for $target in $dir"
