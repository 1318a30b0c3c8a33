// A grant's versions (docs/catalog.md#versions): which fields count as a meaningful change, the change between what a
// grant was and what a source now says, and a grant's versions newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grantVersions, type GrantChanges, type GrantChangeValue } from '~/db/schema';
import { todayUtc } from '../dates';
import { notFound } from '../errors';
import { visibleGrant } from './queries';
import { deriveGrantStatus } from './status';
import type { GrantInput } from './types';

/** The fields whose change makes a new version; any other field (contact, url, …) updates the grant silently. */
export const VERSIONED_FIELDS = [
  'closeDate',
  'awardFloor',
  'awardCeiling',
  'estimatedTotalFunding',
  'expectedAwards',
  'status',
  'eligibleApplicantTypes',
  'title',
  'description',
] as const;
export type VersionedField = (typeof VERSIONED_FIELDS)[number];

/** What a version is compared on: the stored columns behind VERSIONED_FIELDS (status derives from the dates). */
export type VersionedValues = Pick<
  GrantInput,
  | 'closeDate'
  | 'archiveDate'
  | 'isForecast'
  | 'awardFloor'
  | 'awardCeiling'
  | 'estimatedTotalFunding'
  | 'expectedAwards'
  | 'eligibleApplicantTypes'
  | 'title'
  | 'description'
>;

/** One kept change, as an upsert returns it (for grant.updated) and GET /grants/{id}/versions lists it. */
export interface GrantChange {
  grantId: string;
  /** 2 for the first change: version 1 is the grant as first imported. */
  version: number;
  /** ISO 8601 timestamp. */
  changedAt: string;
  changes: GrantChanges;
}

function valuesOf(g: VersionedValues, today: string): Record<VersionedField, GrantChangeValue> {
  return {
    closeDate: g.closeDate,
    awardFloor: g.awardFloor,
    awardCeiling: g.awardCeiling,
    estimatedTotalFunding: g.estimatedTotalFunding,
    expectedAwards: g.expectedAwards,
    status: deriveGrantStatus(g, today),
    // Applicant types are a set: a source listing the same ones in another order changed nothing.
    eligibleApplicantTypes: [...g.eligibleApplicantTypes].sort(),
    title: g.title,
    description: g.description,
  };
}

const same = (a: GrantChangeValue, b: GrantChangeValue) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/**
 * The versioned fields that differ between what the grant was and what it becomes, each as [before, after]; null when
 * nothing meaningful moved. Status is judged on `today` on both sides, so only a change of the grant moves it (a close
 * date passing overnight is not a version).
 */
export function grantChanges(before: VersionedValues, after: VersionedValues, today = todayUtc()): GrantChanges | null {
  const was = valuesOf(before, today);
  const is = valuesOf(after, today);
  const changes: GrantChanges = {};
  for (const field of VERSIONED_FIELDS) {
    if (!same(was[field], is[field])) changes[field] = [was[field], is[field]];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * A grant's versions newest first, one page of them; 404 for a grant the organization cannot see (another
 * organization's private grant), as for the grant itself.
 */
export async function listGrantVersions(
  db: DbOrTx,
  organizationId: string,
  grantId: string,
  page: { limit: number; offset: number },
): Promise<{ data: Omit<GrantChange, 'grantId'>[]; total: number }> {
  if (!(await visibleGrant(db, organizationId, grantId))) throw notFound('Grant');
  const where = eq(grantVersions.grantId, grantId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ version: grantVersions.version, changedAt: grantVersions.changedAt, changes: grantVersions.changes })
      .from(grantVersions)
      .where(where)
      .orderBy(desc(grantVersions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(grantVersions).where(where),
  ]);
  return {
    data: rows.map((r) => ({ version: r.version, changedAt: r.changedAt.toISOString(), changes: r.changes })),
    total: totalRow?.n ?? 0,
  };
}
