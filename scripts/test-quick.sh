#!/usr/bin/env bash
# `npm run test:quick [-- BASE]`: the checks worth running after every edit, in well under two minutes. Types and
# lint over the whole project, the formatter over the changed files, and the unit tests related to what changed
# since BASE (default HEAD: uncommitted and untracked changes). `npm test` runs everything (docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/.."
# The quick start installs only what the app needs (npm ci --omit=dev); the tests need the whole toolchain.
if [ ! -e node_modules/.bin/vitest ] || [ ! -e node_modules/.bin/playwright ]; then
  echo "The test toolchain is not installed (npm run quickstart installs only what the app needs): run npm ci first." >&2
  exit 1
fi
base=${1:-HEAD}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

mapfile -t changed < <({ git diff --name-only --diff-filter=d "$base"; git ls-files --others --exclude-standard; } | sort -u)
echo "changed since $base: ${#changed[@]} file(s)"

status=0
npx tsc --noEmit > "$out/types" 2>&1 & types=$!
npx eslint --max-warnings 0 . > "$out/lint" 2>&1 & lint=$!
if [ ${#changed[@]} -gt 0 ]; then
  npx prettier --check --ignore-unknown "${changed[@]}" > "$out/format" 2>&1 || status=1
  # vitest follows the import graph from the changed files to the tests that reach them.
  npx vitest run --project unit --changed "$base" --passWithNoTests --maxWorkers=2 || status=1
fi
wait $types || { cat "$out/types"; status=1; }
wait $lint || { cat "$out/lint"; status=1; }
[ -f "$out/format" ] && grep -q '\[warn\]' "$out/format" && cat "$out/format"
[ $status = 0 ] && echo "quick checks passed" || echo "quick checks FAILED"
exit $status
