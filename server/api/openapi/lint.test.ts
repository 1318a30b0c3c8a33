// The document is checked as integrators' tools check it: Redocly's recommended ruleset and Spectral's
// spectral:oas (redocly.yaml, .spectral.yaml at the top of the repository), 0 errors and 0 warnings each.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
let dir: string;
let file: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-openapi-'));
  file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a linter that exits non-zero on findings; its JSON report is on stdout either way. */
async function report(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    const stdout = (err as { stdout?: string }).stdout;
    if (!stdout) throw err;
    return stdout;
  }
}

describe('the OpenAPI document passes the linters', () => {
  it('Redocly (recommended): 0 errors, 0 warnings', async () => {
    const out = JSON.parse(
      await report(bin('redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json']),
    );
    const problems = (out.problems as { ruleId: string; message: string; location: { pointer: string }[] }[]).map(
      (p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
    );
    expect(problems).toEqual([]);
    expect(out.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('Spectral (spectral:oas): 0 errors, 0 warnings', async () => {
    const output = path.join(dir, 'spectral.json'); // its stdout appends a summary line to the JSON
    await report(bin('spectral'), [
      'lint',
      file,
      '--ruleset',
      path.join(root, '.spectral.yaml'),
      '-f',
      'json',
      '-o',
      output,
      '--fail-severity',
      'hint',
    ]);
    const out = JSON.parse(fs.readFileSync(output, 'utf8'));
    const problems = (out as { code: string; message: string; path: string[] }[]).map(
      (p) => `${p.code}: ${p.message} at ${p.path.join('.')}`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
