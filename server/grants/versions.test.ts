// listGrantVersions (GET /grants/{id}/versions, docs/catalog.md#versions): newest first, paginated, and another
// organization's private grant is not found, as the grant itself is not.
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { grantInput } from '../testing/fixtures';
import { freshDbForEachTest } from '../testing/test-db';
import { upsertGrants } from './upsert';
import { listGrantVersions } from './versions';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

describe('listGrantVersions', () => {
  it('lists the changes newest first, a page at a time; a grant never changed has none', async () => {
    const org = await createOrganization(db, { name: 'Versions Reader' });
    const grant = grantInput({ awardCeiling: 100_000, closeDate: '2099-05-01' });
    const [id] = (await upsertGrants(db, [grant])).changedIds;
    expect(await listGrantVersions(db, org.id, id!, { limit: 20, offset: 0 })).toEqual({ data: [], total: 0 });
    await upsertGrants(db, [{ ...grant, awardCeiling: 150_000 }]);
    await upsertGrants(db, [{ ...grant, awardCeiling: 150_000, closeDate: '2099-06-15' }]);
    await upsertGrants(db, [{ ...grant, awardCeiling: 150_000, closeDate: '2099-06-15', title: 'Renamed' }]);

    const all = await listGrantVersions(db, org.id, id!, { limit: 20, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.data.map((v) => [v.version, v.changes])).toEqual([
      [4, { title: ['Community Grants', 'Renamed'] }],
      [3, { closeDate: ['2099-05-01', '2099-06-15'] }],
      [2, { awardCeiling: [100_000, 150_000] }],
    ]);
    const second = await listGrantVersions(db, org.id, id!, { limit: 2, offset: 2 });
    expect(second).toEqual({ data: [all.data[2]], total: 3 });
  });

  it("answers not found for another organization's private grant, and for no grant at all", async () => {
    const owner = await createOrganization(db, { name: 'Private Owner' });
    const other = await createOrganization(db, { name: 'Someone Else' });
    const mine = grantInput({ source: 'private', ownerOrganizationId: owner.id, awardCeiling: 10 });
    const [id] = (await upsertGrants(db, [mine])).changedIds;
    await upsertGrants(db, [{ ...mine, awardCeiling: 20 }]);
    expect((await listGrantVersions(db, owner.id, id!, { limit: 20, offset: 0 })).total).toBe(1);
    for (const [org, grantId] of [
      [other.id, id!],
      [owner.id, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await listGrantVersions(db, org!, grantId!, { limit: 20, offset: 0 }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
