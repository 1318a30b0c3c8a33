// The new-match digest (SPEC §15): per person and organization, daily at 07:00 or weekly on Monday in the
// organization's time zone, of the grants that newly reached the high-match threshold (grant_discoveries, the
// record behind grant.found) or newly entered a saved search the person subscribed — since their last digest.
// A period runs once (digest_runs' key, in the transaction that writes the notification and its email).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { digestRuns, savedSearches, savedSearchSubscriptions, type MatchReason } from '~/db/schema';
import { queryRows } from '../db-rows';
import { renderDigestEmail, type DigestGrant } from '../email/templates';
import { publicBaseUrl } from '../env';
import { listGrants } from '../grants/queries';
import type { SavedSearchFilters } from '../grants/saved-searches';
import { dismissUrl, unsubscribeHeaders, unsubscribeUrl } from './links';
import { notify } from './notify';
import type { Recipient } from './recipients';
import { digestPeriod, localTime } from './schedule';

/** Grants one digest lists; the rest are counted ("and N more") up to DIGEST_CANDIDATES. */
export const DIGEST_LISTED = 50;
const DIGEST_CANDIDATES = 500;

export interface NotifiedOrganization {
  id: string;
  name: string;
  timeZone: string;
}

export interface DigestItem {
  grantId: string;
  title: string;
  agency: string | null;
  closeDate: string | null;
  score: number | null;
  reasons: string[];
  via: string;
}

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** The top reasons of a match, as a reader wants them: the strongest first, what each rule found. */
export const topReasons = (reasons: MatchReason[] | null, n = 3) =>
  (reasons ?? [])
    .filter((r) => r.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, n)
    .map((r) => `${r.kind}: ${r.detail}`);

/** What is new for one person between `since` and `until`, best first (at most DIGEST_CANDIDATES). */
export async function digestItems(db: Db, organizationId: string, userId: string, since: Date, until: Date, today: string): Promise<DigestItem[]> {
  const via = new Map<string, string>();
  const found = await queryRows<{ grant_id: string }>(db, sql`
      select d.grant_id::text as grant_id
      from grant_discoveries d
      join grants g on g.id = d.grant_id
      where d.organization_id = ${organizationId}
        and d.found_at > ${since.toISOString()}::timestamptz and d.found_at <= ${until.toISOString()}::timestamptz
        and (g.close_date is null or g.close_date >= ${today}::date)
        and (g.archive_date is null or g.archive_date >= ${today}::date)
        and not exists (select 1 from grant_dismissals x where x.organization_id = d.organization_id and x.grant_id = d.grant_id)
      order by d.found_at
      limit ${DIGEST_CANDIDATES}`);
  for (const r of found) via.set(r.grant_id, 'your missions');

  // The person's subscribed searches: their own, and the organization's shared ones they can see.
  const subscribed = await db
    .select({ name: savedSearches.name, filters: savedSearches.filters, subscribedAt: savedSearchSubscriptions.createdAt })
    .from(savedSearchSubscriptions)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchSubscriptions.savedSearchId))
    .where(
      and(
        eq(savedSearchSubscriptions.userId, userId),
        eq(savedSearchSubscriptions.organizationId, organizationId),
        eq(savedSearches.organizationId, organizationId),
        or(eq(savedSearches.userId, userId), isNull(savedSearches.userId)),
      ),
    );
  for (const s of subscribed) {
    const filters = s.filters as SavedSearchFilters;
    const { data } = await listGrants(
      db,
      { ...filters, organizationId, limit: DIGEST_LISTED, offset: 0 },
      { changedAfter: later(since, s.subscribedAt), changedUntil: until },
    );
    for (const g of data) if (!via.has(g.id)) via.set(g.id, `your saved search “${s.name}”`);
  }
  if (via.size === 0) return [];

  const ids = [...via.keys()];
  const rows = await queryRows<{ id: string; title: string; agency: string | null; close_date: string | null; score: number | null; reasons: MatchReason[] | null }>(
    db,
    sql`
      select g.id::text as id, g.title, g.agency, g.close_date::text as close_date, m.score, m.reasons
      from grants g
      left join lateral (
        select gm.score, gm.reasons from grant_matches gm
        join missions mi on mi.id = gm.mission_id and mi.active
        where gm.grant_id = g.id and gm.organization_id = ${organizationId}
        order by gm.score desc, gm.mission_id
        limit 1
      ) m on true
      where g.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        and (g.owner_organization_id is null or g.owner_organization_id = ${organizationId})`,
  );
  return rows
    .map((r) => ({
      grantId: r.id,
      title: r.title,
      agency: r.agency,
      closeDate: r.close_date,
      score: r.score,
      reasons: topReasons(r.reasons),
      via: via.get(r.id)!,
    }))
    .sort(
      (a, b) =>
        (b.score ?? -1) - (a.score ?? -1) ||
        (a.closeDate ?? '9999-12-31').localeCompare(b.closeDate ?? '9999-12-31') ||
        a.title.localeCompare(b.title),
    );
}

