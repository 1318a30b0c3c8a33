// Eligibility over REST (docs/matching.md#eligibility): the organization profile's applicant type against each grant's
// eligible applicant types, on every list item and grant detail, and GET /grants?eligible=true|false: exact results on
// private grants of each kind, the catalog split in two, a malformed value and a missing applicant type refused with a
// 400, and one organization's profile never deciding another's list.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBLE_APPLICANTS } from '~/server/grants/codes';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const STATE = ELIGIBLE_APPLICANTS['00'];
const COUNTY = ELIGIBLE_APPLICANTS['01'];
const NONPROFIT = ELIGIBLE_APPLICANTS['12'];
const OTHERS = ELIGIBLE_APPLICANTS['25'];
const UNRESTRICTED = ELIGIBLE_APPLICANTS['99'];

/** One private grant of beta per kind; the token keeps this file's grants apart from every other file's. */
const TOKEN = `Quillwort${randomUUID().slice(0, 8)}`;
const KINDS = {
  listed: [STATE, NONPROFIT],
  unrestricted: [UNRESTRICTED],
  excluded: [STATE, COUNTY],
  others: [COUNTY, OTHERS],
  unlisted: [],
} satisfies Record<string, string[]>;
type Kind = keyof typeof KINDS;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const setApplicantType = (applicantType: string | null) =>
  api('/organization/profile', {
    method: 'PATCH',
    headers: bearer(fixtures().users.outsider.idToken), // beta's owner
    body: { applicantType },
  });

const ids = new Map<string, Kind>();
let key = '';
let missionId = '';
let typeBefore: string | null = null;

/** beta's grants of this file, as kinds, for a query string. */
async function kindsListed(query: string, apiKey = key): Promise<Kind[]> {
  const res = await api(`/grants?scope=all&limit=100&q=${TOKEN}${query}`, { key: apiKey });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.pagination.total).toBe(res.body.data.length);
  return res.body.data.map((g: { id: string }) => ids.get(g.id)!).sort();
}

/** The rules written out again, for a grant's list and the organization's label. */
function expectedStatus(label: string | null, types: string[]): string {
  if (label === null || types.length === 0) return 'unknown';
  if (types.includes(label) || types.some((t) => t.startsWith('Unrestricted'))) return 'eligible';
  if (types.some((t) => t.startsWith('Others'))) return 'unknown';
  return 'not_eligible';
}

beforeAll(async () => {
  const f = fixtures();
  key = f.orgB.fullKey;
  typeBefore = (await api('/organization/profile', { key })).body.applicantType;
  const owner = await signIn(f.users.outsider.email, f.users.outsider.password);
  for (const [kind, types] of Object.entries(KINDS)) {
    const added = await owner.mutate<{ id: string }>('grants.addPrivate', {
      title: `${TOKEN} river restoration (${kind})`,
      agency: 'Quillwort Trust',
      closeDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      eligibleApplicantTypes: types,
    });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    ids.set(added.data!.id, kind as Kind);
  }
  // A mission of its own matches this file's grants alone (the phrase is in their titles), so each has a match.
  const mission = await api('/missions', {
    method: 'POST',
    key,
    body: { name: `Eligibility ${TOKEN}`, keywords: [`${TOKEN} river restoration`] },
  });
  expect(mission.status, JSON.stringify(mission.body)).toBe(201);
  missionId = mission.body.id;
});

afterAll(async () => {
  await setApplicantType(typeBefore);
  if (missionId) await api(`/missions/${missionId}`, { method: 'DELETE', key });
});

