// The applicant profile over REST and the dashboard (/api/v1/organization/profile, docs/applications.md): the round
// trip, partial changes and null, every malformed field refused with a 400 naming it and nothing changed, who may read
// and write it (a viewer reads, people holding MANAGE_ORGANIZATION write, API keys never write), each organization
// its own, readiness, and the audit trail. The expiry reminders are in organization-profile-reminders.postgres.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const bearer = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...extra });
const asOwner = () => bearer(fixtures().users.owner.idToken);

const get = (headers: Record<string, string>) => api('/organization/profile', { headers });
const patch = (headers: Record<string, string>, body: unknown) =>
  api('/organization/profile', { method: 'PATCH', headers, body });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const COMPLETE = {
  legalName: 'Prairie Reads Literacy Council, Inc.',
  ein: '61-1234567',
  uei: 'J7MZK3LQ8RX4',
  samRegistrationExpiresOn: day(400),
  applicantType: '12',
  authorizedRepresentative: { name: 'Maria Alvarez', title: 'Executive Director', email: 'maria@prairie.example.org' },
  fiscalYearStartMonth: 7,
  indirectCostRate: 10.5,
  indirectCostRateExpiresOn: day(500),
};

/** The profile's records in alpha's trail, newest first. */
async function profileRecords() {
  const res = await api('/audit-log?action=organization.profile_updated&limit=100', { key: fixtures().orgA.fullKey });
  expect(res.status).toBe(200);
  return res.body.data as { actor: { kind: string; id: string }; changes: Record<string, [unknown, unknown]> }[];
}

let before: unknown;

beforeAll(async () => {
  before = (await get(asOwner())).body;
});

afterAll(async () => {
  // alpha's profile as it was (other files read alpha's overview).
  const b = before as typeof COMPLETE | undefined;
  if (b) {
    const { legalName, ein, uei, samRegistrationExpiresOn, applicantType, authorizedRepresentative } = b;
    const { fiscalYearStartMonth, indirectCostRate, indirectCostRateExpiresOn } = b;
    await patch(asOwner(), {
      legalName,
      ein,
      uei,
      samRegistrationExpiresOn,
      applicantType,
      authorizedRepresentative,
      fiscalYearStartMonth,
      indirectCostRate,
      indirectCostRateExpiresOn,
    });
  }
});

describe('reading and writing the profile', () => {
  it('a profile never filled in answers with every field null, not ready, naming each missing field', async () => {
    const res = await api('/organization/profile', { key: fixtures().catalog.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organizationId: fixtures().catalog.id,
      legalName: null,
      ein: null,
      uei: null,
      samRegistrationExpiresOn: null,
      applicantType: null,
      applicantTypeLabel: null,
      authorizedRepresentative: { name: null, title: null, email: null },
      fiscalYearStartMonth: null,
      indirectCostRate: null,
      indirectCostRateExpiresOn: null,
      updatedAt: null,
    });
    expect(res.body.readiness.ready).toBe(false);
    expect(res.body.readiness.missing.map((m: { field: string }) => m.field)).toEqual([
      'legalName',
      'ein',
      'uei',
      'samRegistrationExpiresOn',
      'applicantType',
      'authorizedRepresentative.name',
      'authorizedRepresentative.title',
      'authorizedRepresentative.email',
    ]);
  });

  it('round trip: the owner sets every field (ID token over REST), GET answers them, ready', async () => {
    const set = await patch(asOwner(), COMPLETE);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      ...COMPLETE,
      organizationId: fixtures().orgA.id,
      applicantTypeLabel:
        'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
      readiness: { ready: true, missing: [], warnings: [] },
    });
    expect(set.body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const read = await get(asOwner());
    expect(read.status).toBe(200);
    expect(read.body).toEqual(set.body);
  });

  it('a PATCH changes only what it sends; null clears a field (and the profile is no longer ready)', async () => {
    await patch(asOwner(), COMPLETE);
    const partial = await patch(asOwner(), {
      legalName: '  Prairie Reads, Inc.  ',
      authorizedRepresentative: { title: 'CEO' },
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body).toMatchObject({
      ...COMPLETE,
      legalName: 'Prairie Reads, Inc.',
      authorizedRepresentative: { ...COMPLETE.authorizedRepresentative, title: 'CEO' },
    });
    const cleared = await patch(asOwner(), {
      ein: null,
      authorizedRepresentative: { email: null },
      indirectCostRate: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      ein: null,
      uei: COMPLETE.uei,
      indirectCostRate: null,
      authorizedRepresentative: { name: 'Maria Alvarez', title: 'CEO', email: null },
    });
    expect(cleared.body.readiness.ready).toBe(false);
    expect(cleared.body.readiness.missing.map((m: { field: string }) => m.field)).toEqual([
      'ein',
      'authorizedRepresentative.email',
    ]);
    expect((await get(asOwner())).body).toEqual(cleared.body);
  });

  it('readiness: a SAM.gov registration that expired is missing ("expired on …"); within 30 days it warns', async () => {
    await patch(asOwner(), COMPLETE);
    const expired = await patch(asOwner(), { samRegistrationExpiresOn: '2025-03-01' });
    expect(expired.body.readiness).toEqual({
      ready: false,
      missing: [{ field: 'samRegistrationExpiresOn', message: expect.stringContaining('expired on March 1, 2025') }],
      warnings: [],
    });
    const soon = await patch(asOwner(), { samRegistrationExpiresOn: day(20) });
    expect(soon.body.readiness).toMatchObject({
      ready: true,
      missing: [],
      warnings: [{ field: 'samRegistrationExpiresOn', message: expect.stringMatching(/expires in (19|20|21) days/) }],
    });
  });
});

