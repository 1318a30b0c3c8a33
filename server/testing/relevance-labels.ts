// The relevance benchmark's labels: missions a grants office would write, each with the grants of the two real
// Grants.gov extracts (e2e/fixtures/grants-gov, 91 records) a reader would want to see for it. The judgements come from
// reading each grant's title, description and eligibility notes, not from running the matcher; closed grants are
// judged like open ones (relevance is about the topic, not the date).
import { CATEGORY_OF_FUNDING_ACTIVITY as C, ELIGIBLE_APPLICANTS as E } from '../grants/codes';
import type { MissionFields } from '../missions/missions';

/** 2: squarely on the mission; 1: partly relevant (a neighbouring topic, or on topic but narrow or restricted). */
export type RelevanceGrade = 1 | 2;

export interface RelevanceJudgement {
  grade: RelevanceGrade;
  why: string;
}

export interface LabelledMission {
  mission: Partial<MissionFields> & { name: string };
  /** OpportunityID (grants.source_id) → judgement. Grants not listed are not relevant. */
  relevant: Record<string, RelevanceJudgement>;
}

const squarely = (why: string): RelevanceJudgement => ({ grade: 2, why });
const partly = (why: string): RelevanceJudgement => ({ grade: 1, why });

const UNIVERSITIES = [E['06'], E['20']];

