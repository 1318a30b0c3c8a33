// Tamper evidence on PostgreSQL (docs/audit.md#the-hash-chain): a superuser who switches the append-only trigger off
// (session_replication_role = replica) and edits a stored record is caught by `cli audit verify`, which names that
// record; pruning behind a checkpoint keeps the chain verifiable. Skipped when no PostgreSQL is reachable
// (TEST_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { auditRecords } from '~/db/schema';
import { createOrganization } from '../organizations/organizations';
import { scratchPostgres } from '../testing/scratch-postgres';
import { pruneAuditRecords } from './prune';
import { recordAudit } from './record';
import { OPERATOR_SCOPE, runInAuditScope } from './scope';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const { reachable, databaseUrl } = await scratchPostgres('audit');

let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
});

async function verifyWithCli(organizationId: string) {
  const { stdout } = await exec(
    'npx',
    ['tsx', 'scripts/cli.ts', 'audit', 'verify', '--org', organizationId, '--json'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        LOG_LEVEL: 'silent',
      },
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as {
    records: number;
    firstBrokenAt: { seq: number; id: string | null; reason: string } | null;
  };
}

describe.skipIf(!reachable)('audit chain on PostgreSQL', () => {
  it('a superuser’s edit is named by `audit verify`; pruning keeps the chain verifiable', async () => {
    handle = await openDatabase({ databaseUrl, pgliteDir: '', holder: 'test', maxConnections: 2 });
    await migrateDatabase(handle, databaseUrl);
    const db = handle.db;
    const org = await runInAuditScope(OPERATOR_SCOPE, () =>
      db.transaction((tx) => createOrganization(tx, { name: 'Tamper', slug: 'tamper' })),
    );
    for (let i = 0; i < 4; i++) {
      await runInAuditScope(OPERATOR_SCOPE, () =>
        db.transaction((tx) =>
          recordAudit(tx, {
            organizationId: org.id,
            action: 'organization.updated',
            target: { type: 'organization', id: org.id },
            changes: { name: [`v${i}`, `v${i + 1}`] },
          }),
        ),
      );
    }
    expect(await verifyWithCli(org.id)).toMatchObject({ records: 5, firstBrokenAt: null });

    // The trigger refuses the application's role and the superuser alike…
    const superuser = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await expect(superuser`update audit_records set action = 'x' where organization_id = ${org.id}`).rejects.toThrow(
      /append-only/,
    );
    // …until the superuser switches triggers off for the session.
    const [third] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, org.id), eq(auditRecords.seq, 3)));
    await superuser.begin(async (sql) => {
      await sql`set local session_replication_role = replica`;
      await sql`update audit_records set changes = ${sql.json({ name: ['v1', 'forged'] })} where id = ${third!.id}`;
    });
    await superuser.end();
    expect((await verifyWithCli(org.id)).firstBrokenAt).toEqual({ seq: 3, id: third!.id, reason: 'hash' });

    // Another organization's chain, pruned entirely (a week from now, with one day of retention): the checkpoint
    // and the prune's own record still verify.
    await runInAuditScope(OPERATOR_SCOPE, () =>
      db.transaction((tx) => createOrganization(tx, { name: 'Kept', slug: 'kept' })),
    );
    const result = await pruneAuditRecords(db, 1, new Date(Date.now() + 7 * 86_400_000));
    expect(result.refused).toEqual([org.id]); // the tampered chain is not pruned: the evidence stays
    // By slug as by id.
    expect(await verifyWithCli('kept')).toMatchObject({ records: 1, firstBrokenAt: null, checkpoint: { seq: 1 } });
    // Three CLI processes: 7 s alone, past the unit tests' 30 s on the suite's loaded two cores.
  }, 120_000);
});
