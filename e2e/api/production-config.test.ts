// Production refuses to run half-configured (docs/operations.md, the production checklist): a start without the
// secrets every instance must share exits before its banner, naming each missing variable; the CLI never invents
// an encryption key for a shared PostgreSQL database; the demo is not seeded there unasked. The banner of a start
// that succeeds says where email goes without the SMTP password, and warns of a development setting left on.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseEnv, createTestDatabase, recordSecrets, ROOT, startApp } from '../fixtures/app-server';
import { fixtures } from '../fixtures/fixtures';

const exec = promisify(execFile);
const PG_URL = 'postgres://postgres@127.0.0.1:5432/gms_never_created';

function serve(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/serve.ts'], { cwd: ROOT, env: baseEnv({ PORT: '1', ...env }) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('production configuration is checked at start', () => {
  const secrets = { AUTH_SECRET: 'a'.repeat(40), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

  it.each(['AUTH_SECRET', 'ENCRYPTION_KEY'] as const)(
    'without %s: exits non-zero naming it, no banner',
    async (missing) => {
      const env: Record<string, string> = { NODE_ENV: 'production', DATABASE_URL: PG_URL, ...secrets };
      delete env[missing];
      const res = await serve(env);
      expect(res.code).not.toBe(0);
      expect(res.stderr).toContain(`${missing}: must be set in production with DATABASE_URL`);
      expect(res.stderr).not.toContain(missing === 'AUTH_SECRET' ? 'ENCRYPTION_KEY:' : 'AUTH_SECRET:');
      expect(res.stdout).not.toMatch(/is up at/);
    },
  );

  it('both missing: one line for each', async () => {
    const res = await serve({ NODE_ENV: 'production', DATABASE_URL: PG_URL });
    expect(res.code).not.toBe(0);
    expect(res.stderr.match(/must be set in production with DATABASE_URL/g)).toHaveLength(2);
  });
});

describe('the CLI with DATABASE_URL', () => {
  it('never generates an encryption key of its own', async () => {
    if (fixtures().dbKind !== 'postgres') return; // the PGlite app holds its database; the rule is about PostgreSQL
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-cli-'));
    const env = { ...fixtures().dbEnv, ENCRYPTION_KEY: '', PGLITE_DIR: path.join(dataDir, 'pglite') };
    const res = await exec(
      'npx',
      [
        'tsx',
        'scripts/cli.ts',
        'webhook',
        'create',
        '--org',
        'gamma',
        '--url',
        'https://93.184.216.34/hooks',
        '--json',
      ],
      {
        cwd: ROOT,
        env: baseEnv(env),
      },
    ).catch((err: { code: number; stdout: string }) => err);
    expect((res as { code?: number }).code).not.toBe(0);
    expect(JSON.parse(String(res.stdout).trim()).error).toMatch(/ENCRYPTION_KEY must be set with DATABASE_URL/);
    expect(fs.readdirSync(dataDir)).toEqual([]); // no key file written
  });
});

describe('the start banner', () => {
  it('names the SMTP server but never its password, and warns of private webhook addresses in production', async () => {
    const db = await createTestDatabase('postgres', 'banner');
    const password = `smtp-${randomBytes(12).toString('base64url')}`;
    recordSecrets('production-config-banner', [password]);
    const app = await startApp(db, {
      label: 'banner',
      env: {
        SMTP_URL: `smtp://grants%40example.org:${password}@127.0.0.1:2525`,
        EMAIL_FROM: 'Grants <grants@example.org>',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    });
    try {
      const output = fs.readFileSync(app.logFile, 'utf8');
      expect(output).toContain(`Grant Management Service is up at http://127.0.0.1:${app.port} (production)`);
      expect(output).toContain(
        '\n  Email:    smtp://127.0.0.1:2525, from Grants <grants@example.org> (sent by this process)\n',
      );
      expect(output).toMatch(
        /\n {2}Warning: {2}WEBHOOK_ALLOW_PRIVATE_NETWORKS is on in production: .*SSRF guard is off/,
      );
      expect(output).not.toContain(password);
      expect(output).not.toContain('grants%40example.org');
    } finally {
      await app.stop();
      await db.drop();
    }
  });
});
