// Eligibility (docs/matching.md#eligibility): the SQL expression and its TypeScript twin agree on random code sets,
// the reasons explain each status, and the list's eligible filter and the detail read the same status.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { createMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { updateOrganizationProfile } from '../organizations/profile';
import { queryRows } from '../db-rows';
import { freshDbForEachTest } from '../testing/test-db';
import { grantIdOf, grantInput, missionFields } from '../testing/fixtures';
import { ELIGIBLE_APPLICANTS } from './codes';
import {
  applicantTypeLabel,
  eligibilityReason,
  eligibilityStatus,
  eligibilityStatusSql,
  type EligibilityStatus,
} from './eligibility';
import { getGrant, listGrants } from './queries';
import { upsertGrants } from './upsert';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const CODES = Object.keys(ELIGIBLE_APPLICANTS) as (keyof typeof ELIGIBLE_APPLICANTS)[];
const label = (code: keyof typeof ELIGIBLE_APPLICANTS) => ELIGIBLE_APPLICANTS[code];
const STATE = label('00');
const COUNTY = label('01');
const NONPROFIT = label('12');
const OTHERS = label('25');
const UNRESTRICTED = label('99');

/** The SQL expression's status for each type list, for one applicant label: one statement over all the lists. */
async function sqlStatuses(applicant: string | null, lists: string[][]): Promise<EligibilityStatus[]> {
  const types = sql.raw('t.types');
  const rows = await queryRows<{ status: EligibilityStatus }>(
    db,
    sql`select ${eligibilityStatusSql(applicant, types)} as status
      from jsonb_array_elements(${JSON.stringify(lists)}::jsonb) with ordinality as e(v, i),
        lateral (select array(select jsonb_array_elements_text(e.v))::text[] as types) as t
      order by e.i`,
  );
  return rows.map((r) => r.status);
}

