// The operator CLI against the running app's database: one JSON object per command, clear one-line errors,
// and PGlite's single-process rule enforced while the server holds the directory.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseEnv, ROOT } from '../fixtures/app-server';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const exec = promisify(execFile);

async function runCli(args: string[]) {
  try {
    const { stdout, stderr } = await exec('npx', ['tsx', 'scripts/cli.ts', ...args], {
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

    it('user create never touches an existing identity, and never adds anyone to a sandbox (SPEC §14)', async () => {
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
