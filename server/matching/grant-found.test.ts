// grant.found: recorded once per (organization, grant) when a grant first reaches the organization's threshold.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { organizations } from '~/db/schema';
import { CATEGORY_OF_FUNDING_ACTIVITY as C } from '../grants/codes';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { todayUtc } from '../dates';
import { upsertGrants } from '../grants/upsert';
import { createMission, updateMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import {
  discoveriesOf,
  editRecord,
  grantFoundEvents,
  grantIdOf,
  grantInput,
  missionFields,
  writeOpenExtract,
  matchesOf,
} from '../testing/fixtures';

/** Scores about 99 on both K23 awards (353458, 353461) of the extract, and below 70 on everything else. */
const CAREERS = missionFields({
  name: 'Clinical research careers',
  keywords: ['career development', 'patient-oriented research', 'mentored'],
  categories: [C.HL],
});
const K23 = ['353458', '353461'];

let db: Db;
let dir: string;

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'matching-grant-found-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const openExtract = (name: string, edit?: (xml: string) => string) =>
  writeOpenExtract(path.join(dir, name), todayUtc(), edit);

async function foundSourceIds(organizationId: string) {
  const events = await grantFoundEvents(db, organizationId);
  const bySourceId = new Map<string, string>();
  for (const e of events) {
    const grant = e.data.grant as { id: string; sourceId: string };
    bySourceId.set(grant.sourceId, e.id);
  }
  expect(bySourceId.size).toBe(events.length); // never twice for a grant
  return bySourceId;
}

describe('grant.found', () => {
  it('is recorded once per (organization, grant), with its discovery row, whatever is recomputed later', async () => {
    const org = await createOrganization(db, { name: 'Careers Office' });
    const mission = await createMission(db, org.id, CAREERS);
    const file = await openExtract('open.xml');

    // The import discovers the two K23 awards.
    await importGrantsFile(db, file);
    const found = await foundSourceIds(org.id);
    expect([...found.keys()].sort()).toEqual(K23);
    const [event] = await grantFoundEvents(db, org.id);
    expect(event).toMatchObject({ type: 'grant.found', livemode: true, organizationId: org.id });
    const data = event!.data as { grant: Record<string, unknown>; match: Record<string, unknown> };
    expect(data.grant).toMatchObject({
      source: 'grants.gov',
      status: 'posted',
      title: expect.stringContaining('Career Development'),
    });
    expect(data.grant).toHaveProperty('description');
    expect(data.match).toMatchObject({ missionId: mission.id, missionName: 'Clinical research careers' });
    expect(data.match.score).toBeGreaterThanOrEqual(70);
    expect(Array.isArray(data.match.reasons)).toBe(true);
    const discoveries = await discoveriesOf(db, org.id);
    expect(discoveries.map((d) => d.eventId).sort()).toEqual([...found.values()].sort());
    expect(discoveries.map((d) => d.grantId).sort()).toEqual(
      (await Promise.all(K23.map((id) => grantIdOf(db, id)))).sort(),
    );

    // Re-importing the same file, importing a changed version, and editing the mission add nothing.
    await importGrantsFile(db, file);
    await importGrantsFile(
      db,
      await openExtract('changed.xml', (xml) => editRecord(xml, '353458', '<Description>', '<Description>Revised. ')),
    );
    await updateMission(db, org.id, mission.id, { keywords: [...CAREERS.keywords, 'clinical research'] });
    expect((await grantFoundEvents(db, org.id)).length).toBe(2);
    expect((await discoveriesOf(db, org.id)).length).toBe(2);
  });

  it('gives each organization its own events, with livemode from the organization', async () => {
    await importGrantsFile(db, await openExtract('open.xml'));
    const first = await createOrganization(db, { name: 'First Office' });
    const second = await createOrganization(db, { name: 'Second Office' });
    await createMission(db, first.id, CAREERS);
    expect([...(await foundSourceIds(first.id)).keys()].sort()).toEqual(K23);
    expect((await grantFoundEvents(db, second.id)).length).toBe(0);

    await createMission(db, second.id, CAREERS);
    expect([...(await foundSourceIds(second.id)).keys()].sort()).toEqual(K23);
    expect((await grantFoundEvents(db, first.id)).length).toBe(2);

    await createMission(db, second.sandboxId, CAREERS);
    const sandboxEvents = await grantFoundEvents(db, second.sandboxId);
    expect(sandboxEvents.map((e) => e.livemode)).toEqual([false, false]);
  });

  it("respects the organization's threshold and only fires for open grants", async () => {
    const strict = await createOrganization(db, { name: 'Strict Office' });
    await db.update(organizations).set({ highMatchThreshold: 100 }).where(eq(organizations.id, strict.id));
    await importGrantsFile(db, await openExtract('open.xml'));
    // Without the shared category its best matches score in the 70s and 80s: high for the default threshold, not 100.
    const strictMission = await createMission(db, strict.id, { ...CAREERS, categories: [C.AR] });
    const best = Math.max(...(await matchesOf(db, strictMission.id)).map((m) => m.score));
    expect(best).toBeGreaterThanOrEqual(70);
    expect(best).toBeLessThan(100);
    expect(await grantFoundEvents(db, strict.id)).toEqual([]);

    // A closed copy of a K23 award scores as high (closed grants are matched: a past cycle), but is not news.
    const closed = grantInput({
      title: 'Mentored Patient-Oriented Research Career Development Award (closed)',
      description: 'Mentored career development in patient-oriented research.',
      categories: [C.HL],
      closeDate: '2020-01-01',
    });
    await upsertGrants(db, [closed]);
    const lenient = await createOrganization(db, { name: 'Lenient Office' });
    const lenientMission = await createMission(db, lenient.id, CAREERS);
    expect((await matchesOf(db, lenientMission.id)).map((m) => m.sourceId)).toContain(closed.sourceId);
    expect([...(await foundSourceIds(lenient.id)).keys()].sort()).toEqual(K23);
  });
});
