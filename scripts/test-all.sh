#!/usr/bin/env bash
# The whole test suite (`npm test`): types, lint, unit tests, a production build, the REST integration suite on
# PGlite and on PostgreSQL, and the browser tests in Chromium. Ends with one "N passed, M failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
OUT=.test-output
rm -rf "$OUT" && mkdir -p "$OUT"
status=0
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Type check"
npx tsc --noEmit || status=1

step "Format (Prettier)"
npx prettier --check . || status=1

step "Lint (type imports, import cycles, the layers' one-way order)"
npx eslint --max-warnings 0 . || status=1

step "Unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$OUT/unit.json" || status=1

step "Production build"
npx next build > "$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; status=1; }

if [ -f .next/BUILD_ID ]; then
  for db in ${TEST_DATABASES:-pglite postgres}; do
    step "Integration tests (REST over HTTP) on $db"
    TEST_DB=$db npx vitest run --project integration --reporter=default --reporter=json \
      --outputFile.json="$OUT/integration-$db.json" || status=1
  done

  step "Browser tests (Playwright, Chromium)"
  npx playwright test || status=1
else
  echo "No production build (.next/BUILD_ID): the integration and browser tests cannot run." >&2
  status=1
fi

step "Secret scan of every log the suite wrote"
node scripts/scan-secrets.mjs "$OUT" || status=1

step "Log scan: no 5xx but the listed ones, no SQL parameter"
node scripts/scan-logs.mjs "$OUT" || status=1

step "Summary"
node scripts/test-summary.mjs "$OUT" || status=1
exit $status
