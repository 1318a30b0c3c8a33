// The three shared rules (rules.ts), each pinned against its plain statement: the SQL forms (on the grants table and
// on a raw alias), the in-memory form and the status form agree on a grid of cases, in a real database.
// rules-callers.test.ts checks that every reader applies them alike.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantMatches, grants, missions } from '~/db/schema';
import { queryRows } from '../db-rows';
import { createOrganization } from '../organizations/organizations';
import { insertMission } from '../testing/fixtures';
import { freshDbForEachTest } from '../testing/test-db';
import {
  bestMatchPerGrant,
  closeKeyFrom,
  grantColumnsOf,
  hasPassed,
  isOpenOn,
  isVisibleTo,
  notPassedOn,
  openOn,
  openUntil,
  throughActiveMission,
  unbeatenMatch,
  visibleTo,
  visibleToAmongFetched,
} from './rules';
import { deriveGrantStatus, OPEN_GRANT_STATUSES } from './status';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const TODAY = '2026-11-21';
const DATES = [null, '2026-11-20', '2026-11-21', '2026-11-22'];

const sorted = (ids: string[]) => [...ids].sort();

describe('which grants an organization may see', () => {
  it('the catalog and its own private grants, never another organization’s (a sandbox is an organization apart)', async () => {
    const live = await createOrganization(db, { name: 'Live', slug: 'live' });
    const other = await createOrganization(db, { name: 'Other', slug: 'other' });
    const owners = [null, live.id, live.sandboxId, other.id, other.sandboxId];
    await db.insert(grants).values(
      owners.map((ownerOrganizationId, i) => ({
        source: 'synthetic' as const,
        sourceId: `v${i}`,
        title: 't',
        ownerOrganizationId,
      })),
    );
    const all = await db.select({ id: grants.id, ownerOrganizationId: grants.ownerOrganizationId }).from(grants);
    for (const organizationId of [live.id, live.sandboxId, other.id]) {
      const expected = sorted(all.filter((g) => isVisibleTo(g, organizationId)).map((g) => g.id));
      expect(expected).toHaveLength(2); // the catalog's grant and its own
      const onTable = await db.select({ id: grants.id }).from(grants).where(visibleTo(organizationId));
      expect(sorted(onTable.map((g) => g.id))).toEqual(expected);
      const onAlias = await queryRows<{ id: string }>(
        db,
        sql`select g.id::text as id from grants g where ${visibleTo(organizationId, grantColumnsOf('g'))}`,
      );
      expect(sorted(onAlias.map((g) => g.id))).toEqual(expected);
      const fetched = await queryRows<{ id: string }>(
        db,
        sql`select g.id::text as id from grants g
            where ${visibleToAmongFetched(sql`${organizationId}::uuid`, grantColumnsOf('g'))}`,
      );
      expect(sorted(fetched.map((g) => g.id))).toEqual(expected);
      // With the organization as a column, as matching joins it.
      const byColumn = await queryRows<{ id: string }>(
        db,
        sql`select g.id::text as id from grants g cross join (select ${organizationId}::uuid as organization_id) m
            where ${visibleTo(sql`m.organization_id`, grantColumnsOf('g'))}`,
      );
      expect(sorted(byColumn.map((g) => g.id))).toEqual(expected);
    }
  });
});