describe('eligibilityStatus', () => {
  it('reads each kind of grant as the rules say', () => {
    expect(eligibilityStatus(NONPROFIT, [STATE, NONPROFIT])).toBe('eligible');
    expect(eligibilityStatus(NONPROFIT, [UNRESTRICTED])).toBe('eligible');
    expect(eligibilityStatus(NONPROFIT, [STATE, COUNTY])).toBe('not_eligible');
    expect(eligibilityStatus(NONPROFIT, [STATE, OTHERS])).toBe('unknown');
    expect(eligibilityStatus(NONPROFIT, [])).toBe('unknown');
    expect(eligibilityStatus(null, [STATE])).toBe('unknown');
    expect(eligibilityStatus(null, [UNRESTRICTED])).toBe('unknown');
    // An organization of type 25 is eligible where 25 is listed, and not where only other types are.
    expect(eligibilityStatus(OTHERS, [OTHERS])).toBe('eligible');
    expect(eligibilityStatus(OTHERS, [STATE])).toBe('not_eligible');
  });

  it('SQL and TypeScript agree on random code sets (codes 25 and 99 among them, and unknown texts)', async () => {
    const typeList = fc.uniqueArray(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...CODES).map(label) },
        { weight: 1, arbitrary: fc.constantFrom('Faith-based groups', 'Others', 'Unrestricted', 'O\'Brien, "x"') },
      ),
      { maxLength: 8 },
    );
    const applicant = fc.option(fc.constantFrom(...CODES.filter((c) => c !== '99')).map(label), { nil: null });
    await fc.assert(
      fc.asyncProperty(applicant, fc.array(typeList, { minLength: 1, maxLength: 40 }), async (who, lists) => {
        const fromSql = await sqlStatuses(who, lists);
        expect(fromSql).toEqual(lists.map((types) => eligibilityStatus(who, types)));
      }),
      { numRuns: 60 },
    );
  });

  it('code 25 is never a no, whatever else is listed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CODES.filter((c) => c !== '99')).map(label),
        fc.uniqueArray(fc.constantFrom(...CODES).map(label), { maxLength: 10 }),
        async (who, types) => {
          const lists = [[...types, OTHERS]];
          expect(await sqlStatuses(who, lists)).not.toContain('not_eligible');
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('eligibilityReason', () => {
  it('explains each status in one line', () => {
    expect(eligibilityReason('eligible', NONPROFIT, [STATE, NONPROFIT])).toEqual({
      kind: 'applicant_type',
      detail:
        'eligible: nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
      points: 0,
    });
    expect(eligibilityReason('eligible', NONPROFIT, [UNRESTRICTED]).detail).toBe(
      'eligible: open to any type of applicant (unrestricted)',
    );
    expect(eligibilityReason('not_eligible', NONPROFIT, [STATE, COUNTY]).detail).toBe(
      'not eligible: open to state governments, county governments',
    );
    const six = (['00', '01', '02', '04', '05', '06'] as const).map(label);
    expect(eligibilityReason('not_eligible', NONPROFIT, six).detail).toBe(
      'not eligible: open to state governments, county governments, city or township governments, ' +
        'special district governments and 2 more',
    );
    expect(eligibilityReason('not_eligible', NONPROFIT, [label('07')]).detail).toBe(
      'not eligible: open to Native American tribal governments (Federally recognized)',
    );
    expect(eligibilityReason('unknown', NONPROFIT, [STATE, OTHERS]).detail).toBe(
      'eligibility unknown: the grant accepts "Others": see the eligibility text',
    );
    expect(eligibilityReason('unknown', NONPROFIT, []).detail).toBe(
      'eligibility unknown: the grant lists no applicant types',
    );
    expect(eligibilityReason('unknown', null, [STATE]).detail).toBe(
      "eligibility unknown: set the organization's applicant type (Settings → Organization)",
    );
  });

  it('maps profile codes to the labels the catalog stores', () => {
    expect(applicantTypeLabel('12')).toBe(NONPROFIT);
    expect(applicantTypeLabel(null)).toBeNull();
    expect(applicantTypeLabel('42')).toBeNull();
  });
});

describe('the list and the detail', () => {
  let org: string;
  let other: string;
  const kinds = {
    listed: [STATE, NONPROFIT],
    unrestricted: [UNRESTRICTED],
    excluded: [STATE, COUNTY],
    others: [COUNTY, OTHERS],
    unlisted: [],
  } satisfies Record<string, string[]>;

  beforeEach(async () => {
    org = (await createOrganization(db, { name: 'Nonprofit Org' })).id;
    other = (await createOrganization(db, { name: 'County Org' })).id;
    await upsertGrants(
      db,
      Object.entries(kinds).map(([kind, types]) =>
        grantInput({ sourceId: `ELIG-${kind}`, title: `River grants ${kind}`, eligibleApplicantTypes: types }),
      ),
    );
  });

  const sourceIds = (items: { sourceId: string }[]) => items.map((g) => g.sourceId).sort();
  const list = (organizationId: string, eligible?: boolean) =>
    listGrants(db, { organizationId, limit: 100, offset: 0, ...(eligible === undefined ? {} : { eligible }) });

  it('filters true (eligible and unknown) and false (not eligible) exactly, with and without missions', async () => {
    await updateOrganizationProfile(db, org, { applicantType: '12' });
    await updateOrganizationProfile(db, other, { applicantType: '01' });
    for (const withMission of [false, true]) {
      if (withMission) await createMission(db, org, missionFields({ name: 'Rivers', keywords: ['river grants'] }));
      const yes = await list(org, true);
      expect(sourceIds(yes.data)).toEqual(['ELIG-listed', 'ELIG-others', 'ELIG-unlisted', 'ELIG-unrestricted']);
      expect(yes.total).toBe(4);
      const no = await list(org, false);
      expect(sourceIds(no.data)).toEqual(['ELIG-excluded']);
      expect(no.total).toBe(1);
      expect(no.data[0]!.eligibility).toEqual({
        status: 'not_eligible',
        kind: 'applicant_type',
        detail: 'not eligible: open to state governments, county governments',
        points: 0,
      });
      const all = await list(org);
      expect(Object.fromEntries(all.data.map((g) => [g.sourceId, g.eligibility.status]))).toEqual({
        'ELIG-listed': 'eligible',
        'ELIG-unrestricted': 'eligible',
        'ELIG-excluded': 'not_eligible',
        'ELIG-others': 'unknown',
        'ELIG-unlisted': 'unknown',
      });
    }
    // The county organization's type, not the nonprofit's, decides its list.
    expect(sourceIds((await list(other, false)).data)).toEqual(['ELIG-listed']);
    expect(sourceIds((await list(other, true)).data)).toEqual([
      'ELIG-excluded',
      'ELIG-others',
      'ELIG-unlisted',
      'ELIG-unrestricted',
    ]);
  });

  it('follows a change of the applicant type (no stale total or page)', async () => {
    await updateOrganizationProfile(db, org, { applicantType: '12' });
    expect((await list(org, false)).total).toBe(1);
    await updateOrganizationProfile(db, org, { applicantType: '00' });
    expect(sourceIds((await list(org, false)).data)).toEqual([]);
    expect((await list(org, false)).total).toBe(0);
    expect((await list(org)).data.find((g) => g.sourceId === 'ELIG-excluded')!.eligibility.status).toBe('eligible');
  });

  it('refuses the filter without an applicant type, and reads every grant as unknown', async () => {
    await expect(list(org, true)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extra: { issues: [{ path: 'eligible' }] },
    });
    await expect(list(org, false)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const all = await list(org);
    expect(new Set(all.data.map((g) => g.eligibility.status))).toEqual(new Set(['unknown']));
  });

  it("runs a saved search's filter for the digest without an applicant type: every grant unknown, never a failure", async () => {
    const window = { changedAfter: new Date(Date.now() - 3_600_000), changedUntil: new Date(Date.now() + 60_000) };
    const run = (eligible: boolean) => listGrants(db, { organizationId: org, limit: 100, offset: 0, eligible }, window);
    expect(sourceIds((await run(true)).data)).toEqual([
      'ELIG-excluded',
      'ELIG-listed',
      'ELIG-others',
      'ELIG-unlisted',
      'ELIG-unrestricted',
    ]);
    expect((await run(false)).data).toEqual([]);
  });

  it('explains eligibility on the detail and in each match, leaving the score as it was', async () => {
    const missionId = (
      await createMission(db, org, missionFields({ name: 'Rivers', keywords: ['river grants'], categories: [] }))
    ).id;
    const id = await grantIdOf(db, 'ELIG-excluded');
    const before = await getGrant(db, org, id);
    expect(before.eligibility.status).toBe('unknown');
    expect(before.matches.flatMap((m) => m.reasons).some((r) => r.kind === 'applicant_type')).toBe(false);
    await updateOrganizationProfile(db, org, { applicantType: '12' });
    const after = await getGrant(db, org, id);
    expect(after.eligibility).toMatchObject({ status: 'not_eligible', points: 0 });
    expect(after.matches).toHaveLength(1);
    const match = after.matches[0]!;
    expect(match.missionId).toBe(missionId);
    expect(match.score).toBe(before.matches[0]!.score);
    expect(match.reasons.at(-1)).toEqual({
      kind: 'applicant_type',
      detail: 'not eligible: open to state governments, county governments',
      points: 0,
    });
    expect(match.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(match.score);
  });
});
