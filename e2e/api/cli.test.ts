// The operator CLI against the running app's database: one JSON object per command, clear one-line errors,
// and PGlite's single-process rule enforced while the server holds the directory.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { baseEnv, recordSecrets, ROOT } from '../fixtures/app-server';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

// Each command is a fresh Node process loading the app's modules: 3–5 s alone, 20 s beside the other suites on two
// cores (over 40 s at a load of 20), and a test runs up to a dozen of them.
vi.setConfig({ testTimeout: 600_000 });

const exec = promisify(execFile);

async function runCli(args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      cwd: ROOT,
      env: baseEnv(fixtures().dbEnv),
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('cli', () => {
  it('reports bad input as one line with a non-zero exit', async () => {
    const res = await runCli(['org', 'create', '--json']);
    expect(res.code).not.toBe(0);
    expect(JSON.parse(res.stdout.trim()).error).toMatch(/--name/);
  });
});

// The suite runs once per database kind; each kind registers its own case, so nothing is ever skipped.
if (fixtures().dbKind === 'pglite') {
  describe('cli on the embedded database', () => {
    it('refuses clearly while the server holds the directory', async () => {
      const res = await runCli(['api-key', 'list', '--org', 'alpha', '--json']);
      expect(res.code).not.toBe(0);
      const out = JSON.parse(res.stdout.trim());
      expect(out.error).toMatch(/in use by the server \(pid \d+\).*DATABASE_URL/);
      expect(res.stderr).toMatch(/^error: The embedded database .* is in use by the server/m);
    });
  });
} else {
  describe('cli on PostgreSQL', () => {
    it('issues a key the running app accepts at once, and revokes it', async () => {
      const created = await runCli(['api-key', 'create', '--org', 'gamma', '--name', 'cli test', '--json']);
      expect(created.code).toBe(0);
      const lines = created.stdout.trim().split('\n');
      expect(lines).toHaveLength(1); // exactly one JSON object on stdout
      const { id, key } = JSON.parse(lines[0]!);
      expect(key).toMatch(/^gms_live_[0-9A-Za-z]{49}$/);
      expect((await api('/grants?limit=1', { key })).status).toBe(200);
      const revoked = await runCli(['api-key', 'revoke', '--id', id, '--json']);
      expect(JSON.parse(revoked.stdout)).toMatchObject({ id, revokedAt: expect.any(String) });
    });

    it('--preset gives the key the preset’s permissions; an unknown preset, or one with --permissions, is refused', async () => {
      const created = await runCli([
        'api-key',
        'create',
        '--org',
        'gamma',
        '--name',
        'crm',
        '--preset',
        'crm-sync',
        '--json',
      ]);
      expect(created.code, created.stderr).toBe(0);
      const { id, key } = JSON.parse(created.stdout.trim());
      const pursuit = await api('/pursuits', { method: 'POST', key, body: { title: 'From the CLI preset' } });
      expect(pursuit.status).toBe(201);
      expect((await api('/webhooks', { key })).status).toBe(403);
      await runCli(['api-key', 'revoke', '--id', id, '--json']);
      const unknown = await runCli([
        'api-key',
        'create',
        '--org',
        'gamma',
        '--name',
        'x',
        '--preset',
        'root',
        '--json',
      ]);
      expect(unknown.code).not.toBe(0);
      expect(JSON.parse(unknown.stdout.trim()).error).toMatch(
        /Unknown preset root \(one of read-only, crm-sync, full-access\)/,
      );
      const both = await runCli([
        'api-key',
        'create',
        '--org',
        'gamma',
        '--name',
        'x',
        '--preset',
        'read-only',
        '--permissions',
        'VIEW_GRANTS',
        '--json',
      ]);
      expect(both.code).not.toBe(0);
    });

    it('refuses the pre-2016 Grants.gov extract format with one line and a non-zero exit, importing nothing', async () => {
      const before = await api<{ pagination: { total: number } }>(
        '/grants?limit=1&status=posted,forecasted,closed,archived',
        { key: fixtures().catalog.key },
      );
      const res = await runCli([
        'grants',
        'import',
        'e2e/fixtures/grants-gov/grants-gov-legacy-format-34.xml',
        '--json',
      ]);
      expect(res.code).toBe(1);
      const lines = res.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: expect.stringMatching(/^This is the pre-2016 Grants\.gov extract format/),
      });
      expect(res.stderr).not.toMatch(/unknown record element/);
      const after = await api<{ pagination: { total: number } }>(
        '/grants?limit=1&status=posted,forecasted,closed,archived',
        { key: fixtures().catalog.key },
      );
      expect(after.body.pagination.total).toBe(before.body.pagination.total);
    });

    it("matches recompute rescores an organization's missions without changing what its list shows; an unknown one is refused", async () => {
      const key = fixtures().orgA.readKey;
      const before = await api<{ pagination: { total: number }; data: { id: string }[] }>('/grants?limit=100', { key });
      const res = await runCli(['matches', 'recompute', '--org', 'alpha', '--json']);
      expect(res.code).toBe(0);
      expect(JSON.parse(res.stdout.trim())).toEqual({
        missions: expect.any(Number),
        matches: expect.any(Number),
        seconds: expect.any(Number),
      });
      const after = await api<{ pagination: { total: number }; data: { id: string }[] }>('/grants?limit=100', { key });
      expect(after.body.pagination.total).toBe(before.body.pagination.total);
      expect(after.body.data.map((g) => g.id)).toEqual(before.body.data.map((g) => g.id));
      const unknown = await runCli(['matches', 'recompute', '--org', 'no-such-org', '--json']);
      expect(unknown.code).not.toBe(0);
      expect(JSON.parse(unknown.stdout.trim()).error).toMatch(/not found/);
    });

    it("makes what the suite's fixtures are made of, each command once: organizations, users, keys, portal tokens, a synthetic catalog", async () => {
      const json = async <T>(args: string[]) => {
        const res = await runCli([...args, '--json']);
        expect(res.code, res.stderr).toBe(0);
        const lines = res.stdout.trim().split('\n');
        expect(lines).toHaveLength(1);
        return JSON.parse(lines[0]!) as T;
      };
      const slug = `cli-made-${Date.now().toString(36)}`;
      const org = await json<{ id: string; slug: string; sandboxId: string }>([
        'org',
        'create',
        '--name',
        'CLI Made Trust',
        '--slug',
        slug,
        '--plan',
        'basic',
      ]);
      expect(org).toEqual({ id: expect.any(String), slug, sandboxId: expect.any(String) });
      await json(['org', 'update', '--org', slug, '--plan', 'enterprise', '--time-zone', 'Europe/Paris']);

      const password = `pw-${Date.now().toString(36)}-cli-made`;
      const email = `${slug}@cli.example.org`;
      const user = await json<{ id: string }>([
        'user',
        'create',
        '--email',
        email,
        '--password',
        password,
        '--org',
        slug,
        '--role',
        'admin',
      ]);
      expect(user.id).toEqual(expect.any(String));
      await signIn(email, password); // the password it set signs in

      const key = await json<{ id: string; key: string }>([
        'api-key',
        'create',
        '--org',
        slug,
        '--name',
        'made',
        '--permissions',
        'VIEW_GRANTS,MANAGE_MISSIONS',
        '--expires-in-days',
        '2',
        '--allowed-ips',
        '127.0.0.1/32,::1/128,10.0.0.0/8',
      ]);
      const summary = await api('/reports/summary', { key: key.key });
      expect(summary.status).toBe(403); // its permissions are the ones asked for, no more
      const grants = await api<{ data: unknown[] }>('/grants?limit=1', { key: key.key });
      expect(grants.status).toBe(200);
      expect(grants.headers.get('x-ratelimit-limit')).toBe(String(fixtures().planLimits.enterprise)); // the plan set by org update
      const test = await json<{ key: string }>(['api-key', 'create', '--org', slug, '--name', 'sandbox', '--test']);
      expect(test.key).toMatch(/^gms_test_/);
      const listed = await json<{ data: { id: string; name: string; expiresAt: string | null }[] }>([
        'api-key',
        'list',
        '--org',
        slug,
      ]);
      expect(listed.data.find((k) => k.id === key.id)?.expiresAt).toEqual(expect.any(String));

      const portal = await json<{ id: string; token: string }>([
        'portal-token',
        'create',
        '--org',
        slug,
        '--name',
        'board',
        '--expires-in-days',
        '30',
      ]);
      expect((await api('/reports/summary', { headers: { Authorization: `Bearer ${portal.token}` } })).status).toBe(
        200,
      );
      // Revoked for the running app within its credential cache's 10 s (docs/authentication.md); here, the record.
      expect(await json(['portal-token', 'revoke', '--id', portal.id])).toEqual({
        id: portal.id,
        revokedAt: expect.any(String),
      });
      recordSecrets('cli', [password, key.key, test.key, portal.token]);

      const catalog = '/grants?limit=1&status=posted,forecasted,closed,archived';
      const before = await api<{ pagination: { total: number } }>(catalog, { key: fixtures().catalog.key });
      expect(await json(['grants', 'generate', '--count', '3', '--seed', '4242'])).toEqual({
        inserted: 3,
        seconds: expect.any(Number),
      });
      const after = await api<{ pagination: { total: number } }>(catalog, { key: fixtures().catalog.key });
      expect(after.body.pagination.total).toBe(before.body.pagination.total + 3);
      expect(await json(['migrate'])).toEqual({ migrated: true, database: 'postgres' });
    });

    it('user create never touches an existing identity, and never adds anyone to a sandbox (docs/members.md)', async () => {
      const { owner } = fixtures().users;
      const existing = await runCli([
        'user',
        'create',
        '--email',
        owner.email.toUpperCase(),
        '--password',
        'an-operator-chosen-pw-1',
        '--org',
        'gamma',
        '--role',
        'viewer',
        '--json',
      ]);
      expect(existing.code).not.toBe(0);
      expect(JSON.parse(existing.stdout.trim()).error).toMatch(/already exists/);
      const sandbox = await runCli([
        'user',
        'create',
        '--email',
        'box@example.org',
        '--password',
        'an-operator-chosen-pw-1',
        '--org',
        fixtures().catalog.sandboxId,
        '--role',
        'viewer',
        '--json',
      ]);
      expect(sandbox.code).not.toBe(0);
      expect(JSON.parse(sandbox.stdout.trim()).error).toMatch(/sandbox/i);
      await expect(signIn(owner.email, 'an-operator-chosen-pw-1')).rejects.toThrow(/sign-in failed/);
    });
  });
}
