// Telling grant versions through a real catalog sync (docs/catalog.md#telling-the-organizations-concerned): a set of
// records synced, then a modified set synced twice — exactly one grant.updated per concerned organization and version,
// the bell for the pursuit's owner on a moved close date only, one history line for a posted forecast, nothing for an
// unconcerned organization, a private grant told to its owner only, and nothing at all for the identical re-sync.
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { events, grantMatches, grants, grantVersions, notifications, organizations, pursuitHistory } from '~/db/schema';
import type { GrantInput } from '../grants/types';
import { updatePreferences } from '../notifications/preferences';
import { createOrganization } from '../organizations/organizations';
import { createPursuit } from '../pipeline/pursuits';
import { grantIdOf, grantInput, insertMission } from '../testing/fixtures';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { runCatalogSync } from './sync';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

/** Syncs exactly these records, as the REST API source would yield them. */
async function sync(records: GrantInput[]) {
  const run = await runCatalogSync(db, {
    source: 'api',
    sources: {
      api: async function* () {
        for (const grant of records) yield { ok: true as const, grant };
      },
    },
  });
  expect(run.status).toBe('succeeded');
  return run;
}

const updatedEvents = (organizationId: string) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.type, 'grant.updated')))
    .orderBy(asc(events.createdAt), asc(events.id));

/** The (grant, version) pairs an organization was told, sorted. */
async function toldOf(organizationId: string): Promise<string[]> {
  return (await updatedEvents(organizationId))
    .map((e) => {
      const data = e.data as { grant: { id: string }; version: number };
      return `${data.grant.id}@${data.version}`;
    })
    .sort();
}

async function setUp() {
  const a = await createOrganization(db, { name: 'Alpha Literacy' });
  const b = await createOrganization(db, { name: 'Beta Broadband' });
  const c = await createOrganization(db, { name: 'Gamma Zoology' });
  const [aSandbox] = await db.select().from(organizations).where(eq(organizations.liveOrganizationId, a.id));
  const owner = await createUser(db, { email: 'owner@alpha.example', organizationId: a.id, role: 'manager' });
  const colleague = await createUser(db, { email: 'colleague@alpha.example', organizationId: a.id, role: 'owner' });
  await insertMission(db, a.id, { name: 'Museums', keywords: ['museum'] });
  await insertMission(db, b.id, { name: 'Broadband and museums', keywords: ['broadband', 'museum'] });
  await insertMission(db, c.id, { name: 'Zoology', keywords: ['zoology'] });

  const records = {
    moved: grantInput({ sourceId: 'MOVED', title: 'Literacy Fund', closeDate: '2099-06-30' }),
    raised: grantInput({ sourceId: 'RAISED', title: 'Rural Broadband Program', awardCeiling: 100_000 }),
    forecast: grantInput({ sourceId: 'FORECAST', title: 'Reading Rooms', isForecast: true, closeDate: null }),
    private: grantInput({
      sourceId: 'PRIVATE',
      title: 'Museum Fund of the Alpha Foundation',
      ownerOrganizationId: a.id,
      awardCeiling: 5_000,
    }),
    untouched: grantInput({ sourceId: 'UNTOUCHED', title: 'Zoology Field Work' }),
  };
  await sync(Object.values(records));
  const ids = {
    moved: await grantIdOf(db, 'MOVED'),
    raised: await grantIdOf(db, 'RAISED'),
    forecast: await grantIdOf(db, 'FORECAST'),
    private: await grantIdOf(db, 'PRIVATE'),
  };
  const by = { organizationId: a.id, actor: `user:${colleague.id}` };
  const onMoved = await createPursuit(db, by, { grantId: ids.moved, ownerUserId: owner.id });
  const onForecast = await createPursuit(db, by, { grantId: ids.forecast, ownerUserId: owner.id });
  // The sandbox pursues the moved grant too (test mode: told with livemode false, never a bell).
  await createPursuit(db, { organizationId: aSandbox!.id, actor: `user:${colleague.id}` }, { grantId: ids.moved });

  const changed = [
    { ...records.moved, closeDate: '2099-09-30' },
    { ...records.raised, awardCeiling: 250_000 },
    { ...records.forecast, isForecast: false, closeDate: '2099-12-31' },
    { ...records.private, awardCeiling: 7_500 },
    records.untouched,
  ];
  return { a, b, c, aSandbox: aSandbox!, owner, colleague, ids, onMoved, onForecast, changed };
}

