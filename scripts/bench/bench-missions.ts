// Deterministic, plausible missions for matching benchmarks, built from the synthetic catalog's vocabulary.
import type { MissionFields } from '~/server/missions/missions';
import { CATEGORY_OF_FUNDING_ACTIVITY as C, ELIGIBLE_APPLICANTS as E } from '~/server/grants/codes';

interface MissionTheme {
  name: string;
  keywords: readonly string[];
  categories: readonly string[];
  description: string;
  amount: readonly [number, number];
}

const THEMES: readonly MissionTheme[] = [
  {
    name: 'Early literacy',
    keywords: [
      'literacy',
      'after-school literacy',
      'reading proficiency',
      'school libraries',
      'summer learning',
      'English learners',
    ],
    categories: [C.ED],
    description: 'Reading tutoring and family literacy nights for elementary students in our district.',
    amount: [25_000, 500_000],
  },
  {
    name: 'STEM pathways',
    keywords: [
      'STEM education',
      'computer science',
      'computational thinking',
      'teacher preparation',
      'mathematics achievement',
    ],
    categories: [C.ED, C.ST],
    description: 'Hands-on science and coding clubs for middle and high school students.',
    amount: [50_000, 1_000_000],
  },
  {
    name: 'Early childhood',
    keywords: ['early childhood', 'home visiting', 'child care', 'kindergarten readiness', 'developmental screening'],
    categories: [C.ISS, C.ED],
    description: 'Home visiting and quality child care for infants and toddlers.',
    amount: [100_000, 2_000_000],
  },
  {
    name: 'Food security',
    keywords: [
      'food insecurity',
      'food banks',
      'farm to school',
      'fresh fruits and vegetables',
      'nutrition incentives',
    ],
    categories: [C.FN],
    description: 'Regional food bank distribution and produce incentives for SNAP households.',
    amount: [25_000, 750_000],
  },
  {
    name: 'Farm viability',
    keywords: [
      'beginning farmers',
      'soil health',
      'sustainable agriculture',
      'specialty crops',
      'cooperative extension',
    ],
    categories: [C.AG],
    description: 'Training and land access for beginning and veteran farmers.',
    amount: [50_000, 1_000_000],
  },
  {
    name: 'Clean water',
    keywords: [
      'watershed restoration',
      'water quality',
      'stormwater management',
      'wetland restoration',
      'green infrastructure',
    ],
    categories: [C.ENV, C.NR],
    description: 'Restoring streams and wetlands in our river basin.',
    amount: [50_000, 2_000_000],
  },
  {
    name: 'Brownfields reuse',
    keywords: ['brownfields', 'contaminated properties', 'environmental justice', 'air quality monitoring'],
    categories: [C.ENV, C.CD],
    description: 'Assessment and cleanup of former industrial sites.',
    amount: [100_000, 2_000_000],
  },
  {
    name: 'Wildfire resilience',
    keywords: [
      'wildfire resilience',
      'hazardous fuels reduction',
      'prescribed fire',
      'forest health',
      'community wildfire protection plans',
    ],
    categories: [C.DPR, C.NR],
    description: 'Fuel breaks and defensible space in the wildland-urban interface.',
    amount: [50_000, 3_000_000],
  },
  {
    name: 'Hazard mitigation',
    keywords: ['hazard mitigation', 'flood risk', 'disaster resilience', 'extreme heat', 'emergency management'],
    categories: [C.DPR],
    description: 'Flood-proofing critical facilities and cooling centers.',
    amount: [100_000, 5_000_000],
  },
  {
    name: 'Opioid response',
    keywords: [
      'opioid use disorder',
      'overdose prevention',
      'naloxone distribution',
      'harm reduction',
      'recovery support services',
    ],
    categories: [C.HL],
    description: 'Peer recovery coaches and naloxone for rural counties.',
    amount: [100_000, 2_000_000],
  },
  {
    name: 'Youth mental health',
    keywords: [
      'mental health',
      'suicide prevention',
      'school-based mental health',
      'crisis response',
      'behavioral health',
    ],
    categories: [C.HL],
    description: 'School counselors and crisis teams for adolescents.',
    amount: [100_000, 2_000_000],
  },
  {
    name: 'Rural health access',
    keywords: ['rural health', 'telehealth', 'community health workers', 'maternal health', 'primary care access'],
    categories: [C.HL],
    description: 'Mobile clinics and telehealth for frontier communities.',
    amount: [100_000, 1_500_000],
  },
  {
    name: 'Biomedical research',
    keywords: [
      'biomedical research',
      'clinical trials',
      'health disparities',
      'research training',
      'precision medicine',
    ],
    categories: [C.HL, C.ST],
    description: 'Investigator-initiated research and training of physician-scientists.',
    amount: [150_000, 5_000_000],
  },
  {
    name: 'Workforce',
    keywords: [
      'workforce training',
      'registered apprenticeship',
      'career pathways',
      'industry-recognized credentials',
      'dislocated workers',
    ],
    categories: [C.ELT],
    description: 'Apprenticeships and credentials for displaced manufacturing workers.',
    amount: [150_000, 3_000_000],
  },
  {
    name: 'Housing stability',
    keywords: [
      'affordable housing',
      'homelessness',
      'rapid rehousing',
      'permanent supportive housing',
      'lead hazard control',
    ],
    categories: [C.HO],
    description: 'Rental assistance and supportive housing for families.',
    amount: [100_000, 5_000_000],
  },
  {
    name: 'Main street',
    keywords: ['economic development', 'downtown revitalization', 'small business growth', 'distressed communities'],
    categories: [C.CD],
    description: 'Revitalizing our downtown commercial district.',
    amount: [50_000, 2_000_000],
  },
  {
    name: 'Digital equity',
    keywords: ['rural broadband', 'digital equity', 'digital literacy', 'broadband adoption', 'device access'],
    categories: [C.CD, C.IS],
    description: 'Digital navigators and devices for older adults.',
    amount: [100_000, 3_000_000],
  },
  {
    name: 'Arts access',
    keywords: [
      'arts education',
      'creative placemaking',
      'public art',
      'artist residencies',
      'folk and traditional arts',
    ],
    categories: [C.AR],
    description: 'Murals and artist residencies in neighborhood schools.',
    amount: [5_000, 100_000],
  },
  {
    name: 'Heritage',
    keywords: ['oral history', 'public humanities', 'cultural heritage', 'digital humanities', 'local history'],
    categories: [C.HU],
    description: 'Recording and archiving oral histories of our county.',
    amount: [10_000, 300_000],
  },
  {
    name: 'Museums and libraries',
    keywords: [
      'museum collections',
      'collections care',
      'library services',
      'digital collections',
      'informal learning',
    ],
    categories: [C.HU, C.IS],
    description: 'Digitizing and caring for our small museum collection.',
    amount: [10_000, 500_000],
  },
  {
    name: 'Clean energy',
    keywords: ['clean energy', 'energy efficiency', 'solar energy', 'energy storage', 'building decarbonization'],
    categories: [C.EN],
    description: 'Solar and storage on public buildings.',
    amount: [50_000, 3_000_000],
  },
  {
    name: 'Safe streets',
    keywords: ['roadway safety', 'public transit', 'complete streets', 'active transportation', 'zero-emission buses'],
    categories: [C.T],
    description: 'Sidewalks, crossings and bike lanes near schools.',
    amount: [250_000, 5_000_000],
  },
  {
    name: 'Wildlife and parks',
    keywords: ['wildlife habitat', 'endangered species', 'outdoor recreation', 'public lands', 'historic preservation'],
    categories: [C.NR],
    description: 'Habitat restoration and park access.',
    amount: [25_000, 1_000_000],
  },
  {
    name: 'Coastal resilience',
    keywords: ['coastal resilience', 'climate adaptation', 'sea level rise', 'fisheries', 'drought'],
    categories: [C.ST, C.ENV],
    description: 'Living shorelines and adaptation planning.',
    amount: [50_000, 2_000_000],
  },
  {
    name: 'Entrepreneurship',
    keywords: ['small business', 'entrepreneurship', 'access to capital', 'business counseling'],
    categories: [C.BC],
    description: 'Counseling and microloans for women entrepreneurs.',
    amount: [50_000, 1_000_000],
  },
  {
    name: 'Youth justice',
    keywords: [
      'youth mentoring',
      'juvenile justice',
      'violence prevention',
      'diversion programs',
      'restorative justice',
    ],
    categories: [C.LJL],
    description: 'Mentoring and diversion for at-risk youth.',
    amount: [100_000, 1_500_000],
  },
];

