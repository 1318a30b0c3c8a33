// Grants an organization adds itself (a foundation's call, a local program): visible to it alone, matched like
// the public catalog.
import { randomUUID } from 'node:crypto';
import type { Db } from '~/db';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { recomputeGrantMatches } from '../matching/recompute';
import { getGrant } from '../grants/queries';
import type { GrantInput } from '../grants/types';
import { upsertGrants } from '../grants/upsert';

export type PrivateGrantInput = Pick<GrantInput, 'title'> &
  Partial<
    Pick<
      GrantInput,
      | 'agency'
      | 'description'
      | 'eligibilityNotes'
      | 'postedDate'
      | 'closeDate'
      | 'awardFloor'
      | 'awardCeiling'
      | 'categories'
      | 'eligibleApplicantTypes'
      | 'url'
      | 'currency'
    >
  >;

const AUDITED_PRIVATE_GRANT_FIELDS = [
  'title',
  'agency',
  'description',
  'eligibilityNotes',
  'postedDate',
  'closeDate',
  'awardFloor',
  'awardCeiling',
  'categories',
  'eligibleApplicantTypes',
  'url',
  'currency',
] as const;

export async function addPrivateGrant(db: Db, organizationId: string, input: PrivateGrantInput) {
  const id = await db.transaction(async (tx) => {
    const result = await upsertGrants(tx, [
      {
        source: 'private',
        sourceId: randomUUID(),
        sourceVersion: 1,
        ownerOrganizationId: organizationId,
        opportunityNumber: null,
        title: input.title,
        agency: input.agency ?? null,
        agencyCode: null,
        isForecast: false,
        postedDate: input.postedDate ?? null,
        closeDate: input.closeDate ?? null,
        archiveDate: null,
        awardFloor: input.awardFloor ?? null,
        awardCeiling: input.awardCeiling ?? null,
        estimatedTotalFunding: null,
        expectedAwards: null,
        currency: input.currency ?? 'USD',
        categories: input.categories ?? [],
        fundingInstruments: ['Grant'],
        eligibleApplicantTypes: input.eligibleApplicantTypes ?? [],
        assistanceListings: [],
        costSharing: null,
        description: input.description ?? null,
        eligibilityNotes: input.eligibilityNotes ?? null,
        url: input.url ?? null,
        contact: null,
      },
    ]);
    await recomputeGrantMatches(tx, result.changedIds);
    const grantId = result.changedIds[0]!;
    await recordAudit(tx, {
      organizationId,
      action: 'grant.private_added',
      target: { type: 'grant', id: grantId },
      changes: diff(null, input, AUDITED_PRIVATE_GRANT_FIELDS),
    });
    return grantId;
  });
  return getGrant(db, organizationId, id);
}
