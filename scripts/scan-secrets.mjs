// After the suite: no credential issued during the tests (API keys, portal tokens, ID tokens, passwords) may
// appear in any log the app wrote. Writes a vitest-shaped report so the summary counts it as one test.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-output';
const secretsDir = path.join(dir, 'secrets');
const logsDir = path.join(dir, 'logs');
const secrets = fs.existsSync(secretsDir)
  ? fs.readdirSync(secretsDir).flatMap((f) => JSON.parse(fs.readFileSync(path.join(secretsDir, f), 'utf8')))
  : [];
const logs = fs.existsSync(logsDir) ? fs.readdirSync(logsDir).map((f) => path.join(logsDir, f)) : [];
const leaks = [];
let lines = 0;
for (const file of logs) {
  const text = fs.readFileSync(file, 'utf8');
  lines += text.split('\n').length;
  for (const secret of secrets) {
    if (secret.length >= 12 && text.includes(secret))
      leaks.push(`${path.basename(file)} contains a ${secret.slice(0, 6)}… credential`);
  }
  // Shapes, whatever their origin: no API key, portal token, SCIM token or JWT may be logged at all.
  for (const m of text.matchAll(
    /gms_(?:live|test)_[0-9A-Za-z]{20,}|portal_[0-9A-Za-z]{20,}|scim_[0-9A-Za-z]{20,}|eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/g,
  )) {
    leaks.push(`${path.basename(file)} contains a credential-shaped string ${m[0].slice(0, 12)}…`);
  }
}
const ok = leaks.length === 0 && secrets.length > 0 && logs.length > 0;
console.log(
  `secret scan: ${secrets.length} issued credentials × ${logs.length} logs (${lines} lines): ${ok ? 'clean' : 'FAILED'}`,
);
for (const l of [...new Set(leaks)].slice(0, 20)) console.log(`  ${l}`);
if (!secrets.length || !logs.length) console.log('  nothing to scan: the suite did not record its credentials or logs');
fs.writeFileSync(
  path.join(dir, 'secret-scan.json'),
  JSON.stringify({ numPassedTests: ok ? 1 : 0, numFailedTests: ok ? 0 : 1, numPendingTests: 0 }),
);
process.exit(ok ? 0 : 1);
