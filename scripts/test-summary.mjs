// Adds up the JSON reports of every test run into one closing line: "N passed, M failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-output';
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
// The name of every failed test and the first lines of why, so that the last lines of a CI log say what to look at
// (the step logs above hold the whole message, but a long log's middle may be all a reader sees cut).
const failures = [];
const ANSI = /\u001b\[[0-9;]*m/g;
const why = (messages) =>
  (messages ?? [])
    .join('\n')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .map((line) => `\n      ${line.slice(0, 240)}`)
    .join('');
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        const errors = (test.results ?? []).flatMap((r) => (r.error?.message ? [r.error.message] : []));
        failures.push(`${spec.file ?? file}: ${spec.title}${why(errors.slice(-1))}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
}
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  let p = 0,
    f = 0,
    s = 0;
  if ('numPassedTests' in report) {
    // vitest
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numFailedTestSuites && !f) f = report.numFailedTestSuites;
    for (const result of report.testResults ?? []) {
      const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed)
        failures.push(`${path.relative(process.cwd(), result.name)}: ${a.fullName}${why(a.failureMessages)}`);
      if (result.status === 'failed' && failed.length === 0) {
        failures.push(
          `${path.relative(process.cwd(), result.name)}: ${(result.message ?? 'failed').split('\n')[0].slice(0, 300)}`,
        );
      }
    }
  } else if (report.stats) {
    // playwright
    p = report.stats.expected;
    f = report.stats.unexpected + (report.errors?.length ?? 0);
    s = report.stats.skipped;
    p += report.stats.flaky ?? 0;
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
    for (const error of report.errors ?? [])
      failures.push(`playwright: ${(error.message ?? '').split('\n')[0].slice(0, 300)}`);
  }
  rows.push(
    `${path.basename(file, '.json').padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed ${s ? `${s} skipped` : ''}`,
  );
  passed += p;
  failed += f;
  skipped += s;
}
console.log(rows.join('\n'));
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
