// upsertGrants: one JSON parameter per batch, the weighted search vector computed in SQL, versions, time-ordered ids.
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grants, grantVersions } from '~/db/schema';
import { queryRows } from '../db-rows';
import { grantInput } from '../testing/fixtures';
import { freshDbForEachTest } from '../testing/test-db';
import { grantContentHash, upsertGrants } from './upsert';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

describe('upsertGrants', () => {
  it('writes every field and the weighted document (A title, B agency + number + categories, C description + notes)', async () => {
    const inputs = [
      grantInput({
        title: 'After-school Literacy',
        agency: 'Department of Education',
        opportunityNumber: 'ED-GRANTS-01',
        categories: ['Education', 'Arts'],
        description: 'Reading tutors for children.',
        eligibilityNotes: 'Schools and libraries.',
        assistanceListings: [{ number: '84.010', title: 'Title I' }],
        contact: { name: 'Ann', email: 'ann@example.org', phone: null, text: null },
        awardCeiling: 5_000_000_000,
        costSharing: true,
      }),
      grantInput({
        title: 'Bare',
        agency: null,
        opportunityNumber: null,
        categories: [],
        description: null,
        eligibilityNotes: null,
      }),
      grantInput({
        title: 'Notes only',
        agency: '',
        categories: [],
        description: '',
        eligibilityNotes: 'Tribes may apply.',
      }),
    ];
    expect(await upsertGrants(db, inputs)).toMatchObject({ inserted: 3, updated: 0, unchanged: 0 });

    for (const input of inputs) {
      const [row] = await db.select().from(grants).where(eq(grants.sourceId, input.sourceId));
      const { searchVector, contentHash, programKey: _p, id: _id, createdAt: _c, updatedAt: _u, ...stored } = row!;
      expect(stored).toEqual({ ...input, ownerOrganizationId: null });
      expect(contentHash).toBe(grantContentHash(input));
      // The formula as it was computed before (parts joined in JavaScript, empty parts left out).
      const b = [input.agency, input.opportunityNumber, ...input.categories].filter(Boolean).join(' ');
      const c = [input.description, input.eligibilityNotes].filter(Boolean).join(' ');
      const [expected] = await queryRows<{ v: string }>(
        db,
        sql`select (setweight(to_tsvector('english', ${input.title}), 'A') || setweight(to_tsvector('english', ${b}), 'B')
          || setweight(to_tsvector('english', ${c}), 'C'))::text as v`,
      );
      expect(searchVector).toBe(expected!.v);
    }
  });

  it('updates a newer or equal version with different content, and leaves the rest alone', async () => {
    const first = grantInput({ sourceVersion: 2, title: 'Version two' });
    const [id] = (await upsertGrants(db, [first])).changedIds;
    expect(await upsertGrants(db, [first])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
      changedIds: [],
      changes: [],
    });
    expect(await upsertGrants(db, [{ ...first, sourceVersion: 1, title: 'Older' }])).toMatchObject({ unchanged: 1 });
    expect(
      await upsertGrants(db, [
        { ...first, sourceVersion: 3, title: 'Version three' },
        { ...first, sourceVersion: 1 },
      ]),
    ).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
      changedIds: [id],
      changes: [
        {
          grantId: id,
          version: 2,
          changedAt: expect.any(String),
          changes: { title: ['Version two', 'Version three'] },
        },
      ],
    });
    const [row] = await db.select({ title: grants.title, sourceVersion: grants.sourceVersion }).from(grants);
    expect(row).toEqual({ title: 'Version three', sourceVersion: 3 });
  });

  it('keeps a version of each meaningful change, numbered from 2, and none for any other change', async () => {
    const first = grantInput({
      awardCeiling: 500_000,
      eligibleApplicantTypes: ['Nonprofits', 'Small businesses'],
      contact: { name: 'Ann', email: 'ann@example.org', phone: null, text: null },
    });
    const [id] = (await upsertGrants(db, [first])).changedIds;
    const other = grantInput();
    await upsertGrants(db, [other]);

    // Contact, url and the order of applicant types: the grant is updated, no version is kept.
    const silent = {
      ...first,
      url: 'https://example.org/grant',
      contact: { name: 'Bob', email: null, phone: null, text: null },
      eligibleApplicantTypes: ['Small businesses', 'Nonprofits'],
    };
    expect(await upsertGrants(db, [silent, other])).toMatchObject({ updated: 1, unchanged: 1, changes: [] });

    const raised = { ...silent, awardCeiling: 750_000, awardFloor: 10_000, closeDate: '2099-06-30' };
    const second = await upsertGrants(db, [raised, other]);
    expect(second.changes).toEqual([
      {
        grantId: id,
        version: 2,
        changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        changes: {
          closeDate: ['2099-12-31', '2099-06-30'],
          awardFloor: [null, 10_000],
          awardCeiling: [500_000, 750_000],
        },
      },
    ]);
    // A forecast that is now posted, with one applicant type more: version 3, and the status among its changes.
    const forecast = grantInput({ isForecast: true, closeDate: null });
    await upsertGrants(db, [forecast]);
    const third = await upsertGrants(db, [
      { ...raised, eligibleApplicantTypes: ['Nonprofits', 'Small businesses', 'Tribes'] },
      { ...forecast, isForecast: false, closeDate: '2099-03-01' },
    ]);
    const [forecastId] = (
      await db.select({ id: grants.id }).from(grants).where(eq(grants.sourceId, forecast.sourceId))
    ).map((r) => r.id);
    expect(Object.fromEntries(third.changes.map((c) => [c.grantId, [c.version, c.changes]]))).toEqual({
      [id!]: [
        3,
        {
          eligibleApplicantTypes: [
            ['Nonprofits', 'Small businesses'],
            ['Nonprofits', 'Small businesses', 'Tribes'],
          ],
        },
      ],
      [forecastId!]: [2, { closeDate: [null, '2099-03-01'], status: ['forecasted', 'posted'] }],
    });

    // An older version changes nothing and keeps nothing; the stored rows are exactly the three versions.
    expect(await upsertGrants(db, [{ ...raised, sourceVersion: 0, title: 'Older' }])).toMatchObject({
      unchanged: 1,
      changes: [],
    });
    const stored = await db
      .select()
      .from(grantVersions)
      .orderBy(asc(grantVersions.grantId), asc(grantVersions.version));
    expect(stored.map((v) => [v.grantId, v.version, v.changes])).toEqual(
      [...second.changes, ...third.changes]
        .map((c) => [c.grantId, c.version, c.changes])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
  });

  it('stores a content hash: a row without one gets it without counting as a change, another writer clears it', async () => {
    const first = grantInput({ title: 'Hashed' });
    const [id] = (await upsertGrants(db, [first])).changedIds;
    const stored = async () =>
      (
        await queryRows<{ hash: string | null; updated_at: string; title: string }>(
          db,
          sql`select content_hash as hash, updated_at::text, title from grants where id = ${id}::uuid`,
        )
      )[0]!;
    const written = await stored();
    expect(written.hash).toBe(grantContentHash(first));

    // A grant written before hashes (or by other means): the same record stores the hash, and is still unchanged.
    await db.execute(sql`update grants set content_hash = null where id = ${id}::uuid`);
    expect(await upsertGrants(db, [first])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
      changedIds: [],
      changes: [],
    });
    expect(await stored()).toEqual(written);

    // Any other update of a column a source writes makes the hash stale: it is cleared, and the record writes back.
    await db.execute(sql`update grants set title = 'Edited by hand' where id = ${id}::uuid`);
    expect((await stored()).hash).toBeNull();
    expect(await upsertGrants(db, [first])).toMatchObject({ updated: 1, changedIds: [id] });
    expect(await stored()).toMatchObject({ hash: grantContentHash(first), title: 'Hashed' });
    // A column no source writes leaves the hash alone.
    await db.execute(sql`update grants set created_at = now() - interval '1 day' where id = ${id}::uuid`);
    expect((await stored()).hash).toBe(grantContentHash(first));
  });

  it('gives new grants time-ordered ids (UUID version 7)', async () => {
    const inputs = Array.from({ length: 50 }, () => grantInput());
    await upsertGrants(db, inputs);
    await upsertGrants(db, [grantInput()]);
    const rows = await db.select({ id: grants.id, sourceId: grants.sourceId }).from(grants).orderBy(asc(grants.id));
    expect(rows).toHaveLength(51);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Within a batch (written in the same millisecond) the ids follow the input order; the later batch sorts last.
    expect(rows.slice(0, 50).map((r) => r.sourceId)).toEqual(inputs.map((g) => g.sourceId));
    expect(rows.at(-1)!.sourceId).toBe(`TEST-${Number(inputs.at(-1)!.sourceId.slice(5)) + 1}`);
  });
});
