// Named statements stay few on PostgreSQL (docs/architecture.md, "Data versions"; from a review): the default lists are
// prepared once per connection, and a caller who varies filters — twenty shapes here — makes the connection prepare
// nothing more. postgres.js keeps every named statement until its connection closes, so one per shape would grow
// without bound. And a kept statement is planned once: PostgreSQL keeps its generic plan instead of planning it per
// request. Skipped when no PostgreSQL is reachable (TEST_PG_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { queryRows } from '../db-rows';
import { writeSyntheticCatalog } from '../discovery/synthetic-catalog';
import { recomputeMissionMatches } from '../matching/recompute';
import { listPursuits } from '../pipeline/pursuits';
import { insertMission } from '../testing/fixtures';
import { createOrganization } from '../organizations/organizations';
import { OPERATOR_SCOPE, runInAuditScope } from '../audit/scope';
import { scratchPostgres } from '../testing/scratch-postgres';
import { listGrants, type ListGrantsQuery } from './queries';

const { reachable, databaseUrl } = await scratchPostgres('prepared');

let handle: DatabaseHandle | undefined;
let own: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
  await own?.close();
});

describe.skipIf(!reachable)('prepared statements on PostgreSQL', () => {
  it('the default lists are prepared once; filtered lists, whatever their shape, are not', async () => {
    // One connection: the statements it prepared are the ones pg_prepared_statements shows.
    handle = await openDatabase({ databaseUrl, pgliteDir: '', holder: 'test', maxConnections: 1 });
    await migrateDatabase(handle, databaseUrl);
    const db = handle.db;
    const org = await runInAuditScope(OPERATOR_SCOPE, () =>
      db.transaction((tx) => createOrganization(tx, { name: 'Prepared', slug: 'prepared' })),
    );
    const prepared = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_prepared_statements`))[0]!.n;

    const base: ListGrantsQuery = { organizationId: org.id, limit: 20, offset: 0 };
    for (const offset of [0, 20, 40]) await listGrants(db, { ...base, offset });
    await listPursuits(db, org.id, { limit: 20, offset: 0 });
    const afterDefaults = await prepared();
    expect(afterDefaults).toBeGreaterThan(0); // the default lists are named statements
    // The list's context, its first page (later pages are not kept), the data version, the pursuits page, and
    // postgres.js's own (its type lookup, transactions' savepoint and commit).
    expect(afterDefaults).toBeLessThanOrEqual(10);

    const shapes: Partial<ListGrantsQuery>[] = [
      { q: 'literacy' },
      { q: 'water', agency: 'EPA' },
      { agency: 'HHS' },
      { closesAfter: '2026-01-01' },
      { closesBefore: '2027-01-01' },
      { closesAfter: '2026-01-01', closesBefore: '2027-01-01' },
      { status: ['posted'] },
      { status: ['closed'] },
      { status: ['posted', 'closed', 'archived'] },
      { dismissed: 'include' },
      { dismissed: 'only' },
      { recurring: true },
      { recurring: false },
      { missionId: randomUUID() },
      { missionId: randomUUID(), minScore: 40 },
      { sort: 'postedDate', q: 'health' },
      { sort: 'awardCeiling', agency: 'NSF' },
      { q: 'arts', offset: 20 },
      { status: ['forecasted'], recurring: true },
      { q: 'youth', dismissed: 'include', closesAfter: '2026-06-01' },
    ];
    for (const shape of shapes) await listGrants(db, { ...base, ...shape });
    await listPursuits(db, org.id, { limit: 20, offset: 0, status: ['won'] });
    await listPursuits(db, org.id, { limit: 20, offset: 0, stage: ['drafting', 'submitted'] });
    expect(await prepared()).toBe(afterDefaults);
  });

  it('the first page of the default lists, with and without missions, keeps one plan per connection', async () => {
    // A connection of its own: pg_prepared_statements shows this test's statements only.
    own = await openDatabase({ databaseUrl, pgliteDir: '', holder: 'test', maxConnections: 1 });
    const db = own.db;
    await writeSyntheticCatalog(db, { count: 3000, seed: 19, today: '2026-06-01' });
    const [plain, matched] = await runInAuditScope(OPERATOR_SCOPE, () =>
      db.transaction(async (tx) => [
        await createOrganization(tx, { name: 'Plain', slug: 'plain' }),
        await createOrganization(tx, { name: 'Matched', slug: 'matched' }),
      ]),
    );
    for (const keywords of [['health'], ['education', 'youth'], ['water', 'environment']]) {
      await recomputeMissionMatches(db, await insertMission(db, matched!.id, { name: keywords.join(' '), keywords }));
    }
    await db.execute(sql`analyze`);

    for (let i = 0; i < 10; i++) {
      for (const org of [plain!, matched!]) await listGrants(db, { organizationId: org.id, limit: 20, offset: 0 });
    }
    const pages = await queryRows<{ statement: string; generic: number; custom: number }>(
      db,
      sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '% limit %' and statement like '%"title"%'`,
    );
    // The catalog's page and the matched list's walk; each planned anew for at most its first five runs.
    expect(pages.map((p) => p.statement.slice(0, 60))).toHaveLength(2);
    for (const page of pages) {
      expect(page.custom, page.statement.slice(0, 80)).toBeLessThanOrEqual(5);
      expect(page.generic, page.statement.slice(0, 80)).toBeGreaterThanOrEqual(5);
    }
  });
});