const APPLICANT_PROFILES: readonly (readonly string[])[] = [
  [E['12']],
  [E['12'], E['13']],
  [E['02'], E['01']],
  [E['06'], E['20']],
  [E['05']],
  [E['07'], E['11']],
];

/** mulberry32: small, seeded, deterministic. */
function rng(seed: number) {
  let s = seed | 0;
  const next = () => {
    let t = (s = (s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const sample = <T>(items: readonly T[], k: number): T[] => {
    const a = items.slice();
    for (let i = 0; i < Math.min(k, a.length); i++) {
      const j = i + int(a.length - i);
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a.slice(0, k);
  };
  return { next, int, pick, sample };
}

/** `count` missions: 2–4 keywords of one theme (sometimes one borrowed from another), usual categories and filters. */
export function benchMissions(count: number, seed = 1): MissionFields[] {
  const r = rng(seed);
  const missions: MissionFields[] = [];
  for (let i = 0; i < count; i++) {
    const theme = r.pick(THEMES);
    const keywords = r.sample(theme.keywords, 2 + r.int(3));
    if (r.next() < 0.25) keywords.push(r.pick(r.pick(THEMES).keywords));
    const [lo, hi] = theme.amount;
    missions.push({
      name: `${theme.name} #${i + 1}`,
      description: r.next() < 0.7 ? theme.description : '',
      keywords: [...new Set(keywords)],
      categories: r.next() < 0.7 ? r.sample(theme.categories, 1 + r.int(theme.categories.length)) : [],
      eligibleApplicantTypes: r.next() < 0.6 ? [...r.pick(APPLICANT_PROFILES)] : [],
      amountMin: r.next() < 0.6 ? lo : null,
      amountMax: r.next() < 0.6 ? hi : null,
      active: r.next() < 0.95,
    });
  }
  return missions;
}
