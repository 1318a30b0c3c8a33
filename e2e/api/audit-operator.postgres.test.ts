// The CLI's changes in the audit trail (docs/audit.md#actors): an operator's organization, plan and key, read back over
// REST. PostgreSQL pass only: the PGlite app holds its database to itself, so no CLI can write beside it.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { cli, recordSecrets, type TestDatabase } from '../fixtures/app-server';
import { api, fixtures } from '../fixtures/fixtures';

interface AuditRecord {
  actor: { kind: string; id: string | null; label: string | null };
  requestId: string | null;
  action: string;
  target: { type: string; id: string | null };
  changes: Record<string, [unknown, unknown]>;
}

it('records what the CLI changes as the operator’s doing: an organization, its plan, a key', async () => {
  const f = fixtures();
  const db: TestDatabase = { kind: 'postgres', url: f.databaseUrl, env: f.dbEnv, drop: async () => {} };
  const slug = `audited-${randomBytes(4).toString('hex')}`;
  const org = await cli<{ id: string }>(db, [
    'org',
    'create',
    '--name',
    'Audited by the operator',
    '--slug',
    slug,
    '--plan',
    'enterprise',
  ]);
  await cli(db, ['org', 'update', '--org', slug, '--plan', 'basic', '--time-zone', 'Europe/Paris']);
  const { key } = await cli<{ key: string }>(db, [
    'api-key',
    'create',
    '--org',
    slug,
    '--name',
    'auditor',
    '--permissions',
    'VIEW_AUDIT_LOG',
  ]);
  recordSecrets('audit-log', [key]);
  const res = await api<{ data: AuditRecord[] }>('/audit-log?actorKind=operator&limit=10', { key });
  expect(res.status).toBe(200);
  const operator = { kind: 'operator', id: null, label: null };
  expect(res.body.data.map((r) => [r.action, r.actor, r.requestId])).toEqual([
    ['api_key.created', operator, null],
    ['organization.updated', operator, null],
    ['organization.created', operator, null],
  ]);
  expect(res.body.data[1]).toMatchObject({
    target: { type: 'organization', id: org.id },
    changes: { plan: ['enterprise', 'basic'], timeZone: ['America/New_York', 'Europe/Paris'] },
  });
});
