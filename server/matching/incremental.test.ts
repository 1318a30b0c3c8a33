// Incremental recomputation: mission create/update/delete and grant imports keep grant_matches current.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { CATEGORY_OF_FUNDING_ACTIVITY as C } from '../grants/codes';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { todayUtc } from '../dates';
import { upsertGrants } from '../grants/upsert';
import { createMission, deleteMission, updateMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { recomputeGrantMatches } from './recompute';
import { editRecord, grantInput, matchesOf, missionFields, writeOpenExtract } from '../testing/fixtures';

const CAREERS = missionFields({
  name: 'Clinical research careers',
  keywords: ['career development', 'patient-oriented research', 'mentored'],
  categories: [C.HL],
});
const HERITAGE_KEYWORDS = ['cultural preservation', 'cultural heritage', 'historic buildings', 'archaeological sites'];

let db: Db;
let dir: string;
let organizationId: string;

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'matching-incremental-'));
  organizationId = (await createOrganization(db, { name: 'Incremental Org' })).id;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sourceIds = async (missionId: string) => (await matchesOf(db, missionId)).map((m) => m.sourceId).sort();
const openExtract = (name: string, edit?: (xml: string) => string) =>
  writeOpenExtract(path.join(dir, name), todayUtc(), edit);

describe('mission changes', () => {
  it('fills matches on create, replaces them on update, removes them on deactivate and delete', async () => {
    await importGrantsFile(db, await openExtract('open.xml'));
    const mission = await createMission(db, organizationId, CAREERS);
    expect(await sourceIds(mission.id)).toEqual(['353458', '353461']);

    await updateMission(db, organizationId, mission.id, { keywords: HERITAGE_KEYWORDS, categories: [C.AR] });
    expect(await sourceIds(mission.id)).toEqual(['322314', '322814', '322815']);

    await updateMission(db, organizationId, mission.id, { active: false });
    expect(await sourceIds(mission.id)).toEqual([]);
    await updateMission(db, organizationId, mission.id, { active: true });
    expect(await sourceIds(mission.id)).toEqual(['322314', '322814', '322815']);

    await deleteMission(db, organizationId, mission.id);
    expect(await sourceIds(mission.id)).toEqual([]);
  });
});

describe('grant imports', () => {
  it('matches new and changed grants against the existing missions', async () => {
    const withoutAfcp = await openExtract('partial.xml', (xml) => {
      const start = xml.indexOf('<OpportunityForecastDetail_1_0>\n        <OpportunityID>322314<');
      const end = xml.indexOf('</OpportunityForecastDetail_1_0>', start) + '</OpportunityForecastDetail_1_0>'.length;
      expect(start).toBeGreaterThan(0);
      return xml.slice(0, start) + xml.slice(end);
    });
    await importGrantsFile(db, withoutAfcp);
    const heritage = await createMission(
      db,
      organizationId,
      missionFields({ keywords: HERITAGE_KEYWORDS, categories: [C.AR, C.O] }),
    );
    expect(await sourceIds(heritage.id)).toEqual(['322814', '322815']);

    // A new grant: the full file brings 322314.
    await importGrantsFile(db, await openExtract('full.xml'));
    expect(await sourceIds(heritage.id)).toEqual(['322314', '322814', '322815']);

    // A changed grant: 360947 (synchrotron resources) is now about cultural heritage, in the Arts.
    const changed = await openExtract('changed.xml', (xml) =>
      editRecord(
        editRecord(xml, '360947', '<OpportunityTitle>', '<OpportunityTitle>Cultural Heritage and Historic Buildings: '),
        '360947',
        '<CategoryOfFundingActivity>HL</CategoryOfFundingActivity>',
        '<CategoryOfFundingActivity>AR</CategoryOfFundingActivity>',
      ),
    );
    const result = await importGrantsFile(db, changed);
    expect(result.updated).toBe(1);
    expect(await sourceIds(heritage.id)).toEqual(['322314', '322814', '322815', '360947']);
  });

  it('removes the stale matches of a grant whose new version no longer matches', async () => {
    const grant = grantInput({
      title: 'Cultural Preservation Grants',
      description: 'Cultural heritage: historic buildings and archaeological sites.',
      categories: [C.AR],
    });
    const heritage = await createMission(
      db,
      organizationId,
      missionFields({ keywords: HERITAGE_KEYWORDS, categories: [C.AR] }),
    );
    await db.transaction(async (tx) => recomputeGrantMatches(tx, (await upsertGrants(tx, [grant])).changedIds));
    expect(await sourceIds(heritage.id)).toEqual([grant.sourceId]);

    const rewritten = { ...grant, sourceVersion: 2, title: 'Bridge Repair Grants', description: 'Roads and bridges.' };
    await db.transaction(async (tx) => recomputeGrantMatches(tx, (await upsertGrants(tx, [rewritten])).changedIds));
    expect(await sourceIds(heritage.id)).toEqual([]);
  });
});