export const RELEVANCE_LABELS: LabelledMission[] = [
  {
    mission: {
      name: 'Fish passage and barrier removal',
      description:
        'Removing dams, culverts and other instream barriers so that migratory fish reach their spawning habitat again.',
      keywords: ['fish passage', 'barrier removal'],
      categories: [C.NR, C.ENV],
      eligibleApplicantTypes: [E['12']],
    },
    relevant: {
      '344533': squarely(
        'National Fish Passage Program (Bipartisan Infrastructure Law FY2023): remove instream barriers, restore aquatic organism passage',
      ),
      '345976': squarely(
        'National Fish Passage Program base funding FY2023: remove instream barriers, culverts, fish passage',
      ),
      '332399': squarely(
        '2021 National Fish Passage Program: the description only says to contact the regional office',
      ),
      '347360': squarely('FRIMA: fish screens and fish passage devices in the Pacific Northwest'),
      '333451': partly(
        'National Fish Habitat Action Plan: aquatic habitat restoration through fish habitat partnerships',
      ),
      '344362': partly(
        'Great Lakes Fish and Wildlife Restoration Act: habitat restoration and barrier removal in the Great Lakes basin',
      ),
    },
  },
  {
    mission: {
      name: 'Great Lakes aquatic invasive species',
      description:
        'A Great Lakes state agency preventing the introduction and spread of aquatic invasive species under its state management plan.',
      keywords: [
        'aquatic invasive species',
        'aquatic nuisance species',
        'Great Lakes',
        'invasive species management plan',
      ],
      categories: [C.NR, C.ENV],
      eligibleApplicantTypes: [E['00']],
    },
    relevant: {
      '345479': squarely('AIS grants to Great Lakes states FY2023 (GLRI): implement state AIS management plans'),
      '345473': squarely('AIS interjurisdictional grants to Great Lakes states and tribes FY2023'),
      '345609': squarely('AIS grants to Great Lakes tribes FY2023: tribal AIS plans in the basin'),
      '337801': squarely('AIS grants to Great Lakes states FY2022'),
      '337786': squarely('AIS interjurisdictional grants to Great Lakes states and tribes FY2022'),
      '337785': squarely('AIS grants to Great Lakes tribes FY2022'),
      '331769': squarely('AIS grants to Great Lakes states FY2021'),
      '331777': squarely('AIS interjurisdictional grants to Great Lakes states and tribes FY2021'),
      '331776': squarely('AIS grants to Great Lakes tribes FY2021'),
      '362893': squarely('State aquatic nuisance species management plans 2026 (FWS): the same plans, every state'),
      '344362': partly(
        'Great Lakes Fish and Wildlife Restoration Act: fish and wildlife restoration in the basin, not invasives',
      ),
    },
  },
  {
    mission: {
      name: 'Battlefield preservation',
      description:
        'A county acquiring and protecting Civil War and Revolutionary War battlefield land through fee purchase or easements.',
      keywords: ['battlefield', 'land acquisition', 'historic preservation', 'Civil War'],
      categories: [C.HU, C.NR, C.CD],
      eligibleApplicantTypes: [E['01']],
    },
    relevant: {
      '345162': squarely('FY2023 ABPP Battlefield Land Acquisition Grant'),
      '337177': squarely('2022 ABPP Battlefield Land Acquisition Grant'),
      '297399': squarely('Battlefield Land Acquisition Grant, American Battlefield Protection Program (LWCF)'),
    },
  },
  {
    mission: {
      name: 'Cultural heritage preservation abroad',
      description:
        'Conservation of archaeological sites, historic buildings, monuments and museum collections with partners overseas.',
      keywords: [
        'cultural preservation',
        'cultural heritage',
        'historic buildings',
        'archaeological sites',
        'museum collections',
      ],
      categories: [C.AR, C.HU],
      eligibleApplicantTypes: [E['12']],
      amountMin: 10_000,
      amountMax: 500_000,
    },
    relevant: {
      '322314': squarely(
        'Ambassadors Fund for Cultural Preservation large grants (Cambodia): sites, buildings, collections',
      ),
      '322814': squarely('AFCP 2020 small grants (Egypt)'),
      '322815': squarely('AFCP 2020 large grants (Egypt)'),
      '344655': squarely(
        'AFCP 2023 (Indonesia): archaeological sites, historic buildings, museum collections, traditional expression',
      ),
    },
  },
  {
    mission: {
      name: 'U.S.–Philippines exchange alumni projects',
      description:
        'Projects in the Philippines led by alumni of U.S. exchange programs that strengthen people-to-people ties.',
      keywords: ['Philippines', 'alumni', 'exchange programs', 'bilateral cooperation'],
      categories: [C.O],
      eligibleApplicantTypes: [E['12']],
      amountMax: 50_000,
    },
    relevant: {
      '338872': squarely('Embassy Philippines alumni small grants FY2022'),
      '331420': squarely('2021 US-PH alumni small grants'),
      '345951': squarely('Embassy Philippines PAS annual program statement: ties between the Philippines and the U.S.'),
      '338891': squarely('2022 PAS Philippines small grants'),
      '331698': squarely('Embassy Philippines PAS small grants FY2021'),
      '323546': squarely('Embassy Philippines PAS small grants FY2020'),
    },
  },
  {
    mission: {
      name: 'Public diplomacy small grants',
      description:
        'Cultural and educational exchange programming with U.S. embassies: speaker tours, workshops, performances.',
      keywords: ['public diplomacy', 'small grants', 'cultural exchange', 'shared values', 'embassy'],
      categories: [C.O, C.AR, C.ED],
      eligibleApplicantTypes: [E['12']],
      amountMax: 100_000,
    },
    relevant: {
      '322667': squarely('Embassy Phnom Penh public diplomacy small grants: cultural and exchange programming'),
      '332889': squarely('PAS Hyderabad public diplomacy small grants program'),
      '332224': squarely('Consulate Chennai PAS annual program statement: exchange projects in four priority areas'),
      '314487': squarely('Consulate Juarez PAS small grants: cultural and exchange programming'),
      '328433': squarely('Consulate Juarez PAS small grants 2021'),
      '345951': squarely('Embassy Philippines PAS annual program statement'),
      '338891': squarely('2022 PAS Philippines small grants'),
      '331698': squarely('Embassy Philippines PAS small grants FY2021'),
      '323546': squarely('Embassy Philippines PAS public diplomacy small grants FY2020'),
      '315723': squarely('U.S. Mission China small grants: civil society, education, exchange'),
      '338872': partly('Philippines small grants for exchange alumni only'),
      '331420': partly('US-PH small grants for exchange alumni only'),
    },
  },
  {
    mission: {
      name: 'Clinical research careers',
      description:
        'Career development and protected research time for clinician investigators doing patient-oriented research.',
      keywords: [
        'career development',
        'patient-oriented research',
        'physician-scientist',
        'mentored',
        'protected time',
      ],
      categories: [C.HL],
      eligibleApplicantTypes: [E['20']],
    },
    relevant: {
      '353458': squarely('K23 mentored patient-oriented research career development (clinical trial required)'),
      '353461': squarely('K23 mentored patient-oriented research career development (clinical trial not allowed)'),
      '353758': squarely('K02 independent scientist award: salary and protected time'),
      '352810': partly('MSTP: institutional training of MD-PhD students, not faculty careers'),
    },
  },
  {
    mission: {
      name: 'Drug use and HIV research',
      description: 'Epidemiology and prevention of drug and alcohol use and of HIV among people who use drugs.',
      keywords: ['substance use', 'drug use', 'HIV', 'addiction', 'alcohol'],
      categories: [C.HL],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: {
      '357544': squarely('NIDA: substance use research on existing data, drug use etiology and HIV prevention'),
      '131095': partly('HIV-related lung disease clinical trial planning: HIV, not drug use'),
      '332932': partly('USAID social and behavior change research: uptake of healthy behaviours, global health'),
    },
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
      ],
      categories: [C.HL],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: {
      '356800': squarely('IGNITE: assay development and neurotherapeutic agent identification'),
    },
  },
  {
    mission: {
      name: 'Shared research instrumentation',
      description:
        'Expensive instruments and user facilities shared by many investigators: microscopes, spectrometers, beamlines.',
      keywords: ['shared instrumentation', 'user facilities', 'synchrotron', 'instrumentation', 'spectrometers'],
      categories: [C.ST, C.HL],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: {
      '131093': squarely('NIH Shared Instrumentation Grant (S10): microscopes, spectrometers, sequencers'),
      '360947': squarely('NIGMS mature synchrotron resources for structural biology: X-ray beamlines'),
      '275109': squarely('NSF National Facilities: user facilities with specialized instrumentation'),
    },
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
      '278447': squarely('NSF Computational Mathematics: algorithms and computational methods'),
      '358004': squarely('NSF Cybersecurity Innovation for Cyberinfrastructure'),
      '363993': partly(
        'DOE Office of Science continuing solicitation: Advanced Scientific Computing Research is one area',
      ),
      '339853': partly('USAID humanitarian data ecosystem: data and technology, applied to humanitarian work'),
    },
  },
  {
    mission: {
      name: 'Cooperative Ecosystem Studies Units partner',
      description:
        'A public university in the CESU network doing applied ecological and earth science research for federal land agencies.',
      keywords: ['Cooperative Ecosystem Studies Unit', 'CESU', 'ecosystem studies', 'cooperative agreement'],
      categories: [C.ST, C.ENV, C.NR],
      eligibleApplicantTypes: [E['06']],
    },
    relevant: {
      '345083': squarely('NPS CESU master cooperative agreements'),
      '292960': squarely('NPS cooperative research and training programs: CESU master agreements'),
      '131073': squarely('USGS CESU Piedmont-South Atlantic Coast: fish otolith nursery research'),
      '336775': squarely('USGS Great Basin CESU partner: isotope geochemistry of water'),
      '336774': squarely('USGS Piedmont-South Atlantic Coast CESU partner: coastal hazards and community stability'),
      '325472': partly('Joint Fire Science Program: federal land-management research, not through CESU'),
      '262188': partly('FWS single-source research on colonial waterbirds in Great Lakes areas of concern'),
    },
  },
  {
    mission: {
      name: 'Coastal hazards and climate',
      description: 'How sea level rise, erosion and flooding change coastal communities, and how to project it.',
      keywords: ['coastal hazards', 'sea level rise', 'climate variability', 'erosion', 'flooding'],
      categories: [C.ST, C.ENV],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: {
      '336774': squarely(
        'USGS CESU: coastal housing market response to sea level rise and erosion, coastal hazard assessments',
      ),
      '278692': squarely(
        'USGS: methodologies for coastal impacts of climate variability (the description is "see attached")',
      ),
      '349724': partly('NSF Arctic research: a rapidly changing natural environment'),
    },
  },
  {
    mission: {
      name: 'Preschool expansion',
      description:
        'A state education agency building and expanding high-quality preschool for four-year-olds from low-income families.',
      keywords: ['preschool', 'early childhood', 'kindergarten', 'pre-k'],
      categories: [C.ED],
      eligibleApplicantTypes: [E['00']],
    },
    relevant: {
      '262189': squarely('Preschool Development Grants: development grants for states'),
      '262190': squarely('Preschool Development Grants: expansion grants for states'),
    },
  },
  {
    mission: {
      name: 'Humanitarian response',
      description:
        'An international NGO improving humanitarian response: coordination, data, and capacity of local responders.',
      keywords: ['humanitarian', 'humanitarian assistance', 'capacity strengthening', 'humanitarian data'],
      categories: [C.O, C.DPR],
      eligibleApplicantTypes: [E['12']],
    },
    relevant: {
      '332976': squarely('USAID BHA humanitarian capacity and system strengthening'),
      '339853': squarely('USAID BHA transforming the international humanitarian data ecosystem'),
      '331975': partly('USAID/Jordan Global Development Alliance: private-sector partnerships for development'),
      '340170': partly('USAID/Guinea and Sierra Leone Global Development Alliance: development, not relief'),
    },
  },
  {
    mission: {
      name: 'Endangered species recovery',
      description:
        'Recovery actions for endangered and threatened species and restoration of their habitat on refuges and public lands.',
      keywords: [
        'endangered species',
        'threatened species',
        'species recovery',
        'wildlife refuge',
        'habitat restoration',
      ],
      categories: [C.NR, C.ENV],
      eligibleApplicantTypes: [E['12']],
    },
    relevant: {
      '337094': squarely(
        'FWS Recovery Implementation: priority recovery actions for endangered and threatened species',
      ),
      '262149': partly('Eradicating yellow crazy ants on Johnston Atoll National Wildlife Refuge'),
      '344362': partly('Great Lakes fish and wildlife restoration: habitat restoration, research'),
      '333451': partly('National Fish Habitat Action Plan: aquatic habitat conservation'),
      '262188': partly('Health of colonial waterbirds in Great Lakes areas of concern'),
    },
  },
  {
    mission: {
      name: 'Rural water and solid waste',
      description: 'Technical assistance and training for small rural water, wastewater and landfill systems.',
      keywords: ['solid waste', 'landfill', 'wastewater', 'technical assistance', 'water supply'],
      categories: [C.CD, C.ENV],
      eligibleApplicantTypes: [E['12']],
    },
    relevant: {
      '335982': squarely('USDA Rural Utilities Service solid waste management grants: landfills, technical assistance'),
      '335979': squarely('USDA Rural Utilities Service technical assistance and training: water and waste systems'),
      '323087': partly('Reclamation WaterSMART water conservation field services: water districts in one region'),
    },
  },
  {
    mission: {
      name: 'Energy research at minority-serving institutions',
      description:
        'Research and training in carbon management, fossil and renewable energy at minority-serving universities.',
      keywords: ['carbon management', 'fossil energy', 'minority serving institutions', 'energy', 'bioenergy'],
      categories: [C.EN, C.ST, C.ED],
      eligibleApplicantTypes: [E['06']],
    },
    relevant: {
      '336788': squarely('DOE university training and research for fossil energy and carbon management, MSIs'),
      '336806': squarely('DOE university training and research for fossil energy and carbon management (UCR)'),
      '300997': partly('NASA MUREP MUSIC: sustainability and innovation at minority-serving institutions'),
      '131094': partly('DOE/USDA plant feedstock genomics for bioenergy'),
      '335644': partly('DOE natural gas demand response pilots with utilities'),
      '363993': partly('DOE Office of Science continuing solicitation: Basic Energy Sciences, Fusion Energy Sciences'),
    },
  },
  {
    mission: {
      name: 'Human rights and civil society abroad',
      description:
        'Fighting human trafficking and supporting civil society, good governance and the rule of law abroad.',
      keywords: ['human rights', 'human trafficking', 'civil society', 'good governance', 'rule of law'],
      categories: [C.O, C.LJL],
      eligibleApplicantTypes: [E['12']],
    },
    relevant: {
      '337460': squarely('Program to End Modern Slavery: reducing human trafficking in partner countries'),
      '315723': squarely('U.S. Mission China small grants: civil society, human rights, good governance, rule of law'),
      '331698': partly(
        'Embassy Philippines small grants: one priority is good governance, rule of law and human rights',
      ),
      '332224': partly('Consulate Chennai: inclusive democracy and combatting discrimination among the priorities'),
      '262148': partly('Muskie graduate internships: democratization in Eurasia through professional education'),
    },
  },
  {
    mission: {
      name: 'Plant genomics',
      description: 'Plant genome research for crop improvement and bioenergy feedstocks, with international partners.',
      keywords: ['plant genome', 'genomics', 'feedstock', 'crop improvement'],
      categories: [C.ST, C.AG],
      eligibleApplicantTypes: UNIVERSITIES,
    },
    relevant: {
      '45657': squarely('NSF Developing Country Collaborations in Plant Genome Research'),
      '131094': squarely('DOE/USDA plant feedstock genomics for bioenergy'),
    },
  },
];