describe('what an open grant is', () => {
  it('neither date has passed (a date passes the day after it): every form agrees on a grid of dates', async () => {
    const rows = [];
    let i = 0;
    for (const closeDate of DATES)
      for (const archiveDate of DATES)
        for (const isForecast of [false, true])
          rows.push({
            source: 'synthetic' as const,
            sourceId: `o${i++}`,
            title: 't',
            closeDate,
            archiveDate,
            isForecast,
          });
    await db.insert(grants).values(rows);

    const expected = sorted(rows.filter((r) => isOpenOn(r, TODAY)).map((r) => r.sourceId));
    // The statement itself: a missing date never passes, a date passes the day after it.
    expect(expected).toEqual(
      sorted(
        rows.filter((r) => [r.closeDate, r.archiveDate].every((d) => d === null || d >= TODAY)).map((r) => r.sourceId),
      ),
    );
    // The statuses: open exactly when posted or forecasted.
    for (const r of rows)
      expect(isOpenOn(r, TODAY), r.sourceId).toBe(
        (OPEN_GRANT_STATUSES as readonly string[]).includes(deriveGrantStatus(r, TODAY)),
      );

    const where = async (condition: ReturnType<typeof openOn>) =>
      sorted((await db.select({ sourceId: grants.sourceId }).from(grants).where(condition)).map((r) => r.sourceId));
    expect(await where(openOn(TODAY))).toEqual(expected);
    // Read off a match row's copy of the last open day (grant_matches.grant_open_until).
    expect(await where(notPassedOn(openUntil(), TODAY))).toEqual(expected);
    // On an alias, with the day as an expression (matching's `params.today`).
    const onAlias = await queryRows<{ source_id: string }>(
      db,
      sql`select g.source_id from grants g cross join (select ${TODAY}::date as today) params
          where ${openOn(sql`params.today`, grantColumnsOf('g'))}`,
    );
    expect(sorted(onAlias.map((r) => r.source_id))).toEqual(expected);
    // The index range the lists add is implied by the rule: it never drops an open grant.
    expect(await where(and(openOn(TODAY), closeKeyFrom(TODAY))!)).toEqual(expected);
    // Wrapped, the rule negates as a whole.
    expect(await where(sql`not (${openOn(TODAY)})`)).toEqual(
      sorted(rows.map((r) => r.sourceId).filter((id) => !expected.includes(id))),
    );
  });

  it('hasPassed: a date passes the day after it, a missing date never', () => {
    expect(hasPassed(null, TODAY)).toBe(false);
    expect(hasPassed('2026-11-21', TODAY)).toBe(false);
    expect(hasPassed('2026-11-20', TODAY)).toBe(true);
  });
});

describe("a grant's best match", () => {
  it('the highest score among active missions, ties to the smaller mission id; both SQL forms agree', async () => {
    const org = await createOrganization(db, { name: 'Best', slug: 'best' });
    const other = await createOrganization(db, { name: 'Else', slug: 'else' });
    const active = [
      await insertMission(db, org.id, { name: 'A' }),
      await insertMission(db, org.id, { name: 'B' }),
      await insertMission(db, org.id, { name: 'C' }),
    ];
    const inactive = await insertMission(db, org.id, { name: 'Off', active: false });
    const elsewhere = await insertMission(db, other.id, { name: 'Elsewhere' });
    await db
      .insert(grants)
      .values(Array.from({ length: 12 }, (_, i) => ({ source: 'synthetic' as const, sourceId: `b${i}`, title: 't' })));
    const grantIds = (await db.select({ id: grants.id }).from(grants)).map((g) => g.id);
    const rows: { organizationId: string; missionId: string; grantId: string; score: number }[] = [];
    grantIds.forEach((grantId, i) => {
      // Ties on every third grant, a higher inactive match on every second, another organization's on every fourth.
      active.forEach((missionId, k) => {
        if ((i + k) % 4 !== 3)
          rows.push({ organizationId: org.id, missionId, grantId, score: i % 3 ? 40 + ((i * 7 + k * 11) % 50) : 60 });
      });
      if (i % 2 === 0) rows.push({ organizationId: org.id, missionId: inactive, grantId, score: 99 });
      if (i % 4 === 0) rows.push({ organizationId: other.id, missionId: elsewhere, grantId, score: 100 });
    });
    await db.insert(grantMatches).values(rows.map((r) => ({ ...r, reasons: [] })));

    // The statement: among the organization's matches of active missions, the highest score, then the smaller id.
    const expected = new Map<string, { missionId: string; score: number }>();
    for (const r of rows) {
      if (r.organizationId !== org.id || !active.includes(r.missionId)) continue;
      const held = expected.get(r.grantId);
      if (!held || r.score > held.score || (r.score === held.score && r.missionId < held.missionId))
        expected.set(r.grantId, { missionId: r.missionId, score: r.score });
    }
    const asMap = (found: { grantId: string; missionId: string; score: number }[]) =>
      new Map(found.map(({ grantId, ...m }) => [grantId, m]));

    const picked = await bestMatchPerGrant(
      db,
      { grantId: grantMatches.grantId, missionId: grantMatches.missionId, score: grantMatches.score },
      eq(grantMatches.organizationId, org.id),
    );
    expect(asMap(picked)).toEqual(expected);
    const unbeaten = await db
      .select({ grantId: grantMatches.grantId, missionId: grantMatches.missionId, score: grantMatches.score })
      .from(grantMatches)
      .innerJoin(missions, throughActiveMission())
      .where(and(eq(grantMatches.organizationId, org.id), unbeatenMatch()));
    expect(unbeaten).toHaveLength(expected.size); // one per grant
    expect(asMap(unbeaten)).toEqual(expected);
    expect([...expected.values()].some((m) => m.score === 60)).toBe(true); // the ties were there to break
  });
});
