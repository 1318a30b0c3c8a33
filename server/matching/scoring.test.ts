// The scoring rules one by one (points, reasons, caps, floor), and the invariants: reasons add up, results repeat.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { ELIGIBLE_APPLICANTS } from '../grants/codes';
import type { GrantInput } from '../grants/types';
import { upsertGrants } from '../grants/upsert';
import type { MissionFields } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { recomputeGrantMatches, recomputeMissionMatches } from './recompute';
import { MATCH_FLOOR } from './rules';
import {
  addDays,
  grantInput,
  insertMission,
  matchesOf,
  NONPROFIT,
  type StoredMatch,
  UNIVERSITY,
} from '../testing/fixtures';

const TODAY = '2026-06-01';

let db: Db;
let organizationId: string;

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  organizationId = (await createOrganization(db, { name: 'Scoring Org' })).id;
});

/** A grant mentioning both base keywords (phrases) in its title and once in its description: 2 × (20 + 8) + 15 = 71. */
const BASE_SCORE = 71;
const BASE_GRANT: Partial<GrantInput> = {
  title: 'Watershed Restoration and Stream Buffers Program',
  description: 'Awards fund watershed restoration and stream buffers along rivers.',
  categories: ['Environment'],
};
const BASE_MISSION: Partial<MissionFields> = {
  keywords: ['watershed restoration', 'stream buffers'],
  categories: ['Environment', 'Natural Resources'],
};

/** Adds one grant and one mission, matches the mission, and returns its match with that grant (if stored). */
async function scoreOne(
  grant: Partial<GrantInput>,
  mission: Partial<MissionFields>,
  today = TODAY,
): Promise<StoredMatch | undefined> {
  const input = grantInput(grant);
  await upsertGrants(db, [input]);
  const missionId = await insertMission(db, organizationId, mission);
  await recomputeMissionMatches(db, missionId, { today });
  return (await matchesOf(db, missionId)).find((m) => m.sourceId === input.sourceId);
}

const total = (m: StoredMatch) => m.reasons.reduce((sum, r) => sum + r.points, 0);
const reasonOf = (m: StoredMatch, kind: string) => m.reasons.filter((r) => r.kind === kind);

describe('keyword points', () => {
  it("gives 20 for the title, 8 for a phrase's first mention and 4 for each further one (6 and 3 for a word), at most 35", async () => {
    const match = await scoreOne(
      {
        title: 'River Otters and Wetland Birds',
        description: [
          'Salmon runs matter.',
          'Beaver dams slow water. Landowners value beaver dams. We map beaver dams.',
          'Kingfishers nest here; kingfishers fish here.',
          ...Array.from({ length: 10 }, (_, i) => `Survey ${i} counts wetland birds at dawn.`),
        ].join(' '),
        categories: ['Environment'],
      },
      {
        keywords: ['river otters', 'salmon runs', 'beaver dams', 'wetland birds', 'kingfishers'],
        categories: ['Environment'],
      },
    );
    expect(match).toBeDefined();
    expect(reasonOf(match!, 'keyword')).toEqual([
      { kind: 'keyword', detail: 'matched "river otters" in the title', points: 20 },
      { kind: 'keyword', detail: 'matched "salmon runs" in the description (1 mention)', points: 8 },
      { kind: 'keyword', detail: 'matched "beaver dams" in the description (3 mentions)', points: 16 },
      { kind: 'keyword', detail: 'matched "wetland birds" in the title and the text (10 mentions)', points: 35 },
      { kind: 'keyword', detail: 'matched "kingfishers" in the description (2 mentions)', points: 9 },
    ]);
    expect(reasonOf(match!, 'cap')).toEqual([
      { kind: 'cap', detail: 'text relevance is capped at 85 points', points: -3 },
    ]);
    expect(match!.score).toBe(20 + 8 + 16 + 35 + 9 - 3 + 15);
    expect(total(match!)).toBe(match!.score);
  });

  it('caps keyword and term points together at 85, with an explicit reason', async () => {
    const words = ['prairie', 'grassland', 'pollinator', 'meadow', 'bison'];
    const match = await scoreOne(
      { title: words.join(' '), description: words.map((w) => `${w} ${w} ${w} ${w} ${w}.`).join(' ') },
      { keywords: words },
    );
    expect(reasonOf(match!, 'keyword').map((r) => r.points)).toEqual([35, 35, 35, 35, 35]);
    expect(reasonOf(match!, 'cap')).toEqual([
      { kind: 'cap', detail: 'text relevance is capped at 85 points', points: -90 },
    ]);
    expect(reasonOf(match!, 'category')).toEqual([
      { kind: 'category', detail: 'any category (the mission names none)', points: 15 },
    ]);
    expect(match!.score).toBe(100);
    expect(total(match!)).toBe(100);
  });

  it('adds 2 points per salient description term of the mission found in the grant', async () => {
    const match = await scoreOne(
      { ...BASE_GRANT, description: `${BASE_GRANT.description} Volunteers plant willows with students.` },
      { ...BASE_MISSION, description: 'Our volunteers plant willows every spring.' },
    );
    expect(reasonOf(match!, 'term')).toEqual([
      { kind: 'term', detail: 'mission description terms found: volunteers, plant, willows', points: 6 },
    ]);
    expect(match!.score).toBe(BASE_SCORE + 6);
    expect(total(match!)).toBe(match!.score);
  });

  it('scores a mission without keywords on the salient terms of its description, like keywords', async () => {
    const match = await scoreOne(
      {
        title: 'Oyster Reef Grants',
        description: 'Rebuilding oyster reefs and eelgrass beds.',
        categories: ['Environment'],
      },
      { description: 'Oyster reef and eelgrass restoration in our bay.', categories: ['Environment'] },
    );
    const terms = reasonOf(match!, 'term');
    expect(terms.map((r) => r.detail)).toEqual([
      'matched "oyster" in the title and the text (1 mention) (a term of the mission description)',
      'matched "reef" in the title and the text (1 mention) (a term of the mission description)',
      'matched "eelgrass" in the description (1 mention) (a term of the mission description)',
    ]);
    expect(match!.score).toBe(26 + 26 + 6 + 15);
  });
});

