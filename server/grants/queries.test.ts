// The discovery list: each grant once with its best active-mission match, whichever way the query is planned.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantMatches, grants } from '~/db/schema';
import { addDays, grantInput, insertMission } from '../testing/fixtures';
import { recomputeGrantMatches } from '../matching/recompute';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { listGrants, type ListGrantsQuery } from './queries';
import { todayUtc } from '../dates';
import { deriveGrantStatus, type GrantStatus } from './status';
import { upsertGrants } from './upsert';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const today = todayUtc();

interface Fixture {
  organizationId: string;
  missionIds: string[];
  inactiveMissionId: string;
}

/**
 * 30 grants (some closed, archived, forecasted, closing soon, private to this or another organization) and matches
 * written directly with chosen scores: ties between missions, a grant matched by three missions, matches of an
 * inactive mission.
 */
async function fixture(): Promise<Fixture> {
  const org = await createOrganization(db, { name: 'List Org' });
  const other = await createOrganization(db, { name: 'Other Org' });
  const missionIds = [
    await insertMission(db, org.id, { name: 'Alpha', keywords: ['alpha'] }),
    await insertMission(db, org.id, { name: 'Beta', keywords: ['beta'] }),
    await insertMission(db, org.id, { name: 'Gamma', keywords: ['gamma'] }),
  ];
  const inactiveMissionId = await insertMission(db, org.id, { name: 'Dormant', keywords: ['delta'], active: false });
  const inputs = Array.from({ length: 30 }, (_, i) =>
    grantInput({
      sourceId: `LIST-${i}`,
      title: `Grant ${i}`,
      agency: i % 2 ? 'Department of Odd Numbers' : 'Department of Even Numbers',
      isForecast: i % 5 === 0,
      closeDate: i % 7 === 0 ? null : i % 6 === 0 ? addDays(today, -3) : addDays(today, 10 + (i % 4) * 30),
      archiveDate: i === 9 ? addDays(today, -1) : null,
      ownerOrganizationId: i === 13 ? other.id : i === 14 ? org.id : null,
      awardCeiling: 1000 * ((i * 7) % 11),
    }),
  );
  await upsertGrants(db, inputs);
  const rows = await db.select({ id: grants.id, sourceId: grants.sourceId }).from(grants);
  const idOf = new Map(rows.map((r) => [r.sourceId, r.id]));
  const matches: { missionId: string; grantId: string; score: number }[] = [];
  for (let i = 0; i < 30; i++) {
    if (i === 13 || i % 10 === 3) continue; // another organization's private grant; a few grants never matched
    const grantId = idOf.get(`LIST-${i}`)!;
    matches.push({ missionId: missionIds[i % 3]!, grantId, score: 45 + ((i * 13) % 50) });
    if (i % 4 === 0) matches.push({ missionId: missionIds[(i + 1) % 3]!, grantId, score: 45 + ((i * 13) % 50) }); // a tie
    if (i % 5 === 1) matches.push({ missionId: missionIds[(i + 2) % 3]!, grantId, score: 50 + ((i * 17) % 45) });
    if (i % 3 === 2) matches.push({ missionId: inactiveMissionId, grantId, score: 99 });
  }
  await db.insert(grantMatches).values(matches.map((m) => ({ ...m, organizationId: org.id, reasons: [] })));
  await db.execute(
    sql`update grant_matches gm set grant_open_until = least(g.close_date, g.archive_date) from grants g where g.id = gm.grant_id`,
  );
  return { organizationId: org.id, missionIds, inactiveMissionId };
}

/** What the list must return, computed from all rows in memory. */
async function expected(f: Fixture, q: Omit<ListGrantsQuery, 'organizationId'>) {
  const allGrants = await db.select().from(grants);
  const allMatches = await db.select().from(grantMatches).where(eq(grantMatches.organizationId, f.organizationId));
  const statuses: GrantStatus[] = q.status ?? ['posted', 'forecasted'];
  const names = ['Alpha', 'Beta', 'Gamma'];
  const rows = allGrants
    .filter((g) => g.ownerOrganizationId === null || g.ownerOrganizationId === f.organizationId)
    .filter((g) => statuses.includes(deriveGrantStatus(g, today)))
    .filter((g) => !q.agency || g.agency?.includes(q.agency))
    .map((g) => {
      const best = allMatches
        .filter((m) => m.grantId === g.id && f.missionIds.includes(m.missionId))
        .filter((m) => (!q.missionId || m.missionId === q.missionId) && m.score >= (q.minScore ?? 0))
        .sort((a, b) => b.score - a.score || (a.missionId < b.missionId ? -1 : 1))[0];
      return { g, best };
    })
    .filter((r) => r.best);
  const closeKey = (d: string | null) => d ?? '9999-12-31';
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => {
    const byKey =
      q.sort === 'closeDate'
        ? cmp(closeKey(a.g.closeDate), closeKey(b.g.closeDate))
        : b.best!.score - a.best!.score || cmp(closeKey(a.g.closeDate), closeKey(b.g.closeDate));
    return byKey || cmp(a.g.id, b.g.id);
  });
  return {
    total: rows.length,
    data: rows.slice(q.offset, q.offset + q.limit).map(({ g, best }) => ({
      id: g.id,
      match: {
        score: best!.score,
        missionId: best!.missionId,
        missionName: names[f.missionIds.indexOf(best!.missionId)],
      },
    })),
  };
}

