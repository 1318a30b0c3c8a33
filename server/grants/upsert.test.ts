// upsertGrants: one JSON parameter per batch, the weighted search vector computed in SQL, versions, time-ordered ids.
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grants } from '~/db/schema';
import { queryRows } from '../db-rows';
import { grantInput } from '../testing/fixtures';
import { freshDbForEachTest } from '../testing/test-db';
import { upsertGrants } from './upsert';

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
      const { searchVector, programKey: _p, id: _id, createdAt: _c, updatedAt: _u, ...stored } = row!;
      expect(stored).toEqual({ ...input, ownerOrganizationId: null });
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
    expect(await upsertGrants(db, [first])).toEqual({ inserted: 0, updated: 0, unchanged: 1, changedIds: [] });
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
    });
    const [row] = await db.select({ title: grants.title, sourceVersion: grants.sourceVersion }).from(grants);
    expect(row).toEqual({ title: 'Version three', sourceVersion: 3 });
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