/** The end of the window the person's last digest covered (null: none yet). */
async function lastCovered(db: Db, userId: string, organizationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${digestRuns.coveredUntil})::text` })
    .from(digestRuns)
    .where(and(eq(digestRuns.userId, userId), eq(digestRuns.organizationId, organizationId)));
  return row?.at ? new Date(row.at) : null;
}

/** Runs the digests due at `at` for one organization's people. Returns how many were written, and emails queued. */
export async function runDigests(db: Db, org: NotifiedOrganization, at: Date, recipients: Recipient[]) {
  let digests = 0;
  let emails = 0;
  const today = localTime(at, org.timeZone).date;
  for (const r of recipients) {
    if (!r.permissions.has('VIEW_GRANTS')) continue;
    const period = digestPeriod(r.preferences.digest, at, org.timeZone);
    if (!period) continue;
    const [ran] = await db
      .select({ period: digestRuns.period })
      .from(digestRuns)
      .where(and(eq(digestRuns.userId, r.userId), eq(digestRuns.organizationId, org.id), eq(digestRuns.period, period)));
    if (ran) continue;
    const covered = await lastCovered(db, r.userId, org.id);
    const since = covered ? later(covered, r.digestFrom) : r.digestFrom;
    // Matches are stamped with the real clock: a run "as of" a later instant (--at) can only cover what exists now;
    // one as of an earlier instant leaves what came after it to the next digest.
    const until = later(earlier(at, new Date()), since);
    const items = since < until ? await digestItems(db, org.id, r.userId, since, until, today) : [];
    const written = await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(digestRuns)
        .values({ userId: r.userId, organizationId: org.id, period, coveredUntil: until, grants: items.length })
        .onConflictDoNothing()
        .returning({ period: digestRuns.period });
      if (!run || items.length === 0) return null; // another worker ran it, or nothing new: no email
      const listed = items.slice(0, DIGEST_LISTED);
      const canDismiss = r.permissions.has('MANAGE_PURSUITS');
      const base = publicBaseUrl();
      return notify(tx, {
        organizationId: org.id,
        userId: r.userId,
        kind: 'digest',
        dedupeKey: `digest:${org.id}:${r.userId}:${period}`,
        title: `${items.length} new grant${items.length === 1 ? '' : 's'} for you`,
        body: listed
          .slice(0, 3)
          .map((i) => (i.score === null ? i.title : `${i.title} (${i.score})`))
          .join(' · ') + (items.length > 3 ? ` and ${items.length - 3} more` : ''),
        link: '/grants',
        data: { coveredUntil: until.toISOString(), grantIds: listed.map((i) => i.grantId) },
        email: {
          to: r.email,
          render: async () => {
            const unsubscribe = await unsubscribeUrl(r.userId, org.id, 'digest');
            const grants: DigestGrant[] = await Promise.all(
              listed.map(async (i) => ({
                title: i.title,
                agency: i.agency,
                url: `${base}/grants/${i.grantId}`,
                score: i.score,
                reasons: i.reasons,
                closeDate: i.closeDate,
                via: i.via,
                notRelevantUrl: canDismiss ? await dismissUrl(r.userId, org.id, i.grantId) : null,
              })),
            );
            const email = await renderDigestEmail({
              organizationName: org.name,
              period: r.preferences.digest === 'weekly' ? 'weekly' : 'daily',
              grants,
              more: items.length - listed.length,
              grantsUrl: `${base}/grants`,
              unsubscribe: { url: unsubscribe, what: 'new-match digests', settingsUrl: `${base}/settings/notifications` },
            });
            return { ...email, headers: unsubscribeHeaders(unsubscribe) };
          },
        },
      });
    });
    if (written?.created) digests++;
    if (written?.emailed) emails++;
  }
  return { digests, emails };
}
