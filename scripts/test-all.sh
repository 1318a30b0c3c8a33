#!/usr/bin/env bash
# The whole test suite (`npm test`): formatting, types, lint, unit tests, a production build, the REST integration
# suite (in full on PostgreSQL, and on PGlite for what can differ there), and the browser tests in Chromium.
# Independent steps run side by side on the machine's two cores (docs/testing.md says which, and why); each step's
# output is printed whole once it ends. Ends with every step's wall time and one "N passed, M failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The quick start installs only what the app needs (npm ci --omit=dev); the tests need the whole toolchain.
if [ ! -e node_modules/.bin/vitest ] || [ ! -e node_modules/.bin/playwright ]; then
  echo "The test toolchain is not installed (npm run quickstart installs only what the app needs): run npm ci first." >&2
  exit 1
fi
OUT=.test-output
rm -rf "$OUT" && mkdir -p "$OUT/steps"
TIMES="$OUT/steps/times.tsv"
: > "$TIMES"
started=$(date +%s)
# TEST_DATABASES picks the integration passes (default both; e.g. TEST_DATABASES=pglite on a machine without PostgreSQL).
want() { [[ " ${TEST_DATABASES:-postgres pglite} " == *" $1 "* ]]; }

# step NAME CMD...: runs CMD, its output in $OUT/steps/NAME.log; its wall time, exit code and CPU time in $TIMES.
# The CPU time is bash's `time` of CMD: user + system seconds of CMD and of every process it waited for (test
# workers, the app servers the tests start), not PostgreSQL's, whose backends are the database server's children.
step() {
  local name=$1 t0 rc=0 cpu
  shift
  t0=$(date +%s)
  { TIMEFORMAT='%U %S'; time "$@" > "$OUT/steps/$name.log" 2>&1; } 2> "$OUT/steps/$name.cpu" || rc=$?
  cpu=$(awk '{ printf "%.0f", $1 + $2 }' "$OUT/steps/$name.cpu" 2>/dev/null)
  printf '%s\t%s\t%s\t%s\n' "$name" "$(($(date +%s) - t0))" "$rc" "${cpu:-?}" >> "$TIMES"
  printf '  %s %s (%ss)\n' "$([ $rc = 0 ] && echo done || echo FAILED)" "$name" "$(($(date +%s) - t0))"
  return $rc
}

echo "Static checks and the production build, side by side"
step format npx prettier --check . &
step typecheck npx tsc --noEmit &
step lint npx eslint --max-warnings 0 . &
step build npx next build &
wait

unit() { step unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$OUT/unit.json"; }
# integration DB [GROUP]: one pass, or one group of it (vitest.config.ts SLOW_GROUP).
integration() {
  local name="integration-$1${2:+-$2}"
  TEST_DB=$1 TEST_GROUP=${2:-} step "$name" npx vitest run --project integration --reporter=default --reporter=json \
    --outputFile.json="$OUT/$name.json"
}
if [ -f .next/BUILD_ID ]; then
  # The integration suite spends much of its time waiting (rate-limit windows, retries, processes killed and
  # restarted): the PostgreSQL pass runs as two groups, the files that mostly wait apart from the rest, beside the
  # browser tests and the unit tests. The PGlite pass follows the group that ends first (the slow one: its files
  # wait rather than compute), so that it does not run alone at the end.
  echo "Tests: the PostgreSQL pass (two groups, the PGlite pass after the second), the browser tests, the unit tests"
  if want postgres; then
    integration postgres main &
  fi
  {
    if want postgres; then integration postgres slow; fi
    if want pglite; then integration pglite; fi
  } &
  step playwright npx playwright test &
  unit &
  wait
else
  echo "No production build (.next/BUILD_ID): the integration and browser tests cannot run." >&2
  unit
fi

step secret-scan node scripts/scan-secrets.mjs "$OUT"
step log-scan node scripts/scan-logs.mjs "$OUT"

for name in format typecheck lint build unit integration-postgres-main integration-postgres-slow integration-pglite \
  playwright secret-scan log-scan; do
  [ -f "$OUT/steps/$name.log" ] || continue
  printf '\n\033[1m== %s\033[0m\n' "$name"
  cat "$OUT/steps/$name.log"
done

printf '\n\033[1m== Summary\033[0m\n'
status=0
printf '  %-26s %6s %9s\n' 'step' 'wall' 'CPU'
while IFS=$'\t' read -r name seconds rc cpu; do
  printf '  %-26s %5ss %8ss%s\n' "$name" "$seconds" "$cpu" "$([ "$rc" = 0 ] || echo "  (exit $rc)")"
  [ "$rc" = 0 ] || status=1
done < "$TIMES"
printf '  %-26s %5ss\n' 'whole suite (wall)' "$(($(date +%s) - started))"
node scripts/test-summary.mjs "$OUT" || status=1
exit $status
