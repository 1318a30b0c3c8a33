// Saved searches on the embedded database: the query string that reopens a search, and the bound on how many one
// owner keeps (a person and the organization's shared ones counted apart).
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { updateOrganizationProfile } from '../organizations/profile';
import { createUser } from '../users/create-user';
import {
  createSavedSearch,
  grantsQuery,
  listSavedSearches,
  MAX_SAVED_SEARCHES,
  updateSavedSearch,
} from './saved-searches';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

describe('saved searches', () => {
  it('grantsQuery writes the filters as GET /grants takes them (lists comma-separated, numbers as text)', () => {
    expect(
      grantsQuery({ q: 'fish passage', status: ['posted', 'closed'], minScore: 40, closesAfter: '2027-01-01' }),
    ).toBe('q=fish+passage&minScore=40&status=posted%2Cclosed&closesAfter=2027-01-01');
    expect(grantsQuery({})).toBe('');
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per owner; a person's and the shared ones are counted apart`, async () => {
    const org = await createOrganization(db, { name: 'Search Trust' });
    const user = await createUser(db, { email: 'saver@search.example', organizationId: org.id, role: 'viewer' });
    const person = { organizationId: org.id, userId: user.id };
    const shared = { organizationId: org.id, userId: null };
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      await createSavedSearch(db, person, { name: `search ${i}`, filters: {} });
    await expect(createSavedSearch(db, person, { name: 'one too many', filters: {} })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await createSavedSearch(db, shared, { name: 'the integration’s', filters: { agency: 'ED' } });
    const seen = await listSavedSearches(db, person, { limit: 100, offset: 0 });
    expect(seen.total).toBe(MAX_SAVED_SEARCHES + 1);
    expect((await listSavedSearches(db, shared, { limit: 100, offset: 0 })).total).toBe(1);
  }, 120_000);

  it('an eligibility filter is saved only once the organization has an applicant type, as GET /grants takes it', async () => {
    const org = await createOrganization(db, { name: 'Eligible Trust' });
    const shared = { organizationId: org.id, userId: null };
    const refused = {
      code: 'VALIDATION_FAILED',
      extra: { issues: [{ path: 'filters.eligible', message: expect.stringContaining('no applicant type') }] },
    };
    await expect(
      createSavedSearch(db, shared, { name: 'eligible', filters: { eligible: true } }),
    ).rejects.toMatchObject(refused);
    const plain = await createSavedSearch(db, shared, { name: 'plain', filters: { agency: 'ED' } });
    await expect(
      updateSavedSearch(db, shared, plain.id, { filters: { agency: 'ED', eligible: false } }),
    ).rejects.toMatchObject(refused);
    // Nothing saved by the refusals.
    expect((await listSavedSearches(db, shared, { limit: 10, offset: 0 })).data.map((s) => s.filters)).toEqual([
      { agency: 'ED' },
    ]);

    await updateOrganizationProfile(db, org.id, { applicantType: '12' });
    const saved = await createSavedSearch(db, shared, { name: 'eligible', filters: { eligible: true } });
    expect(saved.grantsQuery).toBe('eligible=true');
    await updateSavedSearch(db, shared, plain.id, { filters: { agency: 'ED', eligible: false } });
  }, 120_000);
});
