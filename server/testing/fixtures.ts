// Shared fixtures of the server's tests: grant inputs, missions, the real Grants.gov extracts vendored in
// e2e/fixtures/grants-gov (as is, or kept open) and readers.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '~/db';
import { addDays } from '../dates';
import { events, grantDiscoveries, grantMatches, grants, missions, type MatchReason } from '~/db/schema';
import { renderReasons } from '../grants/match-reasons';
import { ELIGIBLE_APPLICANTS } from '../grants/codes';
import type { GrantInput } from '../grants/types';
import type { MissionFields } from '../missions/missions';

const GRANTS_GOV_DIR = path.resolve(import.meta.dirname, '../../e2e/fixtures/grants-gov');
/** The real extracts (see e2e/fixtures/grants-gov/README.md): 30 records, 61 records of other years, and the pre-2016 format. */
export const EXTRACT = path.join(GRANTS_GOV_DIR, 'grants-gov-extract-30.xml');
export const EXTRACT_61 = path.join(GRANTS_GOV_DIR, 'grants-gov-extract-61.xml');
export const LEGACY_EXTRACT = path.join(GRANTS_GOV_DIR, 'grants-gov-legacy-format-34.xml');
/** The day the extract's statuses are judged on in the relevance test (its grants closing later are open). */
export const EXTRACT_TODAY = '2026-11-21';
export const NONPROFIT = ELIGIBLE_APPLICANTS['12'];
export const UNIVERSITY = ELIGIBLE_APPLICANTS['20'];
export const PUBLIC_UNIVERSITY = ELIGIBLE_APPLICANTS['06'];

export { addDays };

let serial = 0;

/** An open, public, plain grant; override what the test is about. */
export function grantInput(overrides: Partial<GrantInput> = {}): GrantInput {
  serial++;
  return {
    source: 'synthetic',
    sourceId: `TEST-${serial}`,
    sourceVersion: 1,
    ownerOrganizationId: null,
    opportunityNumber: `TST-${serial}`,
    title: 'Community Grants',
    agency: 'Department of Examples',
    agencyCode: 'DOE-X',
    isForecast: false,
    postedDate: '2026-01-01',
    closeDate: '2099-12-31',
    archiveDate: null,
    awardFloor: null,
    awardCeiling: null,
    estimatedTotalFunding: null,
    expectedAwards: null,
    currency: 'USD',
    categories: [],
    fundingInstruments: ['Grant'],
    eligibleApplicantTypes: [],
    assistanceListings: [],
    costSharing: null,
    description: 'General support for community organizations.',
    eligibilityNotes: null,
    url: null,
    contact: null,
    ...overrides,
  };
}

export function missionFields(overrides: Partial<MissionFields> = {}): MissionFields {
  return {
    name: 'Test mission',
    description: '',
    keywords: [],
    categories: [],
    eligibleApplicantTypes: [],
    amountMin: null,
    amountMax: null,
    active: true,
    ...overrides,
  };
}

/** Inserts a mission row without recomputing (the test decides when, and with which `today`). */
export async function insertMission(db: Db, organizationId: string, fields: Partial<MissionFields>): Promise<string> {
  const [row] = await db
    .insert(missions)
    .values({ organizationId, ...missionFields(fields) })
    .returning({ id: missions.id });
  return row!.id;
}

export interface StoredMatch {
  grantId: string;
  sourceId: string;
  score: number;
  reasons: MatchReason[];
}

/** A mission's stored matches, best first (ties by source id). */
export async function matchesOf(db: Db, missionId: string): Promise<StoredMatch[]> {
  const rows = await db
    .select({
      grantId: grantMatches.grantId,
      sourceId: grants.sourceId,
      score: grantMatches.score,
      reasons: grantMatches.reasons,
    })
    .from(grantMatches)
    .innerJoin(grants, eq(grants.id, grantMatches.grantId))
    .where(eq(grantMatches.missionId, missionId))
    .orderBy(desc(grantMatches.score), asc(grants.sourceId));
  return rows.map((r) => ({ ...r, reasons: renderReasons(r.reasons) }));
}

export async function grantIdOf(db: Db, sourceId: string): Promise<string> {
  const [row] = await db.select({ id: grants.id }).from(grants).where(eq(grants.sourceId, sourceId));
  return row!.id;
}

export async function grantFoundEvents(db: Db, organizationId: string) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.type, 'grant.found')))
    .orderBy(asc(events.createdAt), asc(events.id));
}

export async function discoveriesOf(db: Db, organizationId: string) {
  return db.select().from(grantDiscoveries).where(eq(grantDiscoveries.organizationId, organizationId));
}

const mmddyyyy = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;

/**
 * A copy of the real extract whose close and archive dates are moved a year past `today`, so that it stays open
 * whenever the tests run (the importer matches against the real current date). `edit` may change the text further.
 */
export async function writeOpenExtract(
  file: string,
  today: string,
  edit: (xml: string) => string = (x) => x,
  extract = EXTRACT,
): Promise<string> {
  const xml = (await readFile(extract, 'utf8'))
    .replace(/<CloseDate>\d{8}<\/CloseDate>/g, `<CloseDate>${mmddyyyy(addDays(today, 365))}</CloseDate>`)
    .replace(/<ArchiveDate>\d{8}<\/ArchiveDate>/g, `<ArchiveDate>${mmddyyyy(addDays(today, 400))}</ArchiveDate>`);
  await writeFile(file, edit(xml));
  return file;
}

/** Replaces text inside the record with the given OpportunityID only. */
export function editRecord(xml: string, opportunityId: string, from: string, to: string): string {
  const start = xml.indexOf(`<OpportunityID>${opportunityId}</OpportunityID>`);
  const end = xml.indexOf('Detail_1_0>', start);
  if (start < 0 || end < 0) throw new Error(`no record ${opportunityId}`);
  const record = xml.slice(start, end);
  if (!record.includes(from)) throw new Error(`record ${opportunityId} has no "${from}"`);
  return xml.slice(0, start) + record.replace(from, to) + xml.slice(end);
}