async function actual(f: Fixture, q: Omit<ListGrantsQuery, 'organizationId'>) {
  const { data, total } = await listGrants(db, { organizationId: f.organizationId, ...q });
  return { total, data: data.map((g) => ({ id: g.id, match: g.match })) };
}

describe('listGrants with missions', () => {
  it('lists each grant once with its best active-mission match (ties: the smaller mission id), best first', async () => {
    const f = await fixture();
    const queries: Omit<ListGrantsQuery, 'organizationId'>[] = [
      { limit: 20, offset: 0 },
      { limit: 5, offset: 0 },
      { limit: 5, offset: 5 },
      { limit: 5, offset: 15 },
      { limit: 20, offset: 0, minScore: 70 },
      { limit: 20, offset: 0, missionId: f.missionIds[1] },
      { limit: 20, offset: 0, sort: 'closeDate' },
      { limit: 20, offset: 0, status: ['posted'] },
      { limit: 20, offset: 0, status: ['posted', 'posted'] }, // a repeated status is still only posted
      { limit: 20, offset: 0, status: ['closed', 'archived'] },
      { limit: 20, offset: 0, status: ['posted', 'forecasted', 'closed'] },
      { limit: 20, offset: 0, agency: 'Odd' },
    ];
    for (const q of queries) expect(await actual(f, q), JSON.stringify(q)).toEqual(await expected(f, q));
    // The fixture has what the test is about: ties, and grants that only the inactive mission beats.
    const page = await actual(f, { limit: 100, offset: 0 });
    expect(page.total).toBeGreaterThan(15);
    expect(page.data.some((g) => g.match?.missionId === f.inactiveMissionId)).toBe(false);
  });

  it('stops counting a matched grant as open once an update closes it, and lists it as closed', async () => {
    const org = await createOrganization(db, { name: 'Closing Org' });
    await insertMission(db, org.id, { name: 'Literacy', keywords: ['literacy', 'reading'] });
    const open = grantInput({
      title: 'Literacy and reading grants',
      description: 'Literacy and reading for children. Reading.',
    });
    const [id] = (await upsertGrants(db, [open])).changedIds;
    await db.transaction((tx) => recomputeGrantMatches(tx, [id!]));
    const before = await listGrants(db, { organizationId: org.id, limit: 20, offset: 0 });
    expect(before.total).toBe(1);
    expect(before.data[0]?.match?.score).toBeGreaterThanOrEqual(45);

    // A later version closes it: its match is kept (closed grants are not rescored) with the grant's new dates.
    const closed = { ...open, sourceVersion: 2, closeDate: addDays(today, -1) };
    await db.execute(sql`update grants set created_at = now() - interval '1 day' where id = ${id}::uuid`);
    await db.transaction(async (tx) => recomputeGrantMatches(tx, (await upsertGrants(tx, [closed])).changedIds));
    const [match] = await db.select().from(grantMatches).where(eq(grantMatches.grantId, id!));
    expect(match?.grantOpenUntil).toBe(addDays(today, -1));
    expect(await listGrants(db, { organizationId: org.id, limit: 20, offset: 0 })).toEqual({ data: [], total: 0 });
    const listedClosed = await listGrants(db, { organizationId: org.id, limit: 20, offset: 0, status: ['closed'] });
    expect(listedClosed.total).toBe(1);
    expect(listedClosed.data[0]).toMatchObject({ id, status: 'closed', match: { score: match!.score } });
  });
});

describe('listGrants text arrays', () => {
  // The summary reads categories, funding instruments and applicant types as JSON (dto.ts grantSummaryColumns).
  const awkward = {
    categories: ['Arts, Culture & "Heritage"', 'back\\slash', '{braces}', 'NULL', '', '  spaced  ', 'Éducation — 教育'],
    fundingInstruments: ['Cooperative Agreement', 'Grant'],
    eligibleApplicantTypes: [],
  };

  it('lists every element as written, in order, on the plain and the matched lists, as stored', async () => {
    const org = await createOrganization(db, { name: 'Arrays Org' });
    const input = grantInput({
      title: 'Heritage literacy grants',
      description: 'Heritage literacy. Literacy.',
      ...awkward,
    });
    const [id] = (await upsertGrants(db, [input])).changedIds;
    const plain = await listGrants(db, { organizationId: org.id, limit: 20, offset: 0 });
    expect(plain.data.find((g) => g.id === id)).toMatchObject(awkward);

    await insertMission(db, org.id, { name: 'Literacy', keywords: ['literacy', 'heritage'] });
    await db.transaction((tx) => recomputeGrantMatches(tx, [id!]));
    for (const sort of ['score', 'postedDate'] as const) {
      const matched = await listGrants(db, { organizationId: org.id, limit: 20, offset: 0, sort });
      expect(matched.data).toHaveLength(1);
      expect(matched.data[0]).toMatchObject({
        id,
        ...awkward,
        match: expect.objectContaining({ missionName: 'Literacy' }),
      });
    }
    const [stored] = await db.select().from(grants).where(eq(grants.id, id!));
    expect(stored).toMatchObject(awkward);
  });
});