describe('missions with few keywords', () => {
  it('scales keyword points × 3/n for n < 3 keywords, up to 40, in a reason of its own', async () => {
    const one = await scoreOne(
      { title: 'Watershed Grants', description: 'Watersheds.', categories: ['Environment'] },
      { keywords: ['watershed'] },
    );
    expect(one!.reasons).toEqual([
      { kind: 'keyword', detail: 'matched "watershed" in the title and the text (1 mention)', points: 26 },
      { kind: 'scale', detail: 'the mission has 1 keyword: keyword points × 3/1, up to 40', points: 14 },
      { kind: 'category', detail: 'any category (the mission names none)', points: 15 },
    ]);
    const two = await scoreOne(
      { title: 'Stream Buffers', description: 'Rivers.', categories: ['Environment'] },
      { ...BASE_MISSION, keywords: ['watershed', 'buffers'] },
    );
    expect(reasonOf(two!, 'scale')).toEqual([
      { kind: 'scale', detail: 'the mission has 2 keywords: keyword points × 3/2, up to 40', points: 10 },
    ]);
    expect(two!.score).toBe(20 + 10 + 15);
    // Strong enough on its own: no scaling.
    expect(reasonOf((await scoreOne(BASE_GRANT, BASE_MISSION))!, 'scale')).toEqual([]);
  });
});

describe('a keyword phrase in the title', () => {
  it('is strong evidence on its own: the keyword points rise to the floor, 45, in a reason of its own', async () => {
    // The real case (docs/matching.md, the 2021 National Fish Passage Program): a program named like the keywords whose
    // description never repeats them.
    const match = await scoreOne(
      {
        title: '2021 National Fish Passage Program',
        description: 'Contact your regional office for details.',
        categories: ['Environment'],
      },
      { keywords: ['fish passage', 'barrier removal'], categories: ['Environment'] },
    );
    expect(match!.reasons).toEqual([
      { kind: 'keyword', detail: 'matched "fish passage" in the title', points: 20 },
      { kind: 'scale', detail: 'the mission has 2 keywords: keyword points × 3/2, up to 40', points: 10 },
      {
        kind: 'title',
        detail:
          '"fish passage" is in the title: a keyword phrase there is strong evidence on its own (keyword points raised to 45)',
        points: 15,
      },
      { kind: 'category', detail: 'Environment', points: 15 },
    ]);
    expect(match!.score).toBe(60);
  });

  it('needs a phrase: a single keyword word in the title is not enough on its own', async () => {
    const match = await scoreOne(
      { title: 'Fisheries Program', description: 'Contact your regional office.', categories: ['Environment'] },
      { keywords: ['fisheries', 'salmon', 'trout'], categories: ['Environment'] },
    );
    expect(match).toBeUndefined(); // 20 + 15 = 35, below the floor
  });

  it('adds nothing when the keywords already earn more', async () => {
    const match = await scoreOne(
      {
        title: 'Fish Passage and Barrier Removal Grants',
        description: 'Fish passage. Fish passage. Barrier removal, barrier removal, barrier removal.',
        categories: ['Environment'],
      },
      { keywords: ['fish passage', 'barrier removal'], categories: ['Environment'] },
    );
    expect(reasonOf(match!, 'title')).toEqual([]);
    expect(match!.score).toBe(total(match!));
  });
});

