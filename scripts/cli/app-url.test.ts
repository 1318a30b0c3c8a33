// In production, the CLI commands that email links (`notifications run`, `worker`) refuse to run without APP_URL:
// one line on stderr, exit 1, before any work (the database is never opened). Commands that send no email, and
// those commands when no email goes out (no SMTP_URL), run as before. The real CLI, as a child process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-cli-app-url-'));
const PGLITE_DIR = path.join(dataDir, 'pglite');
// Never contacted: a refused command stops before any email, and the others only write to the outbox.
const SMTP_URL = 'smtp://127.0.0.1:9';

/** The CLI in production on a throwaway PGlite database, with only `env` set. */
const cli = (args: string[], env: Record<string, string>) =>
  runCli(args, { NODE_ENV: 'production', PGLITE_DIR, LOG_LEVEL: 'silent', ...env }, 120_000);

const refusal = (command: string) =>
  `error: APP_URL must be set in production: \`${command}\` sends emails whose links are built from it`;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the CLI in production without APP_URL', () => {
  it('notifications run: refused in one line on stderr, exit 1, no database opened', async () => {
    const run = await cli(['notifications', 'run'], { SMTP_URL });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([refusal('notifications run')]);
    expect(run.stdout).toBe('');
    expect(fs.existsSync(PGLITE_DIR)).toBe(false);
  });

  it('worker: refused the same way; with --json the one JSON object says why', async () => {
    const run = await cli(['worker', '--json'], { SMTP_URL });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([refusal('worker')]);
    expect(JSON.parse(run.stdout)).toEqual({ error: refusal('worker').replace(/^error: /, ''), code: 'ERROR' });
    expect(fs.existsSync(PGLITE_DIR)).toBe(false);
  });

  it('a command that sends no email runs; notifications run does with APP_URL, or with email off', async () => {
    const created = await cli(['org', 'create', '--name', 'No Links Needed', '--json'], { SMTP_URL });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ slug: 'no-links-needed' });

    const empty = { digests: 0, reminders: 0, queued: 0, failed: 0 };
    const withAppUrl = await cli(['notifications', 'run', '--json'], {
      SMTP_URL,
      APP_URL: 'https://grants.example.org',
    });
    // stderr says what became of the emails; stdout is the one JSON object.
    expect(withAppUrl.stderr).toBe(
      '0 emails queued: a worker sends them (the app with WORKER_MODE=inline, or npm run cli -- worker)\n',
    );
    expect(withAppUrl.code).toBe(0);
    expect(JSON.parse(withAppUrl.stdout)).toMatchObject(empty);

    const emailOff = await cli(['notifications', 'run', '--json'], {});
    expect(emailOff.stderr).toBe('SMTP_URL is not set: the notifications are in the bell only, no email was queued\n');
    expect(emailOff.code).toBe(0);
    expect(JSON.parse(emailOff.stdout)).toMatchObject(empty);
  }, 120_000);
});
