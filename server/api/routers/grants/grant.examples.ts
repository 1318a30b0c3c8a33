// The grants of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import {
  GRANT_ID,
  MISSION_ID,
  NONPROFIT_501C3,
  PREVIOUS_CYCLE_ID,
  PURSUIT_ID,
  SUMMER_MISSION_ID,
} from '../../openapi/example-story';
import { mission, summerMission } from '../missions/mission.examples';
import type { ZGetGrantResponse } from './get-grant.schema';
import type { ZListGrantsResponse } from './list-grants.schema';
import type { ZListGrantVersionsResponse } from './list-grant-versions.schema';

type Grant = z.output<typeof ZGetGrantResponse>;
type GrantList = z.output<typeof ZListGrantsResponse>;
type GrantListItem = GrantList['data'][number];
type GrantVersionList = z.output<typeof ZListGrantVersionsResponse>;

export const grantSummary = {
  id: GRANT_ID,
  source: 'grants.gov',
  sourceId: '361472',
  opportunityNumber: 'ED-GRANTS-021126-001',
  title:
    'Office of Career, Technical, and Adult Education (OCTAE): Rural Adult Literacy Innovation Program, ' +
    'Assistance Listing Number 84.191B',
  agency: 'Department of Education',
  agencyCode: 'ED',
  status: 'posted',
  postedDate: '2026-02-11',
  closeDate: '2026-04-14',
  archiveDate: '2026-05-14',
  awardFloor: 150_000,
  awardCeiling: 450_000,
  estimatedTotalFunding: 6_000_000,
  expectedAwards: 15,
  currency: 'USD',
  categories: ['Education'],
  fundingInstruments: ['Grant'],
  eligibleApplicantTypes: [
    'County governments',
    'Public and State controlled institutions of higher education',
    NONPROFIT_501C3,
    'Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education',
  ],
  // The Grants.gov extract gives the assistance listing number alone.
  assistanceListings: [{ number: '84.191', title: null }],
  costSharing: false,
  url: 'https://www.grants.gov/search-results-detail/361472',
  updatedAt: '2026-02-12T06:14:51.630Z',
} satisfies Omit<
  Grant,
  'description' | 'eligibilityNotes' | 'contact' | 'matches' | 'pursuitId' | 'cycles' | 'recurrence' | 'eligibility'
>;

/** The organization profile's applicant type is 12 (nonprofits with 501(c)(3) status): listed by the grant. */
const eligibility = {
  status: 'eligible',
  kind: 'applicant_type',
  detail: 'eligible: nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
  points: 0,
} satisfies Grant['eligibility'];

/** Score 89 = 32 + 26 + 12 + 4 + 15 (docs/matching.md). */
const missionMatch = {
  score: 89,
  missionId: MISSION_ID,
  missionName: mission.name,
  reasons: [
    { kind: 'keyword', detail: 'matched "adult literacy" in the title and the text (2 mentions)', points: 32 },
    { kind: 'keyword', detail: 'matched "rural" in the title and the text (1 mention)', points: 26 },
    { kind: 'keyword', detail: 'matched "family literacy" in the description (2 mentions)', points: 12 },
    { kind: 'term', detail: 'mission description terms found: tutoring, volunteers', points: 4 },
    { kind: 'category', detail: 'Education', points: 15 },
    { kind: 'eligibility', detail: `open to ${NONPROFIT_501C3}`, points: 0 },
    { kind: 'amount', detail: 'award $150,000–$450,000 fits your range $50,000–$500,000', points: 0 },
    { kind: eligibility.kind, detail: eligibility.detail, points: 0 },
  ],
} satisfies Grant['matches'][number];

/** Score 55 = 12 + 24 + 4 + 15. */
const summerMissionMatch = {
  score: 55,
  missionId: SUMMER_MISSION_ID,
  missionName: summerMission.name,
  reasons: [
    { kind: 'keyword', detail: 'matched "family literacy" in the description (2 mentions)', points: 12 },
    { kind: 'scale', detail: 'the mission has 1 keyword: keyword points × 3/1, up to 40', points: 24 },
    { kind: 'term', detail: 'mission description terms found: libraries, parents', points: 4 },
    { kind: 'category', detail: 'Education', points: 15 },
    { kind: eligibility.kind, detail: eligibility.detail, points: 0 },
  ],
} satisfies Grant['matches'][number];

export const grant: Grant = {
  ...grantSummary,
  description:
    'The Rural Adult Literacy Innovation Program supports projects that raise the literacy, numeracy and digital ' +
    'skills of adults in rural counties, where adult education providers are few and far apart.\n' +
    'Projects may combine adult literacy instruction with family literacy activities, volunteer tutoring, ' +
    'distance learning and partnerships with public libraries and employers. Applicants must describe how they will ' +
    'recruit and train volunteers, how they will measure gains in adult literacy, and how family literacy services ' +
    'will reach parents of young children.',
  eligibilityNotes:
    'Eligible applicants are local educational agencies, community-based organizations of demonstrated ' +
    'effectiveness, public libraries and institutions of higher education that serve adults in rural counties, ' +
    'alone or in consortia.',
  contact: {
    name: 'Tamara Ellison',
    email: 'RuralAdultLiteracy@ed.gov',
    phone: '202-245-7740',
    text: 'Tamara Ellison\nOffice of Career, Technical, and Adult Education\nU.S. Department of Education\nRuralAdultLiteracy@ed.gov',
  },
  eligibility,
  matches: [missionMatch, summerMissionMatch],
  pursuitId: PURSUIT_ID,
  // Last year's cycle of the same program (same agency, assistance listing and title but for the year).
  cycles: [
    {
      id: PREVIOUS_CYCLE_ID,
      opportunityNumber: 'ED-GRANTS-020925-001',
      postedDate: '2025-02-09',
      closeDate: '2025-04-11',
      status: 'closed',
    },
  ],
  recurrence: { cadence: 'annual', lastCloseDate: '2025-04-11', expectedNextPostDate: '2027-02-11' },
};

const grantListItem: GrantListItem = {
  ...grantSummary,
  match: { score: missionMatch.score, missionId: missionMatch.missionId, missionName: missionMatch.missionName },
  pursuitId: PURSUIT_ID,
  recurring: true,
  eligibility,
};

export const grantsList: GrantList = {
  data: [grantListItem],
  pagination: { limit: 1, offset: 0, total: 9, hasMore: true },
};

/** The example grant's versions, newest first: the daily sync moved its close date after raising its ceiling. */
export const grantVersionsList: GrantVersionList = {
  data: [
    { version: 3, changedAt: '2026-03-05T06:00:09.874Z', changes: { closeDate: ['2026-03-31', '2026-04-14'] } },
    { version: 2, changedAt: '2026-02-20T06:00:12.310Z', changes: { awardCeiling: [300_000, 450_000] } },
  ],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};