describe('GET /grants?eligible=', () => {
  it('true keeps eligible and unknown grants, false only those the type is left out of: exact', async () => {
    expect((await setApplicantType('12')).status).toBe(200);
    expect(await kindsListed('')).toEqual(['excluded', 'listed', 'others', 'unlisted', 'unrestricted']);
    // The matched list (the organization's missions), not only the whole catalog, is filtered the same way.
    const matched = await api(`/grants?missionId=${missionId}&limit=100&eligible=false`, { key });
    expect(matched.body.data.map((g: any) => ids.get(g.id))).toEqual(['excluded']);
    expect(await kindsListed('&eligible=true')).toEqual(['listed', 'others', 'unlisted', 'unrestricted']);
    expect(await kindsListed('&eligible=false')).toEqual(['excluded']);

    // Another type, another split: a county government is left out of the state-and-nonprofit grant only.
    expect((await setApplicantType('01')).status).toBe(200);
    expect(await kindsListed('&eligible=true')).toEqual(['excluded', 'others', 'unlisted', 'unrestricted']);
    expect(await kindsListed('&eligible=false')).toEqual(['listed']);
  });

  it('explains each grant on the list and the detail, in the shape of a match reason', async () => {
    expect((await setApplicantType('12')).status).toBe(200);
    const res = await api(`/grants?scope=all&limit=100&q=${TOKEN}`, { key });
    const byKind = Object.fromEntries(res.body.data.map((g: any) => [ids.get(g.id), g.eligibility]));
    expect(byKind).toEqual({
      listed: {
        status: 'eligible',
        kind: 'applicant_type',
        detail:
          'eligible: nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
        points: 0,
      },
      unrestricted: {
        status: 'eligible',
        kind: 'applicant_type',
        detail: 'eligible: open to any type of applicant (unrestricted)',
        points: 0,
      },
      excluded: {
        status: 'not_eligible',
        kind: 'applicant_type',
        detail: 'not eligible: open to state governments, county governments',
        points: 0,
      },
      others: {
        status: 'unknown',
        kind: 'applicant_type',
        detail: 'eligibility unknown: the grant accepts "Others": see the eligibility text',
        points: 0,
      },
      unlisted: {
        status: 'unknown',
        kind: 'applicant_type',
        detail: 'eligibility unknown: the grant lists no applicant types',
        points: 0,
      },
    });
    for (const [id, kind] of ids) {
      const detail = await api(`/grants/${id}`, { key });
      expect(detail.status).toBe(200);
      expect(detail.body.eligibility).toEqual(byKind[kind]);
      expect(detail.body.matches.map((m: any) => m.missionId)).toEqual([missionId]);
      for (const m of detail.body.matches) {
        expect(m.reasons).toContainEqual({ kind: 'applicant_type', detail: byKind[kind].detail, points: 0 });
        expect(m.reasons.reduce((sum: number, r: any) => sum + r.points, 0)).toBe(m.score);
      }
    }
  });

  it('splits the catalog in two: every grant on one side, each as the rules say', async () => {
    expect((await setApplicantType('12')).status).toBe(200);
    const all = 'status=posted,forecasted,closed,archived&scope=all&limit=100';
    const [whole, yes, no] = await Promise.all([
      api(`/grants?${all}`, { key }),
      api(`/grants?${all}&eligible=true`, { key }),
      api(`/grants?${all}&eligible=false`, { key }),
    ]);
    for (const res of [whole, yes, no]) expect(res.status).toBe(200);
    expect(yes.body.pagination.total + no.body.pagination.total).toBe(whole.body.pagination.total);
    expect(no.body.pagination.total).toBeGreaterThan(0);
    for (const g of whole.body.data)
      expect(g.eligibility.status, g.title).toBe(expectedStatus(NONPROFIT, g.eligibleApplicantTypes));
    for (const g of yes.body.data) expect(g.eligibility.status).not.toBe('not_eligible');
    for (const g of no.body.data) expect(g.eligibility.status).toBe('not_eligible');
  });

  it.each(['eligible=maybe', 'eligible=yes%20please', 'eligible=TRUE!'])(
    '%s → 400 VALIDATION_FAILED',
    async (query) => {
      const res = await api(`/grants?${query}`, { key });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.issues)).toContain('eligible');
    },
  );

  it('needs an applicant type: without one, 400 saying where to set it, and every grant is unknown', async () => {
    expect((await setApplicantType(null)).status).toBe(200);
    for (const value of ['true', 'false']) {
      const res = await api(`/grants?eligible=${value}`, { key });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'eligible' }] });
      expect(res.body.error).toContain('applicant type');
      expect(res.body.error).toContain('PATCH /api/v1/organization/profile');
    }
    const res = await api(`/grants?scope=all&limit=100&q=${TOKEN}`, { key });
    expect(new Set(res.body.data.map((g: any) => g.eligibility.status))).toEqual(new Set(['unknown']));
  });
});

describe('each organization its own', () => {
  it("beta's applicant type decides nothing for another organization", async () => {
    const f = fixtures();
    expect((await setApplicantType('12')).status).toBe(200);
    // The catalog organization has no applicant type: beta's does not lend it one.
    const other = await api('/grants?eligible=true', { key: f.catalog.key });
    expect(other.status).toBe(400);
    const [grant] = (await api('/grants?limit=1', { key: f.catalog.key })).body.data;
    expect(grant.eligibility.status).toBe('unknown');
    expect(grant.eligibility.detail).toContain('set the organization');
    const mine = await api(`/grants/${grant.id}`, { key });
    expect(mine.body.eligibility.status).toBe(expectedStatus(NONPROFIT, grant.eligibleApplicantTypes));
    // alpha never sees beta's private grants, whatever its own profile says.
    const alpha = await api(`/grants?scope=all&limit=100&q=${TOKEN}`, { key: f.orgA.fullKey });
    expect(alpha.status).toBe(200);
    expect(alpha.body.data).toEqual([]);
  });

  it('a saved search keeps the filter and reopens with it', async () => {
    const saved = await api('/saved-searches', {
      method: 'POST',
      key,
      body: { name: `Eligible ${TOKEN}`, filters: { scope: 'all', q: TOKEN, eligible: true } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.grantsQuery).toBe(`q=${TOKEN}&eligible=true&scope=all`);
    expect((await setApplicantType('12')).status).toBe(200);
    expect(await kindsListed('&eligible=true')).toEqual(['listed', 'others', 'unlisted', 'unrestricted']);
    const reopened = await api(`/grants?${saved.body.grantsQuery}&limit=100`, { key });
    expect(reopened.body.data.map((g: any) => ids.get(g.id)).sort()).toEqual([
      'listed',
      'others',
      'unlisted',
      'unrestricted',
    ]);
    await api(`/saved-searches/${saved.body.id}`, { method: 'DELETE', key });
  });
});