describe('malformed values', () => {
  const CASES: [string, Record<string, unknown>, string][] = [
    ['EIN of 8 digits, no hyphen', { ein: '12345678' }, 'ein'],
    ['EIN with 8 digits after the hyphen', { ein: '12-34567890' }, 'ein'],
    ['UEI with an I', { uei: 'J7MZK3LQ8RI4' }, 'uei'],
    ['UEI with an O', { uei: 'J7MZK3LQ8RO4' }, 'uei'],
    ['UEI starting with 0', { uei: '07MZK3LQ8RX4' }, 'uei'],
    ['UEI of 11 characters', { uei: 'J7MZK3LQ8RX' }, 'uei'],
    ['UEI in lower case (refused, not rewritten)', { uei: 'j7mzk3lq8rx4' }, 'uei'],
    ['fiscal month 13', { fiscalYearStartMonth: 13 }, 'fiscalYearStartMonth'],
    ['fiscal month 0', { fiscalYearStartMonth: 0 }, 'fiscalYearStartMonth'],
    ['rate -1', { indirectCostRate: -1 }, 'indirectCostRate'],
    ['rate over 100', { indirectCostRate: 100.01 }, 'indirectCostRate'],
    ['rate as text', { indirectCostRate: '10' }, 'indirectCostRate'],
    ['bad email', { authorizedRepresentative: { email: 'maria at prairie' } }, 'authorizedRepresentative.email'],
    ['unknown applicant type', { applicantType: '98' }, 'applicantType'],
    ['"Unrestricted" is no applicant type', { applicantType: '99' }, 'applicantType'],
    ['not a date', { samRegistrationExpiresOn: '2026-02-30' }, 'samRegistrationExpiresOn'],
    ['blank legal name', { legalName: '   ' }, 'legalName'],
  ];

  it.each(CASES)('%s → 400 naming the field; nothing changes, nothing is recorded', async (_, body, field) => {
    await patch(asOwner(), COMPLETE);
    const profile = (await get(asOwner())).body;
    const records = (await profileRecords()).length;
    // Sent with a valid change beside it: the whole request is refused, the valid part too.
    const res = await patch(asOwner(), { ...body, legalName: (body.legalName as string) ?? 'Changed Name, Inc.' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toContain(field);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await get(asOwner())).body).toEqual(profile);
    expect((await profileRecords()).length).toBe(records);
  });

  it('an empty body, an unknown field or a body that is not an object is refused', async () => {
    for (const body of [
      {},
      { ein: '61-1234567', dunsNumber: '123456789' },
      { authorizedRepresentative: { phone: '1' } },
      [],
    ]) {
      const res = await patch(asOwner(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('who may read and write it', () => {
  let viewer: DashboardClient;
  let admin: DashboardClient;
  let owner: DashboardClient;

  beforeAll(async () => {
    const f = fixtures();
    const as = (w: 'viewer' | 'admin' | 'owner') => signIn(f.users[w].email, f.users[w].password);
    [viewer, admin, owner] = await Promise.all([as('viewer'), as('admin'), as('owner')]);
  });

  it('a viewer reads it (REST and dashboard) and is refused a change (403), which changes nothing', async () => {
    await patch(asOwner(), COMPLETE);
    const token = fixtures().users.viewer.idToken;
    const read = await get(bearer(token));
    expect(read.status).toBe(200);
    expect(read.body.legalName).toBe(COMPLETE.legalName);
    const refused = await patch(bearer(token), { legalName: 'Viewer was here' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const dash = await viewer.mutate('organizationProfile.update', { legalName: 'Viewer was here' });
    expect(dash.status).toBe(403);
    expect((await viewer.query('organizationProfile.get', {})).data.legalName).toBe(COMPLETE.legalName);
  });

  it('an admin (MANAGE_MEMBERS, not MANAGE_ORGANIZATION) is refused; the owner changes it in the dashboard', async () => {
    const refused = await admin.mutate('organizationProfile.update', { ein: '99-9999999' });
    expect(refused.status).toBe(403);
    const done = await owner.mutate('organizationProfile.update', { ein: '62-7654321' });
    expect(done.status).toBe(200);
    expect(done.data.ein).toBe('62-7654321');
    const shown = await admin.query('organizationProfile.get', {});
    expect(shown.data.ein).toBe('62-7654321');
  });

  it('an API key reads it with VIEW_GRANTS (200), is refused without it, and never writes it, not even with every permission a key may hold', async () => {
    const { readKey, fullKey, testKey, pursuitsOnlyKey } = fixtures().orgA;
    await patch(asOwner(), COMPLETE);
    const read = await api('/organization/profile', { key: readKey });
    expect(read.status).toBe(200);
    expect(read.body.ein).toBe(COMPLETE.ein);
    const noView = await api('/organization/profile', { key: pursuitsOnlyKey });
    expect(noView.status).toBe(403);
    for (const key of [fullKey, testKey, readKey]) {
      const res = await api('/organization/profile', { method: 'PATCH', key, body: { ein: '99-9999999' } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await get(asOwner())).body.ein).toBe(COMPLETE.ein);
  });

  it('each organization sees and changes its own: beta cannot read or write alpha’s', async () => {
    const f = fixtures();
    await patch(asOwner(), COMPLETE);
    const alpha = (await get(asOwner())).body;
    // beta's owner, in beta: their own profile, never alpha's.
    const outsider = f.users.outsider.idToken;
    const own = await patch(bearer(outsider), { legalName: 'Beta Organization, Inc.', ein: '11-1111111' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.organizationId).toBe(f.orgB.id);
    const betaRead = await api('/organization/profile', { key: f.orgB.key });
    expect(betaRead.body).toMatchObject({ organizationId: f.orgB.id, legalName: 'Beta Organization, Inc.' });
    expect(JSON.stringify(betaRead.body)).not.toContain(COMPLETE.uei);
    // Naming alpha: refused before anything is read or written.
    const intoAlpha = { 'X-Organization-Id': f.orgA.id };
    expect((await get(bearer(outsider, intoAlpha))).status).toBe(403);
    const write = await patch(bearer(outsider, intoAlpha), { legalName: 'Taken over' });
    expect(write.status).toBe(403);
    expect((await get(asOwner())).body).toEqual(alpha);
  });
});

describe('the audit trail', () => {
  it('records each change with who made it and what changed; a change that changes nothing records nothing', async () => {
    await patch(asOwner(), COMPLETE);
    const n = (await profileRecords()).length;
    const res = await patch(asOwner(), { fiscalYearStartMonth: 10, authorizedRepresentative: { name: 'Devon Price' } });
    expect(res.status).toBe(200);
    const [latest, ...rest] = await profileRecords();
    expect(rest.length).toBe(n);
    expect(latest!.actor).toMatchObject({ kind: 'user', id: fixtures().users.owner.id });
    expect(latest!.changes).toEqual({
      fiscalYearStartMonth: [7, 10],
      authorizedRepName: ['Maria Alvarez', 'Devon Price'],
    });
    const again = await patch(asOwner(), { fiscalYearStartMonth: 10 });
    expect(again.status).toBe(200);
    expect((await profileRecords()).length).toBe(n + 1);
  });
});