describe('rules', () => {
  it('adds 15 for a shared funding category, naming it', async () => {
    const match = await scoreOne(BASE_GRANT, BASE_MISSION);
    expect(reasonOf(match!, 'category')).toEqual([{ kind: 'category', detail: 'Environment', points: 15 }]);
    expect(match!.score).toBe(BASE_SCORE);
    const withoutCategory = await scoreOne({ ...BASE_GRANT, categories: ['Health'] }, BASE_MISSION);
    expect(withoutCategory!.score).toBe(BASE_SCORE - 15);
    expect(reasonOf(withoutCategory!, 'category')).toEqual([]);
  });

  it('lets a mission with neither keywords nor description match on categories alone (50)', async () => {
    const match = await scoreOne({ categories: ['Arts'] }, { categories: ['Arts'] });
    expect(match!.reasons).toEqual([
      { kind: 'category', detail: 'Arts (the mission has no keywords or description: categories decide)', points: 50 },
    ]);
  });

  it('explains eligibility: 0 when eligible or unclear, -30 when not open to the mission types', async () => {
    const eligible = await scoreOne(
      { ...BASE_GRANT, eligibleApplicantTypes: [NONPROFIT, UNIVERSITY] },
      { ...BASE_MISSION, eligibleApplicantTypes: [NONPROFIT] },
    );
    expect(reasonOf(eligible!, 'eligibility')).toEqual([
      { kind: 'eligibility', detail: `open to ${NONPROFIT}`, points: 0 },
    ]);
    const unrestricted = await scoreOne(
      {
        ...BASE_GRANT,
        eligibleApplicantTypes: [
          'Unrestricted (i.e., open to any type of entity above), subject to any clarification in text field entitled "Additional Information on Eligibility"',
        ],
      },
      { ...BASE_MISSION, eligibleApplicantTypes: [NONPROFIT] },
    );
    expect(reasonOf(unrestricted!, 'eligibility')[0]).toMatchObject({
      detail: 'open to any type of applicant (unrestricted)',
      points: 0,
    });
    const ineligible = await scoreOne(
      {
        ...BASE_GRANT,
        title: `${BASE_GRANT.title} for Universities`,
        description: `${BASE_GRANT.description} Watershed restoration, stream buffers, stream buffers.`,
        eligibleApplicantTypes: [UNIVERSITY],
      },
      { ...BASE_MISSION, eligibleApplicantTypes: [NONPROFIT] },
    );
    expect(reasonOf(ineligible!, 'eligibility')).toEqual([
      { kind: 'eligibility', detail: `not open to ${NONPROFIT}`, points: -30 },
    ]);
    expect(ineligible!.score).toBe(total(ineligible!));
    const others = await scoreOne(
      { ...BASE_GRANT, eligibleApplicantTypes: [ELIGIBLE_APPLICANTS['25']] },
      { ...BASE_MISSION, eligibleApplicantTypes: [NONPROFIT] },
    );
    expect(reasonOf(others!, 'eligibility')[0]).toMatchObject({ points: 0 });
    expect(reasonOf(others!, 'eligibility')[0]!.detail).toContain('"Others"');
  });

  it('explains the award amount: 0 when the ranges overlap, -15 when the grant is too small or too large', async () => {
    const fit = await scoreOne(
      { ...BASE_GRANT, awardFloor: 10_000, awardCeiling: 200_000 },
      { ...BASE_MISSION, amountMin: 50_000, amountMax: 500_000 },
    );
    expect(reasonOf(fit!, 'amount')).toEqual([
      { kind: 'amount', detail: 'award $10,000–$200,000 fits your range $50,000–$500,000', points: 0 },
    ]);
    const small = await scoreOne({ ...BASE_GRANT, awardCeiling: 20_000 }, { ...BASE_MISSION, amountMin: 50_000 });
    expect(reasonOf(small!, 'amount')).toEqual([
      { kind: 'amount', detail: 'award ceiling $20,000 is below your minimum $50,000', points: -15 },
    ]);
    expect(small!.score).toBe(BASE_SCORE - 15);
    const large = await scoreOne(
      { ...BASE_GRANT, awardFloor: 2_000_000, awardCeiling: 5_000_000 },
      { ...BASE_MISSION, amountMax: 1_000_000 },
    );
    expect(reasonOf(large!, 'amount')[0]).toMatchObject({
      detail: 'award floor $2,000,000 is above your maximum $1,000,000',
      points: -15,
    });
    const unknown = await scoreOne(BASE_GRANT, { ...BASE_MISSION, amountMin: 50_000 });
    expect(reasonOf(unknown!, 'amount')).toEqual([]);
  });

  it('takes 15 from a posted grant closing within 7 days, not from a forecast', async () => {
    const soon = await scoreOne({ ...BASE_GRANT, closeDate: addDays(TODAY, 3) }, BASE_MISSION);
    expect(reasonOf(soon!, 'deadline')).toEqual([
      { kind: 'deadline', detail: `closes in 3 days (${addDays(TODAY, 3)})`, points: -15 },
    ]);
    expect(soon!.score).toBe(BASE_SCORE - 15);
    const later = await scoreOne({ ...BASE_GRANT, closeDate: addDays(TODAY, 7) }, BASE_MISSION);
    expect(later!.score).toBe(BASE_SCORE);
    const forecast = await scoreOne({ ...BASE_GRANT, isForecast: true, closeDate: null }, BASE_MISSION);
    expect(forecast!.score).toBe(BASE_SCORE);
  });

  it('scores closed and archived grants too (a past cycle), without a deadline', async () => {
    const closed = await scoreOne({ ...BASE_GRANT, closeDate: addDays(TODAY, -1) }, BASE_MISSION);
    expect(closed!.score).toBe(BASE_SCORE);
    expect(reasonOf(closed!, 'deadline')).toEqual([]);
    const archived = await scoreOne(
      { ...BASE_GRANT, closeDate: addDays(TODAY, -400), archiveDate: addDays(TODAY, -1) },
      BASE_MISSION,
    );
    expect(archived!.score).toBe(BASE_SCORE);
  });

  it(`stores only matches scoring at least ${MATCH_FLOOR}, and only with a keyword hit`, async () => {
    // One of three single-word keywords in the title (20) and the category (15): 35, below the floor.
    const threeKeywords = { ...BASE_MISSION, keywords: ['watershed', 'buffers', 'riparian'] };
    expect(
      await scoreOne({ title: 'Watershed Grants', description: 'Rivers.', categories: ['Environment'] }, threeKeywords),
    ).toBeUndefined();
    // Category and description terms alone are no match when the mission has keywords.
    expect(
      await scoreOne(
        { title: 'Rivers', description: 'Rivers.', categories: ['Environment'] },
        { ...BASE_MISSION, description: 'Rivers' },
      ),
    ).toBeUndefined();
  });

  it('shows private grants to their owner only', async () => {
    const other = await createOrganization(db, { name: 'Other Org' });
    const privateGrant = grantInput({ ...BASE_GRANT, source: 'private', ownerOrganizationId: other.id });
    await upsertGrants(db, [privateGrant]);
    const outsider = await insertMission(db, organizationId, BASE_MISSION);
    const owner = await insertMission(db, other.id, BASE_MISSION);
    await recomputeMissionMatches(db, outsider, { today: TODAY });
    await recomputeMissionMatches(db, owner, { today: TODAY });
    expect(await matchesOf(db, outsider)).toEqual([]);
    expect((await matchesOf(db, owner)).map((m) => m.sourceId)).toEqual([privateGrant.sourceId]);

    // The other way in: grants added while both missions exist are matched from the grants' side, a private one
    // in the same batch as a public one.
    const later = grantInput({ ...BASE_GRANT, source: 'private', ownerOrganizationId: other.id });
    const catalog = grantInput(BASE_GRANT);
    await recomputeGrantMatches(db, (await upsertGrants(db, [later, catalog])).changedIds, { today: TODAY });
    expect((await matchesOf(db, outsider)).map((m) => m.sourceId)).toEqual([catalog.sourceId]);
    expect((await matchesOf(db, owner)).map((m) => m.sourceId).sort()).toEqual(
      [privateGrant.sourceId, later.sourceId, catalog.sourceId].sort(),
    );
  });
});

describe('invariants', () => {
  it('has reasons that add up to the score, and repeats the same scores and reasons in the same order', async () => {
    const grants = [
      grantInput(BASE_GRANT),
      grantInput({
        ...BASE_GRANT,
        eligibleApplicantTypes: [UNIVERSITY],
        awardCeiling: 10_000,
        closeDate: addDays(TODAY, 2),
      }),
      grantInput({
        ...BASE_GRANT,
        title: 'Stream Buffers',
        description: 'Watershed restoration. Watershed restoration. Stream buffers.',
      }),
    ];
    await upsertGrants(db, grants);
    const missionId = await insertMission(db, organizationId, {
      ...BASE_MISSION,
      description: 'Restoring rivers with volunteers.',
      eligibleApplicantTypes: [NONPROFIT],
      amountMin: 25_000,
    });
    await recomputeMissionMatches(db, missionId, { today: TODAY });
    const first = await matchesOf(db, missionId);
    expect(first.length).toBeGreaterThan(0);
    for (const m of first) expect(total(m)).toBe(m.score);
    await recomputeMissionMatches(db, missionId, { today: TODAY });
    expect(await matchesOf(db, missionId)).toEqual(first);
  });
});
