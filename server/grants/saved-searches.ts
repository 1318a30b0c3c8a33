// Saved searches (docs/notifications.md#saved-searches): a named set of /grants filters to reopen. A person's searches
// are theirs alone in their organization; a search saved with an API key belongs to the key's organization, shared:
// every member sees it, and only API keys change it (an integration's searches are not edited out from under it).
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { savedSearches } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { organizationApplicantType } from './eligibility';
import { checkEligibleFilter, checkScope, type ListGrantsQuery } from './queries';

/** Searches one owner may keep: a bound on what a list or a future digest run has to read. */
export const MAX_SAVED_SEARCHES = 100;

/** The filters of GET /grants, without the page and the organization (the list's own query type). */
export type SavedSearchFilters = Omit<ListGrantsQuery, 'organizationId' | 'limit' | 'offset'>;

/** Who is asking: the organization, and the person (null for an API key). */
export interface SavedSearchOwner {
  organizationId: string;
  userId: string | null;
}

type Row = typeof savedSearches.$inferSelect;

/** The order a query string lists the filters in (jsonb keeps keys in an order of its own). */
const FILTER_ORDER: (keyof SavedSearchFilters)[] = [
  'q',
  'missionId',
  'minScore',
  'status',
  'closesAfter',
  'closesBefore',
  'agency',
  'sort',
  'dismissed',
  'recurring',
  'eligible',
  'scope',
];

/** The same filters as a `/grants` query string, to reopen the search with a plain GET. */
export function grantsQuery(filters: SavedSearchFilters): string {
  const query = new URLSearchParams();
  for (const name of FILTER_ORDER) {
    const value = filters[name];
    if (value !== undefined) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.toString();
}

const toSavedSearch = (r: Row) => {
  const filters = r.filters as SavedSearchFilters;
  return {
    id: r.id,
    name: r.name,
    filters,
    grantsQuery: grantsQuery(filters),
    shared: r.userId === null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};
export type SavedSearch = ReturnType<typeof toSavedSearch>;

/** What the owner may read: a person's own searches and the organization's shared ones; an API key the shared ones. */
const visibleTo = (owner: SavedSearchOwner) =>
  and(
    eq(savedSearches.organizationId, owner.organizationId),
    owner.userId === null
      ? isNull(savedSearches.userId)
      : or(eq(savedSearches.userId, owner.userId), isNull(savedSearches.userId)),
  );
/** What the owner may change: a person their own; an API key the shared ones. */
const ownedBy = (owner: SavedSearchOwner) =>
  and(
    eq(savedSearches.organizationId, owner.organizationId),
    owner.userId === null ? isNull(savedSearches.userId) : eq(savedSearches.userId, owner.userId),
  );

/**
 * A search filtering on eligibility is saved only while the organization has an applicant type, as GET /grants
 * takes it only then: saved without one, it would be refused when reopened (docs/matching.md#eligibility).
 */
async function checkSavedEligible(db: Db, owner: SavedSearchOwner, filters: SavedSearchFilters): Promise<void> {
  if (filters.eligible === undefined) return;
  checkEligibleFilter(filters, await organizationApplicantType(db, owner.organizationId), 'filters.');
}

const AUDITED_SEARCH_FIELDS = ['name', 'filters', 'userId'] as const;

export async function listSavedSearches(db: Db, owner: SavedSearchOwner, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(visibleTo(owner))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(savedSearches).where(visibleTo(owner)),
  ]);
  return { data: rows.map(toSavedSearch), total: total?.n ?? 0 };
}

export async function createSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  input: { name: string; filters: SavedSearchFilters },
): Promise<SavedSearch> {
  checkScope(input.filters, 'filters.');
  await checkSavedEligible(db, owner, input.filters);
  return db.transaction(async (tx) => {
    // Serializes one owner's creations, so the bound holds under concurrent requests.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${owner.organizationId}:${owner.userId ?? 'shared'}`}))`,
    );
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(ownedBy(owner));
    if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError('CONFLICT', `At most ${MAX_SAVED_SEARCHES} saved searches each: delete one first`);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ organizationId: owner.organizationId, userId: owner.userId, name: input.name, filters: input.filters })
      .returning();
    await recordAudit(tx, {
      organizationId: owner.organizationId,
      action: 'saved_search.created',
      target: { type: 'saved_search', id: row!.id },
      changes: diff(null, row!, AUDITED_SEARCH_FIELDS),
    });
    return toSavedSearch(row!);
  });
}

/** The search if the owner may change it; NOT_FOUND if they cannot see it, FORBIDDEN if they see it but may not change it. */
async function changeable(db: DbOrTx, owner: SavedSearchOwner, id: string): Promise<Row> {
  // Locked: the change's audit record names the value it replaced, even with another change racing it.
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), visibleTo(owner)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('Saved search');
  if (owner.userId !== null && row.userId === null) {
    throw new AppError(
      'FORBIDDEN',
      "A shared search belongs to the organization's integrations: change it with an API key",
    );
  }
  return row;
}

export async function updateSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  id: string,
  changes: { name?: string; filters?: SavedSearchFilters },
): Promise<SavedSearch> {
  if (changes.filters) {
    checkScope(changes.filters, 'filters.');
    await checkSavedEligible(db, owner, changes.filters);
  }
  return db.transaction(async (tx) => {
    const before = await changeable(tx, owner, id);
    const [row] = await tx
      .update(savedSearches)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(savedSearches.id, id), ownedBy(owner)))
      .returning();
    if (!row) throw notFound('Saved search');
    const changed = diff(before, row, AUDITED_SEARCH_FIELDS);
    if (Object.keys(changed).length) {
      await recordAudit(tx, {
        organizationId: owner.organizationId,
        action: 'saved_search.updated',
        target: { type: 'saved_search', id },
        changes: changed,
      });
    }
    return toSavedSearch(row);
  });
}

export async function deleteSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  id: string,
): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const before = await changeable(tx, owner, id);
    const deleted = await tx
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), ownedBy(owner)))
      .returning({ id: savedSearches.id });
    if (deleted.length === 0) throw notFound('Saved search');
    await recordAudit(tx, {
      organizationId: owner.organizationId,
      action: 'saved_search.deleted',
      target: { type: 'saved_search', id },
      changes: diff(before, null, AUDITED_SEARCH_FIELDS),
    });
    return { id, deleted: true as const };
  });
}
