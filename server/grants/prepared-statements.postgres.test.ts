// Named statements stay few on PostgreSQL (issue 19, from a review): the default lists are prepared once per
// connection, and a caller who varies filters — twenty shapes here — makes the connection prepare nothing more.
// postgres.js keeps every named statement until its connection closes, so one per shape would grow without bound.
// Skipped when no PostgreSQL is reachable (TEST_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { queryRows } from '../db-rows';
import { listPursuits } from '../pipeline/pursuits';
import { createOrganization } from '../organizations/organizations';
import { OPERATOR_SCOPE, runInAuditScope } from '../audit/scope';
import { scratchPostgres } from '../testing/scratch-postgres';
import { listGrants, type ListGrantsQuery } from './queries';

const { reachable, databaseUrl } = await scratchPostgres('prepared');

let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
});

describe.skipIf(!reachable)('prepared statements on PostgreSQL', () => {
  it('the default lists are prepared once; filtered lists, whatever their shape, are not', async () => {
    // One connection: the statements it prepared are the ones pg_prepared_statements shows.
    handle = await openDatabase({ databaseUrl, pgliteDir: '', holder: 'test', maxConnections: 1 });
    await migrateDatabase(handle, databaseUrl);
    const db = handle.db;
    const org = await runInAuditScope(OPERATOR_SCOPE, () => db.transaction((tx) => createOrganization(tx, { name: 'Prepared', slug: 'prepared' })));
    const prepared = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_prepared_statements`))[0]!.n;

    const base: ListGrantsQuery = { organizationId: org.id, limit: 20, offset: 0 };
    for (const offset of [0, 20, 40]) await listGrants(db, { ...base, offset });
    await listPursuits(db, org.id, { limit: 20, offset: 0 });
    const afterDefaults = await prepared();
    expect(afterDefaults).toBeGreaterThan(0); // the default lists are named statements
    // The list's context, its page (offset 0 and not), the data version, the pursuits page, and postgres.js's own
    // (its type lookup, transactions' savepoint and commit).
    expect(afterDefaults).toBeLessThanOrEqual(10);

    const shapes: Partial<ListGrantsQuery>[] = [
      { q: 'literacy' }, { q: 'water', agency: 'EPA' }, { agency: 'HHS' }, { closesAfter: '2026-01-01' },
      { closesBefore: '2027-01-01' }, { closesAfter: '2026-01-01', closesBefore: '2027-01-01' }, { status: ['posted'] },
      { status: ['closed'] }, { status: ['posted', 'closed', 'archived'] }, { dismissed: 'include' }, { dismissed: 'only' },
      { recurring: true }, { recurring: false }, { missionId: randomUUID() }, { missionId: randomUUID(), minScore: 40 },
      { sort: 'postedDate', q: 'health' }, { sort: 'awardCeiling', agency: 'NSF' }, { q: 'arts', offset: 20 },
      { status: ['forecasted'], recurring: true }, { q: 'youth', dismissed: 'include', closesAfter: '2026-06-01' },
    ];
    for (const shape of shapes) await listGrants(db, { ...base, ...shape });
    await listPursuits(db, org.id, { limit: 20, offset: 0, status: ['won'] });
    await listPursuits(db, org.id, { limit: 20, offset: 0, stage: ['drafting', 'submitted'] });
    expect(await prepared()).toBe(afterDefaults);
  });
});
