// Every reader of grants applies the rules of rules.ts alike: the grants list, a saved search (reopened as a list, and
// subscribed in the digest), the digest's discoveries and the summary report. Another organization's private grant
// is in none of them, a closed or archived grant is "open" in none of them, and a grant's match is its best active
// one in each. rules.test.ts pins the rules themselves.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantDiscoveries, grantMatches, grants, organizations, savedSearchSubscriptions } from '~/db/schema';
import { todayUtc } from '../dates';
import { createMission } from '../missions/missions';
import { digestItems } from '../notifications/digest';
import { createOrganization } from '../organizations/organizations';
import { reportSummary } from '../reports/summary';
import { addDays, grantInput, insertMission, missionFields } from '../testing/fixtures';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { listGrants, type ListGrantsQuery } from './queries';
import { createSavedSearch } from './saved-searches';
import { upsertGrants } from './upsert';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const today = todayUtc();
const SINCE = new Date('2000-01-01T00:00:00Z');
const TITLE = 'Watershed restoration grants';

async function sourceIdsOf(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ sourceId: grants.sourceId }).from(grants).where(inArray(grants.id, ids));
  return rows.map((r) => r.sourceId).sort();
}

/**
 * What each reader shows one organization: the default list, its saved search reopened as a list, the digest of a
 * person subscribed to it (with a discovery row for every grant, as if each had been found), and the report's count.
 */
async function readers(organizationId: string, userId: string | null) {
  const list = await listGrants(db, { organizationId, limit: 100, offset: 0 });
  const search = await createSavedSearch(
    db,
    { organizationId, userId },
    { name: 'watershed', filters: { q: 'watershed' } },
  );
  const reopened = await listGrants(db, { ...search.filters, organizationId, limit: 100, offset: 0 });
  let digest: string[] | null = null;
  if (userId) {
    await db
      .insert(savedSearchSubscriptions)
      .values({ savedSearchId: search.id, userId, organizationId, createdAt: SINCE });
    const all = await db.select({ id: grants.id }).from(grants);
    await db
      .insert(grantDiscoveries)
      .values(all.map((g) => ({ organizationId, grantId: g.id })))
      .onConflictDoNothing();
    digest = await sourceIdsOf((await digestItems(db, organizationId, userId, SINCE, today)).map((i) => i.grantId));
  }
  const report = await reportSummary(db, organizationId, {});
  return {
    list: await sourceIdsOf(list.data.map((g) => g.id)),
    savedSearch: await sourceIdsOf(reopened.data.map((g) => g.id)),
    digest,
    reportMatched: report.grants.matched,
  };
}

