// After the suite: every log an app wrote during the tests is read line by line. No access-log line may carry a 5xx
// except in the logs of the tests listed below, which force one on purpose; no line may carry a SQL parameter.
// Writes a vitest-shaped report so the summary counts it as one test.
import fs from 'node:fs';
import path from 'node:path';

/** Log labels (the file name's start, see startApp) of apps whose tests answer a 5xx on purpose. */
const EXPECTED_5XX = new Map([
  // e2e/api/health-unavailable.postgres.test.ts stops the app's database: health answers 503.
  ['health', 'health-unavailable.postgres.test.ts: the database goes away, health answers 503'],
]);

const dir = process.argv[2] ?? '.test-output';
const logsDir = path.join(dir, 'logs');
const logs = fs.existsSync(logsDir) ? fs.readdirSync(logsDir).filter((f) => f.endsWith('.log')) : [];
const findings = [];
let lines = 0;
let requests = 0;

const labelOf = (file) => file.replace(/-\d+\.log$/, '');

for (const file of logs) {
  const label = labelOf(file);
  for (const line of fs.readFileSync(path.join(logsDir, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    lines++;
    let entry = null;
    try {
      entry = line.startsWith('{') ? JSON.parse(line) : null;
    } catch {
      /* not JSON: Next's own output */
    }
    if (entry?.msg === 'request') {
      requests++;
      if (entry.status >= 500 && !EXPECTED_5XX.has(label)) {
        findings.push(`${file}: ${entry.status} on ${entry.method} ${entry.path} (request ${entry.requestId})`);
      }
    }
    // drizzle's "params: …" line, or a params/parameters field with values, anywhere in the line.
    if (/\\nparams: (?!\[redacted\])|"(?:params|parameters)":\s*\[\s*[^\]\s]/.test(line)) {
      findings.push(`${file}: a SQL parameter in: ${line.slice(0, 160)}`);
    }
  }
}

const ok = findings.length === 0 && logs.length > 0 && requests > 0;
console.log(
  `log scan: ${lines} lines in ${logs.length} logs, ${requests} requests: ${findings.length} findings (5xx outside the listed tests, SQL parameters): ${ok ? 'clean' : 'FAILED'}`,
);
for (const [label, why] of EXPECTED_5XX) console.log(`  5xx expected in "${label}" logs — ${why}`);
for (const f of findings.slice(0, 30)) console.log(`  ${f}`);
if (!logs.length || !requests) console.log('  nothing to scan: the suite wrote no access logs');
fs.writeFileSync(
  path.join(dir, 'log-scan.json'),
  JSON.stringify({ numPassedTests: ok ? 1 : 0, numFailedTests: ok ? 0 : 1, numPendingTests: 0 }),
);
process.exit(ok ? 0 : 1);