describe('grant.updated after a catalog sync', () => {
  it('tells each concerned organization once per version, the owner of a pursuit a moved close date, and the history a posted forecast', async () => {
    const { a, b, c, aSandbox, owner, colleague, ids, onMoved, onForecast, changed } = await setUp();
    // What "matches" means here: B's mission matches the raised grant, and nobody's matches another's private grant.
    const matched = await db.select().from(grantMatches);
    expect(matched.some((m) => m.organizationId === b.id && m.grantId === ids.raised)).toBe(true);
    expect(matched.some((m) => m.organizationId === a.id && m.grantId === ids.private)).toBe(true);
    expect(await toldOf(a.id)).toEqual([]); // the first sync inserted: no versions, nobody told

    await sync(changed);
    const versions = await db.select().from(grantVersions);
    expect(Object.fromEntries(versions.map((v) => [v.grantId, [v.version, v.changes]]))).toEqual({
      [ids.moved]: [2, { closeDate: ['2099-06-30', '2099-09-30'] }],
      [ids.raised]: [2, { awardCeiling: [100_000, 250_000] }],
      [ids.forecast]: [2, { closeDate: [null, '2099-12-31'], status: ['forecasted', 'posted'] }],
      [ids.private]: [2, { awardCeiling: [5_000, 7_500] }],
    });

    // A pursues the moved grant and the forecast, and owns (and matches) the private grant; B matches the raised one.
    expect(await toldOf(a.id)).toEqual([`${ids.forecast}@2`, `${ids.moved}@2`, `${ids.private}@2`].sort());
    expect(await toldOf(b.id)).toEqual([`${ids.raised}@2`]);
    expect(await toldOf(c.id)).toEqual([]);
    expect(await toldOf(aSandbox.id)).toEqual([`${ids.moved}@2`]);

    const [movedEvent] = (await updatedEvents(a.id)).filter(
      (e) => (e.data as { grant: { id: string } }).grant.id === ids.moved,
    );
    expect(movedEvent!.livemode).toBe(true);
    expect(movedEvent!.data).toMatchObject({
      grant: { id: ids.moved, title: 'Literacy Fund', closeDate: '2099-09-30', status: 'posted' },
      version: 2,
      changedAt: versions.find((v) => v.grantId === ids.moved)!.changedAt.toISOString(),
      changes: { closeDate: ['2099-06-30', '2099-09-30'] },
    });
    expect((await updatedEvents(aSandbox.id))[0]!.livemode).toBe(false);

    // The bell: the owner of the pursuit on the moved grant, once; not the colleague, not for the other changes.
    const bells = await db.select().from(notifications).where(eq(notifications.kind, 'grant_change'));
    expect(
      bells.map((n) => ({ userId: n.userId, organizationId: n.organizationId, title: n.title, link: n.link })),
    ).toEqual([
      {
        userId: owner.id,
        organizationId: a.id,
        title: 'Close date of Literacy Fund moved from June 30, 2099 to September 30, 2099',
        link: `/grants/${ids.moved}`,
      },
    ]);
    expect(bells.some((n) => n.userId === colleague.id)).toBe(false);

    // The posted forecast: one history line on its pursuit, none on the other.
    const history = await db
      .select()
      .from(pursuitHistory)
      .where(and(eq(pursuitHistory.field, 'grantStatus')));
    expect(history.map((h) => [h.pursuitId, h.fromValue, h.toValue, h.actor])).toEqual([
      [onForecast.id, 'forecasted', 'posted', 'system'],
    ]);
    expect(history.some((h) => h.pursuitId === onMoved.id)).toBe(false);

    // The same records again: no version, so nobody is told anything more.
    const before = { events: (await db.select().from(events)).length, history: history.length };
    const again = await sync(changed);
    expect(again).toMatchObject({ updated: 0, unchanged: 5 });
    expect(await db.select().from(grantVersions)).toHaveLength(4);
    expect((await db.select().from(events)).length).toBe(before.events);
    expect(await db.select().from(notifications).where(eq(notifications.kind, 'grant_change'))).toHaveLength(1);
    expect(await db.select().from(pursuitHistory).where(eq(pursuitHistory.field, 'grantStatus'))).toHaveLength(
      before.history,
    );
  });

  it('respects the owner’s choice: grant changes turned off, no bell (the event is still recorded)', async () => {
    const { a, owner, ids, changed } = await setUp();
    await updatePreferences(db, owner.id, a.id, { grantChanges: false });
    await sync(changed);
    expect(await toldOf(a.id)).toContain(`${ids.moved}@2`);
    expect(await db.select().from(notifications).where(eq(notifications.kind, 'grant_change'))).toEqual([]);
  });

  it('keeps the catalog write when telling fails: the versions stand, the failure is logged, nobody is told', async () => {
    const { a, ids, changed } = await setUp();
    // A real failure of the outbox: its table is gone while the sync runs.
    await db.execute(sql`alter table events rename to events_away`);
    const run = await sync(changed);
    await db.execute(sql`alter table events_away rename to events`);
    expect(run).toMatchObject({ status: 'succeeded', updated: 4 });
    expect(await db.select().from(grantVersions)).toHaveLength(4);
    const [moved] = await db.select().from(grants).where(eq(grants.id, ids.moved));
    expect(moved!.closeDate).toBe('2099-09-30');
    expect(await toldOf(a.id)).toEqual([]);
    // Nothing of the organization's telling half-written: no bell, no history line.
    expect(await db.select().from(notifications).where(eq(notifications.kind, 'grant_change'))).toEqual([]);
    expect(await db.select().from(pursuitHistory).where(eq(pursuitHistory.field, 'grantStatus'))).toEqual([]);
  });
});