describe('the rules, as every reader applies them', () => {
  it('shows the catalog and the organization’s own open grants: never another’s private grant, never a closed one', async () => {
    const live = await createOrganization(db, { name: 'Rules Org', slug: 'rules-org' });
    const other = await createOrganization(db, { name: 'Other Org', slug: 'other-org' });
    const person = await createUser(db, { email: 'reader@rules.example', organizationId: live.id, role: 'viewer' });
    const grant = (sourceId: string, over: Parameters<typeof grantInput>[0] = {}) =>
      grantInput({ sourceId, title: TITLE, ...over });
    await upsertGrants(db, [
      grant('catalog'),
      grant('closes-today', { closeDate: today }),
      grant('closed', { closeDate: addDays(today, -1) }),
      grant('archived', { archiveDate: addDays(today, -1) }),
      grant('own', { source: 'private', ownerOrganizationId: live.id }),
      grant('sandbox-own', { source: 'private', ownerOrganizationId: live.sandboxId }),
      grant('others', { source: 'private', ownerOrganizationId: other.id }),
    ]);
    const watershed = missionFields({ name: 'Watershed', keywords: ['watershed restoration'] });
    for (const organizationId of [live.id, live.sandboxId, other.id])
      await createMission(db, organizationId, watershed);

    const open = ['catalog', 'closes-today'];
    // The live organization: its own private grant, not its sandbox's nor the other organization's.
    expect(await readers(live.id, person.id)).toEqual({
      list: [...open, 'own'].sort(),
      savedSearch: [...open, 'own'].sort(),
      digest: [...open, 'own'].sort(),
      reportMatched: 3,
    });
    // Its sandbox (an API key's shared search; a sandbox has no members, so no digest): its own, not the live one's.
    expect(await readers(live.sandboxId, null)).toEqual({
      list: [...open, 'sandbox-own'].sort(),
      savedSearch: [...open, 'sandbox-own'].sort(),
      digest: null,
      reportMatched: 3,
    });
    // An organization without missions (the catalog list): the catalog's open grants only.
    expect(await readers(other.sandboxId, null)).toEqual({
      list: open,
      savedSearch: open,
      digest: null,
      reportMatched: 0,
    });
    // The closed grants are there for whoever asks for them by status, and only theirs.
    const closed = await listGrants(db, {
      organizationId: live.id,
      limit: 100,
      offset: 0,
      status: ['closed', 'archived'],
    });
    expect(await sourceIdsOf(closed.data.map((g) => g.id))).toEqual(['archived', 'closed']);
  });

  it('gives each grant its best match: the highest score among active missions, ties to the smaller mission id', async () => {
    const org = await createOrganization(db, { name: 'Best Org', slug: 'best-org' });
    const person = await createUser(db, { email: 'best@rules.example', organizationId: org.id, role: 'viewer' });
    const missionIds = [
      await insertMission(db, org.id, { name: 'One', keywords: ['one'] }),
      await insertMission(db, org.id, { name: 'Two', keywords: ['two'] }),
    ].sort();
    const [low, high] = missionIds as [string, string];
    const inactive = await insertMission(db, org.id, { name: 'Off', keywords: ['off'], active: false });
    await upsertGrants(
      db,
      ['clear', 'tie', 'inactive-only'].map((sourceId) => grantInput({ sourceId, title: TITLE })),
    );
    const stored = await db.select({ id: grants.id, sourceId: grants.sourceId }).from(grants);
    const idOf = new Map(stored.map((g) => [g.sourceId, g.id]));
    const sourceOf = new Map(stored.map((g) => [g.id, g.sourceId]));
    const match = (sourceId: string, missionId: string, score: number) => ({
      organizationId: org.id,
      missionId,
      grantId: idOf.get(sourceId)!,
      score,
      reasons: [],
      grantOpenUntil: '2099-12-31',
    });
    await db.insert(grantMatches).values([
      match('clear', low, 72),
      match('clear', high, 81),
      match('clear', inactive, 99), // an inactive mission's match never counts
      match('tie', high, 76),
      match('tie', low, 76),
      match('inactive-only', inactive, 95),
    ]);
    const expected = {
      clear: { missionId: high, score: 81 },
      tie: { missionId: low, score: 76 },
    };

    // The list, best first (the walk down the score index) and sorted otherwise (each grant's best picked first).
    for (const sort of [undefined, 'closeDate'] as ListGrantsQuery['sort'][]) {
      const { data } = await listGrants(db, { organizationId: org.id, limit: 100, offset: 0, sort });
      const shown = data.map((g) => [sourceOf.get(g.id), { missionId: g.match?.missionId, score: g.match?.score }]);
      expect(Object.fromEntries(shown), String(sort)).toEqual(expected);
    }
    // The digest: the best match's score, none for a grant only an inactive mission matched.
    await db
      .insert(grantDiscoveries)
      .values([...idOf.values()].map((grantId) => ({ organizationId: org.id, grantId })));
    const items = await digestItems(db, org.id, person.id, SINCE, today);
    const scores = Object.fromEntries(items.map((i) => [sourceOf.get(i.grantId), i.score]));
    expect(scores).toEqual({ clear: 81, tie: 76, 'inactive-only': null });
    // The report: grants whose best match reaches the threshold (80: the inactive 99 and 95 do not count).
    await db.update(organizations).set({ highMatchThreshold: 80 }).where(eq(organizations.id, org.id));
    expect((await reportSummary(db, org.id, {})).grants).toEqual({ matched: 2, highMatch: 1 });
  });
});
