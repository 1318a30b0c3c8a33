// Relevance on the real 30-record Grants.gov extract: missions a grants office would write, and precision at k of
// the stored matches against the opportunities judged relevant by reading the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { CATEGORY_OF_FUNDING_ACTIVITY as C, ELIGIBLE_APPLICANTS as E } from '../grants/codes';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { createMission, type MissionFields } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { recomputeMissionMatches } from './recompute';
import { EXTRACT, EXTRACT_TODAY, matchesOf, missionFields, type StoredMatch } from '../testing/fixtures';

interface RelevanceCase {
  mission: Partial<MissionFields> & { name: string };
  /** OpportunityID → why a grants professional would call it relevant to the mission. */
  relevant: Record<string, string>;
  /** At least `hits` of the best `k` stored matches are relevant. */
  k: number;
  hits: number;
}

const UNIVERSITIES = [E['06'], E['20']];

const CASES: RelevanceCase[] = [
  {
    mission: {
      name: 'Clinical research careers',
      description:
        'Career development and protected research time for clinician investigators doing patient-oriented research.',
      keywords: [
        'career development',
        'patient-oriented research',
        'clinical research',
        'independent scientist',
        'mentored',
      ],
      categories: [C.HL],
      eligibleApplicantTypes: [E['20']],
    },
    relevant: {
      '353458': 'K23 mentored patient-oriented research career development award (clinical trial required)',
      '353461': 'K23 mentored patient-oriented research career development award (clinical trial not allowed)',
      '353758': 'K02 independent scientist award: salary support and protected research time',
      '352810': 'MSTP: institutional training of physician-scientists',
    },
    k: 3,
    hits: 3,
  },
  {
    mission: {
      name: 'Cultural heritage preservation',
      description: 'Conservation of historic sites, monuments and museum collections with international partners.',
      keywords: [
        'cultural preservation',
        'cultural heritage',
        'historic buildings',
        'archaeological sites',
        'museum collections',
        'conservation',
      ],
      categories: [C.AR, C.HU],
      eligibleApplicantTypes: [E['12']],
      amountMin: 10_000,
      amountMax: 500_000,
    },
    relevant: {
      '322314': 'Ambassadors Fund for Cultural Preservation large grants: sites, buildings, museum collections',
      '322814': 'AFCP 2020 small grants (Egypt): cultural preservation projects',
      '322815': 'AFCP 2020 large grants (Egypt): cultural preservation projects',
    },
    k: 3,
    hits: 3,
  },
  {
    mission: {
      name: 'Computational science',
      description:
        'Algorithms, scientific computing and secure research cyberinfrastructure for data-intensive science.',
      keywords: [
        'computational mathematics',
        'scientific computing',
        'cyberinfrastructure',
        'algorithms',
        'computation',
      ],
      categories: [C.ST],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: {
      '278447': 'NSF Computational Mathematics: algorithms and computational methods',
      '358004': 'NSF Cybersecurity Innovation for Cyberinfrastructure',
      '363993': 'DOE Office of Science, including Advanced Scientific Computing Research',
    },
    k: 2,
    hits: 2,
  },
  {
    mission: {
      name: 'Public diplomacy small grants',
      description: 'Embassy small grants for civil society, human rights and cultural exchange.',
      keywords: ['public diplomacy', 'small grants', 'civil society', 'human rights', 'embassy', 'exchange'],
      categories: [C.O],
      eligibleApplicantTypes: [E['12']],
      amountMax: 100_000,
    },
    relevant: {
      '322667': 'U.S. Embassy Phnom Penh public diplomacy small grants: exchange and shared values',
      '315723': 'U.S. Mission China small grants: civil society, human rights, good governance',
      '337460': 'Program to End Modern Slavery: human rights abroad (notice of intent)',
    },
    k: 3,
    hits: 2,
  },
  {
    mission: {
      name: 'Ecosystems and wildlife management',
      description: 'Managing invasive species, wildland fire and changing natural environments on public lands.',
      keywords: [
        'invasive species',
        'aquatic nuisance species',
        'fire science',
        'wildland fire',
        'natural environment',
        'wildlife',
      ],
      categories: [C.ENV, C.NR, C.ST],
      eligibleApplicantTypes: [E['00']],
    },
    relevant: {
      '362893': 'State aquatic nuisance species management plans (Fish and Wildlife Service)',
      '325472': 'Joint Fire Science Program (forecast): wildland fire research',
      '349724': 'NSF Arctic research on a rapidly changing natural environment',
    },
    k: 2,
    hits: 2,
  },
  {
    mission: {
      name: 'Addiction research',
      description: 'Epidemiology and prevention research on drug and alcohol use using existing datasets.',
      keywords: ['substance use', 'drug use', 'addiction', 'alcohol', 'opioid'],
      categories: [C.HL],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: { '357544': 'NIDA: substance use research using existing data (drug use etiology and prevention)' },
    k: 1,
    hits: 1,
  },
  {
    mission: {
      name: 'Neurotherapeutics discovery',
      description: 'Assays and screening to find therapeutic agents for neurological disorders.',
      keywords: [
        'neurotherapeutic',
        'therapeutic agents',
        'assay development',
        'neurological disorders',
        'drug discovery',
        'screening',
      ],
      categories: [C.HL],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: { '356800': 'IGNITE: assay development and neurotherapeutic agent identification' },
    k: 1,
    hits: 1,
  },
];

let db: Db;
let close: () => Promise<void>;
let organizationId: string;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const imported = await importGrantsFile(db, EXTRACT);
  expect(imported.inserted).toBe(30);
  organizationId = (await createOrganization(db, { name: 'University Research Office' })).id;
});
afterAll(() => close());

async function rank(mission: RelevanceCase['mission']): Promise<StoredMatch[]> {
  const { id } = await createMission(db, organizationId, missionFields(mission));
  // Judged on a fixed day, so that the extract's deadlines do not pass under the test.
  await recomputeMissionMatches(db, id, { today: EXTRACT_TODAY });
  return matchesOf(db, id);
}

describe('relevance on the real extract', () => {
  it.each(CASES)('$mission.name: at least $hits of the top $k are relevant', async ({ mission, relevant, k, hits }) => {
    const matches = await rank(mission);
    const top = matches.slice(0, k).map((m) => m.sourceId);
    expect(top.filter((id) => id in relevant).length, `top ${k}: ${top.join(', ')}`).toBeGreaterThanOrEqual(hits);
    for (const m of matches) expect(m.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(m.score);
  });
});
