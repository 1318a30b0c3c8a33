// REST shapes shared by the grant procedures (their fields: docs/api.md).
import { z } from 'zod';
import { ELIGIBILITY_STATUSES } from '~/server/grants/eligibility';
import { GRANT_STATUSES } from '~/server/grants/status';
import { ZDate, ZId, ZTimestamp } from '../../schemas';

const nullableDate = ZDate.nullable();

export const ZMatchSummary = z.object({
  score: z.number().int().min(0).max(100),
  missionId: ZId,
  missionName: z.string(),
});

export const ZMatchReason = z.object({ kind: z.string(), detail: z.string(), points: z.number() });

export const ZEligibility = z
  .object({
    status: z
      .enum(ELIGIBILITY_STATUSES)
      .describe(
        "The organization's applicant type against the grant's eligible applicant types: not_eligible only when the " +
          'grant lists types, none of them the organization’s, and neither "Unrestricted" nor "Others"',
      ),
    kind: z.literal('applicant_type'),
    detail: z.string().describe('Why, in one line ("eligible: nonprofits having a 501(c)(3) status…")'),
    points: z.literal(0).describe('Eligibility explains; it never changes the score'),
  })
  .meta({ id: 'Eligibility' });

export const ZGrantSummary = z.object({
  id: ZId,
  source: z.enum(['grants.gov', 'private', 'synthetic']),
  sourceId: z.string(),
  opportunityNumber: z.string().nullable(),
  title: z.string(),
  agency: z.string().nullable(),
  agencyCode: z.string().nullable(),
  status: z.enum(GRANT_STATUSES),
  postedDate: nullableDate,
  closeDate: nullableDate,
  archiveDate: nullableDate,
  awardFloor: z.number().int().nullable(),
  awardCeiling: z.number().int().nullable(),
  estimatedTotalFunding: z.number().int().nullable(),
  expectedAwards: z.number().int().nullable(),
  currency: z.string(),
  categories: z.array(z.string()),
  fundingInstruments: z.array(z.string()),
  eligibleApplicantTypes: z.array(z.string()),
  assistanceListings: z.array(z.object({ number: z.string(), title: z.string().nullable() })),
  costSharing: z.boolean().nullable(),
  url: z.string().nullable(),
  updatedAt: ZTimestamp,
});

export const ZGrantListItem = ZGrantSummary.extend({
  match: ZMatchSummary.nullable(),
  pursuitId: ZId.nullable(),
  recurring: z.boolean().describe('The program has other cycles (other years) this organization can see'),
  eligibility: ZEligibility,
}).meta({ id: 'GrantListItem' });

export const ZGrantCycle = z
  .object({
    id: ZId,
    opportunityNumber: z.string().nullable(),
    postedDate: nullableDate,
    closeDate: nullableDate,
    status: z.enum(GRANT_STATUSES),
  })
  .meta({ id: 'GrantCycle' });

export const ZRecurrence = z
  .object({
    cadence: z.enum(['annual', 'irregular']).describe('annual: each cycle posted 300–430 days after the one before'),
    lastCloseDate: nullableDate.describe('The latest close date of a cycle that has closed'),
    expectedNextPostDate: nullableDate.describe('Annual programs: the latest posting plus whole years, after today'),
  })
  .meta({ id: 'Recurrence' });

export const ZGrant = ZGrantSummary.extend({
  description: z.string().nullable(),
  eligibilityNotes: z.string().nullable(),
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    text: z.string().nullable(),
  }),
  eligibility: ZEligibility,
  matches: z.array(ZMatchSummary.extend({ reasons: z.array(ZMatchReason) })),
  pursuitId: ZId.nullable(),
  cycles: z.array(ZGrantCycle).describe('The other grants of the same program (other years), oldest posting first'),
  recurrence: ZRecurrence.nullable().describe('How the program recurs; null without other cycles'),
}).meta({ id: 'Grant' });
