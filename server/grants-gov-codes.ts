// Official Grants.gov code tables (code → readable label) and lookups that fall back to the raw code. At the server's
// root: the catalog (server/grants) and the applicant profile (server/organizations/profile.ts) both read them.

export const CATEGORY_OF_FUNDING_ACTIVITY = {
  ACA: 'Affordable Care Act',
  AG: 'Agriculture',
  AR: 'Arts',
  BC: 'Business and Commerce',
  CD: 'Community Development',
  CP: 'Consumer Protection',
  DPR: 'Disaster Prevention and Relief',
  ED: 'Education',
  ELT: 'Employment, Labor and Training',
  EN: 'Energy',
  ENV: 'Environment',
  FN: 'Food and Nutrition',
  HL: 'Health',
  HO: 'Housing',
  HU: 'Humanities',
  IIJ: 'Infrastructure Investment and Jobs Act',
  IS: 'Information and Statistics',
  ISS: 'Income Security and Social Services',
  LJL: 'Law, Justice and Legal Services',
  NR: 'Natural Resources',
  OZ: 'Opportunity Zone Benefits',
  RA: 'Recovery Act',
  RD: 'Regional Development',
  ST: 'Science and Technology and other Research and Development',
  T: 'Transportation',
  O: 'Other',
} as const;

export const FUNDING_INSTRUMENT_TYPE = {
  G: 'Grant',
  CA: 'Cooperative Agreement',
  PC: 'Procurement Contract',
  O: 'Other',
} as const;

export const ELIGIBLE_APPLICANTS = {
  '00': 'State governments',
  '01': 'County governments',
  '02': 'City or township governments',
  '04': 'Special district governments',
  '05': 'Independent school districts',
  '06': 'Public and State controlled institutions of higher education',
  '07': 'Native American tribal governments (Federally recognized)',
  '08': 'Public housing authorities/Indian housing authorities',
  '11': 'Native American tribal organizations (other than Federally recognized tribal governments)',
  '12': 'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
  '13': 'Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education',
  '20': 'Private institutions of higher education',
  '21': 'Individuals',
  '22': 'For profit organizations other than small businesses',
  '23': 'Small businesses',
  '25': 'Others (see text field entitled "Additional Information on Eligibility" for clarification)',
  '99': 'Unrestricted (i.e., open to any type of entity above), subject to any clarification in text field entitled "Additional Information on Eligibility"',
} as const;

export const OPPORTUNITY_CATEGORY = {
  D: 'Discretionary',
  M: 'Mandatory',
  C: 'Continuation',
  E: 'Earmark',
  O: 'Other',
} as const;

export type CategoryCode = keyof typeof CATEGORY_OF_FUNDING_ACTIVITY;
export type FundingInstrumentCode = keyof typeof FUNDING_INSTRUMENT_TYPE;
export type EligibleApplicantCode = keyof typeof ELIGIBLE_APPLICANTS;
export type OpportunityCategoryCode = keyof typeof OPPORTUNITY_CATEGORY;

export type CategoryLabel = (typeof CATEGORY_OF_FUNDING_ACTIVITY)[CategoryCode];
export type FundingInstrumentLabel = (typeof FUNDING_INSTRUMENT_TYPE)[FundingInstrumentCode];
export type EligibleApplicantLabel = (typeof ELIGIBLE_APPLICANTS)[EligibleApplicantCode];
export type OpportunityCategoryLabel = (typeof OPPORTUNITY_CATEGORY)[OpportunityCategoryCode];

function lookup(table: Readonly<Record<string, string>>, code: string): string {
  const key = code.trim();
  return Object.hasOwn(table, key) ? (table[key] as string) : code;
}

export function categoryLabel(code: string): string {
  return lookup(CATEGORY_OF_FUNDING_ACTIVITY, code);
}

export function fundingInstrumentLabel(code: string): string {
  return lookup(FUNDING_INSTRUMENT_TYPE, code);
}

export function eligibleApplicantLabel(code: string): string {
  return lookup(ELIGIBLE_APPLICANTS, code);
}

export function opportunityCategoryLabel(code: string): string {
  return lookup(OPPORTUNITY_CATEGORY, code);
}
