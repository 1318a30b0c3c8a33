// Compiling missions into text-search queries: keyword phrases, salient description terms, and the content cache.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { compiledQueries } from './compile-missions';
import { insertMission } from '../testing/fixtures';

let db: Db;
let close: () => Promise<void>;
let organizationId: string;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  organizationId = (await createOrganization(db, { name: 'Compile Org' })).id;
});
afterAll(() => close());

const compile = (missionId: string) => compiledQueries(db, sql`m.id = ${missionId}::uuid`);

describe('compiledQueries', () => {
  it('turns keywords into phrase queries and picks salient, non-generic description terms', async () => {
    const id = await insertMission(db, organizationId, {
      keywords: ['after-school literacy', 'the', 'Reading'],
      description:
        'Our program supports tutoring for families: tutoring in libraries, tutoring at home, reading nights.',
    });
    const queries = await compile(id);
    expect(queries.filter((q) => q.kind === 'keyword').map((q) => [q.label, q.qText, q.strong])).toEqual([
      ['after-school literacy', "'after-school' <2> 'school' <-> 'literaci'", true],
      ['Reading', "'read'", true],
    ]);
    // "tutoring" is the most frequent term; "program", "supports" are generic; "reading" is already a keyword.
    expect(queries.filter((q) => q.kind === 'term').map((q) => [q.label, q.qText, q.strong])).toEqual([
      ['tutoring', "'tutor'", false],
      ['families', "'famili'", false],
      ['libraries', "'librari'", false],
      ['home', "'home'", false],
      ['nights', "'night'", false],
    ]);
  });

  it('uses the description terms as keywords when the mission has none, and skips inactive missions', async () => {
    const id = await insertMission(db, organizationId, { description: 'Oyster reef restoration.' });
    expect((await compile(id)).map((q) => [q.label, q.strong])).toEqual([
      ['oyster', true],
      ['reef', true],
      ['restoration', true],
    ]);
    const inactive = await insertMission(db, organizationId, { keywords: ['oyster reef'], active: false });
    expect(await compile(inactive)).toEqual([]);
  });

  it('compiles again when the keywords change (the cache is keyed by content)', async () => {
    const id = await insertMission(db, organizationId, { keywords: ['salt marsh'] });
    expect((await compile(id)).map((q) => q.label)).toEqual(['salt marsh']);
    await db.execute(sql`update missions set keywords = '{"tidal wetland"}' where id = ${id}::uuid`);
    expect((await compile(id)).map((q) => q.label)).toEqual(['tidal wetland']);
  });
});
