// The new-match digest (docs/notifications.md): per person and organization, daily at 07:00 or weekly on Monday in the
// organization's time zone, of the grants that newly reached the high-match threshold (grant_discoveries, the
// record behind grant.found) or newly entered a saved search the person subscribed — since their last digest.
// A period runs once (digest_runs' key, in the transaction that writes the notification and its email). Its "What
// changed" lists the grant.updated events of the organization (grants it pursues or matches) since the person's last
// digest.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import {
  digestRuns,
  grantMatches,
  grants,
  savedSearches,
  savedSearchSubscriptions,
  type StoredReason,
} from '~/db/schema';
import { queryRows, uuidArray } from '../db-rows';
import { formatDate } from '../email/templates/digest';
import { renderDigestEmail, type DigestChange, type DigestEmailInput } from '../email/templates';
import type { RenderedEmail } from '../email/templates/layout';
import { publicBaseUrl } from '../env';
import { listGrants } from '../grants/queries';
import { bestMatchPerGrant, grantColumnsOf, openOn, visibleTo } from '../grants/rules';
import type { SavedSearchFilters } from '../grants/saved-searches';
import { logger } from '../logger';
import { renderReasons } from '../grants/match-reasons';
import { dismissUrlOf, signLink, unsubscribeHeaders, unsubscribeUrlOf } from './links';
import { notifyMany, NOTIFICATIONS_PER_TRANSACTION, writeInBatches, type NotificationInput } from './notify';
import type { Recipient } from './recipients';
import { digestPeriod, localTime } from './schedule';

/** A text[] as one parameter, each element quoted (a digest's lists go as one parameter a column: `uuidArray`). */
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

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

/** A grant that changed since the person's last digest, with a line per change of its versions, oldest first. */
export interface DigestChangeItem {
  grantId: string;
  title: string;
  lines: string[];
}

const CHANGE_LABELS: Record<string, string> = {
  closeDate: 'Close date',
  awardFloor: 'Award floor',
  awardCeiling: 'Award ceiling',
  estimatedTotalFunding: 'Estimated total funding',
  expectedAwards: 'Expected awards',
  status: 'Status',
  eligibleApplicantTypes: 'Eligible applicants',
  title: 'Title',
  description: 'Description',
};
const AMOUNTS = new Set(['awardFloor', 'awardCeiling', 'estimatedTotalFunding']);

// One formatter per currency, made once (building one costs far more than formatting with it).
const amountFormats = new Map<string, Intl.NumberFormat>();
const amountFormat = (currency: string) => {
  let f = amountFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    amountFormats.set(currency, f);
  }
  return f;
};

/** One change as a reader wants it: "Close date: June 30, 2099 → September 30, 2099". */
export function changeLine(field: string, [before, after]: [unknown, unknown], currency = 'USD'): string {
  const label = CHANGE_LABELS[field] ?? field;
  // Long or list values: that they changed is the news; the grant page has them whole.
  if (field === 'description' || field === 'eligibleApplicantTypes') return `${label} changed`;
  const text = (v: unknown) => {
    if (v === null || v === undefined) return 'none';
    if (field === 'closeDate') return formatDate(String(v));
    if (AMOUNTS.has(field) && typeof v === 'number') {
      return amountFormat(currency).format(v);
    }
    return String(v);
  };
  return `${label}: ${text(before)} → ${text(after)}`;
}

/**
 * What changed since `since` in the grants the organization pursues or matches: the grant.updated events recorded for
 * it (one per version, to the organizations concerned only), grouped by grant in the order they changed; grants the
 * organization marked not relevant are left out. At most DIGEST_LISTED grants.
 */
export async function digestChanges(
  db: Db,
  organizationId: string,
  since: Date,
  until: Date,
): Promise<DigestChangeItem[]> {
  const rows = await queryRows<{
    data: { grant: { id: string; title: string; currency?: string }; changes: Record<string, [unknown, unknown]> };
  }>(
    db,
    sql`
      select e.data from events e
      where e.organization_id = ${organizationId} and e.type = 'grant.updated'
        and e.created_at > ${since.toISOString()}::timestamptz
        and e.created_at <= ${until.toISOString()}::timestamptz
        and not exists (
          select 1 from grant_dismissals x
          where x.organization_id = e.organization_id and x.grant_id = (e.data->'grant'->>'id')::uuid)
      order by e.created_at, e.id
      limit ${DIGEST_CANDIDATES}`,
  );
  const byGrant = new Map<string, DigestChangeItem>();
  for (const { data } of rows) {
    const item = byGrant.get(data.grant.id) ?? { grantId: data.grant.id, title: data.grant.title, lines: [] };
    item.title = data.grant.title; // the newest title
    for (const [field, pair] of Object.entries(data.changes))
      item.lines.push(changeLine(field, pair, data.grant.currency));
    byGrant.set(data.grant.id, item);
  }
  return [...byGrant.values()].slice(0, DIGEST_LISTED);
}

/** The database's clock (events' created_at is the database's, not this process's). */
async function databaseNow(db: Db): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(db, sql`select clock_timestamp() as now`);
  return new Date(row!.now);
}

/** When each person's last digest in the organization ran (its changes were covered up to then); none: absent. */
async function lastDigestsAt(db: Db, organizationId: string, userIds: string[]): Promise<Map<string, Date>> {
  const rows = await db
    .select({ userId: digestRuns.userId, at: max(digestRuns.coveredUntil) })
    .from(digestRuns)
    .where(and(eq(digestRuns.organizationId, organizationId), inArray(digestRuns.userId, userIds)))
    .groupBy(digestRuns.userId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.userId, new Date(r.at)] as const] : [])));
}

/** The top reasons of a match, as a reader wants them: the strongest first, what each rule found. */
export const topReasons = (reasons: StoredReason[] | null, n = 3) =>
  renderReasons(reasons)
    .filter((r) => r.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, n)
    .map((r) => `${r.kind}: ${r.detail}`);

/**
 * What is new to one person, best first (at most DIGEST_CANDIDATES): grants discovered for the organization since
 * `since` (joining, or turning the digest on) and grants that entered their subscribed searches since they subscribed,
 * that no digest of theirs listed yet. Never a time window between runs: a grant a long import transaction commits
 * after a run started is still new to the next one.
 */
export async function digestItems(
  db: Db,
  organizationId: string,
  userId: string,
  since: Date,
  today: string,
): Promise<DigestItem[]> {
  const via = new Map<string, string>();
  const notListed = (grantId: SQL) =>
    sql`not exists (select 1 from digest_items i where i.user_id = ${userId} and i.organization_id = ${organizationId} and i.grant_id = ${grantId})`;
  const found = await queryRows<{ grant_id: string }>(
    db,
    sql`
      select d.grant_id::text as grant_id
      from grant_discoveries d
      join grants g on g.id = d.grant_id
      where d.organization_id = ${organizationId}
        and d.found_at > ${since.toISOString()}::timestamptz
        and ${openOn(today, grantColumnsOf('g'))}
        and not exists (select 1 from grant_dismissals x where x.organization_id = d.organization_id and x.grant_id = d.grant_id)
        and ${notListed(sql`d.grant_id`)}
      order by d.found_at
      limit ${DIGEST_CANDIDATES}`,
  );
  for (const r of found) via.set(r.grant_id, 'your missions');

  // The person's subscribed searches: their own, and the organization's shared ones they can see.
  const subscribed = await db
    .select({
      name: savedSearches.name,
      filters: savedSearches.filters,
      subscribedAt: savedSearchSubscriptions.createdAt,
    })
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
      { changedAfter: later(since, s.subscribedAt), changedUntil: new Date(Date.now() + 60_000) },
    );
    for (const g of data) if (!via.has(g.id)) via.set(g.id, `your saved search “${s.name}”`);
  }
  if (via.size === 0) return [];
  // Grants of the searches that an earlier digest of theirs listed are not news.
  const listedBefore = await queryRows<{ grant_id: string }>(
    db,
    sql`
      select grant_id::text as grant_id from digest_items
      where user_id = ${userId} and organization_id = ${organizationId}
        and grant_id = any(${uuidArray([...via.keys()])})`,
  );
  for (const r of listedBefore) via.delete(r.grant_id);
  if (via.size === 0) return [];

  // Each grant the organization can see, with its best match (none when no active mission matches it).
  const ids = [...via.keys()];
  const best = bestMatchPerGrant(
    db,
    { grantId: grantMatches.grantId, score: grantMatches.score, reasons: grantMatches.reasons },
    and(eq(grantMatches.organizationId, organizationId), sql`${grantMatches.grantId} = any(${uuidArray(ids)})`),
  ).as('best');
  const rows = await db
    .select({
      id: grants.id,
      title: grants.title,
      agency: grants.agency,
      closeDate: grants.closeDate,
      score: best.score,
      reasons: best.reasons,
    })
    .from(grants)
    .leftJoin(best, eq(best.grantId, grants.id))
    .where(and(sql`${grants.id} = any(${uuidArray(ids)})`, visibleTo(organizationId)));
  return rows
    .map((r) => ({
      grantId: r.id,
      title: r.title,
      agency: r.agency,
      closeDate: r.closeDate,
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

/** A person's own tokens in their digest: the unsubscribe link's, and each listed grant's "not relevant" link's. */
interface DigestTokens {
  unsubscribe: string;
  /** Per listed grant; null where the person may not dismiss. */
  dismiss: (string | null)[];
}

function digestInput(
  org: NotifiedOrganization,
  r: Recipient,
  listed: DigestItem[],
  more: number,
  changed: DigestChangeItem[],
  tokens: DigestTokens,
): DigestEmailInput {
  const base = publicBaseUrl();
  return {
    organizationName: org.name,
    period: r.preferences.digest === 'weekly' ? 'weekly' : 'daily',
    grants: listed.map((i, k) => {
      const dismiss = tokens.dismiss[k];
      return {
        title: i.title,
        agency: i.agency,
        url: `${base}/grants/${i.grantId}`,
        score: i.score,
        reasons: i.reasons,
        closeDate: i.closeDate,
        via: i.via,
        notRelevantUrl: dismiss ? dismissUrlOf(dismiss) : null,
      };
    }),
    more,
    changes: changed.map((c): DigestChange => ({ title: c.title, url: `${base}/grants/${c.grantId}`, lines: c.lines })),
    grantsUrl: `${base}/grants`,
    unsubscribe: {
      url: unsubscribeUrlOf(tokens.unsubscribe),
      what: 'new-match digests',
      settingsUrl: `${base}/settings/notifications`,
    },
  };
}

/**
 * The digests of one organization's run, rendered once per distinct content. Most of its people get the same grants
 * and changes, so React's render and the conversion to text (most of a run's CPU: docs/benchmarks.md#notifications)
 * are done once, with a stand-in where each personal token goes; each person's email is that render with their own
 * tokens put in. Keyed by the whole input but the tokens, so two people share a render only when everything else in
 * their emails is the same; a render never holds a real token, so no person's link can reach another's email.
 */
export type DigestRenders = Map<string, Promise<RenderedEmail>>;
/** Distinct renders kept per organization (a large organization's people may differ more than a few ways). */
const DIGEST_RENDERS_KEPT = 16;
// Random per process: no grant title or organization name can contain it by chance or on purpose.
const STAND_IN = `gmstoken${randomBytes(12).toString('hex')}`;
const STAND_INS = new RegExp(`${STAND_IN}(u|d[0-9]+)z`, 'g');
const standIn = (slot: string) => `${STAND_IN}${slot}z`;
// A JWS is base64url parts joined by dots: neither HTML escaping nor the text conversion changes any of it, so the
// token put in is exactly what rendering it would have written. Anything else is rendered on its own.
const PLAIN_TOKEN = /^[A-Za-z0-9_.-]+$/;

/** One person's digest email; `renders` shares renders between the people of one organization (none: render alone). */
export async function renderDigest(
  org: NotifiedOrganization,
  r: Recipient,
  listed: DigestItem[],
  more: number,
  changed: DigestChangeItem[],
  renders?: DigestRenders,
): Promise<RenderedEmail & { headers: Record<string, string> }> {
  const canDismiss = r.permissions.has('MANAGE_PURSUITS');
  const tokens: DigestTokens = {
    unsubscribe: signLink({ purpose: 'unsubscribe', userId: r.userId, organizationId: org.id, topic: 'digest' }),
    dismiss: listed.map((i) =>
      canDismiss
        ? signLink({ purpose: 'dismiss', userId: r.userId, organizationId: org.id, grantId: i.grantId })
        : null,
    ),
  };
  const headers = unsubscribeHeaders(unsubscribeUrlOf(tokens.unsubscribe));
  const own = new Map<string, string>([['u', tokens.unsubscribe]]);
  tokens.dismiss.forEach((t, k) => t && own.set(`d${k}`, t));
  if (!renders || ![...own.values()].every((t) => PLAIN_TOKEN.test(t))) {
    return { ...(await renderDigestEmail(digestInput(org, r, listed, more, changed, tokens))), headers };
  }
  const shared = digestInput(org, r, listed, more, changed, {
    unsubscribe: standIn('u'),
    dismiss: tokens.dismiss.map((t, k) => (t ? standIn(`d${k}`) : null)),
  });
  const key = JSON.stringify(shared);
  let render = renders.get(key);
  if (!render) {
    if (renders.size >= DIGEST_RENDERS_KEPT) renders.clear();
    render = renderDigestEmail(shared);
    renders.set(key, render);
  }
  const email = await render;
  const fill = (part: string) =>
    part.replace(STAND_INS, (_, slot: string) => {
      const token = own.get(slot);
      if (!token) throw new Error(`digest render has a link slot ${slot} this person has no token for`);
      return token;
    });
  return { subject: fill(email.subject), html: fill(email.html), text: fill(email.text), headers };
}

/** What one organization's digests of a run share: read once for all its people. */
interface DigestRunShared {
  today: string;
  /** `${userId} ${period}` of the periods that already ran. */
  ran: Set<string>;
  lastRun: Map<string, Date>;
  /** The changes are read up to this instant, and each digest records it as covered. */
  until: Date;
  /** The changes since an instant (most people's is the same), read once each. */
  changes: Map<number, Promise<DigestChangeItem[]>>;
  renders: DigestRenders;
}

/** Runs the digests due at `at` for one organization's people. Returns how many were written, and emails queued. */
export async function runDigests(db: Db, org: NotifiedOrganization, at: Date, recipients: Recipient[]) {
  let digests = 0;
  let emails = 0;
  let failed = 0;
  const due = recipients.flatMap((r) => {
    const period = r.permissions.has('VIEW_GRANTS') ? digestPeriod(r.preferences.digest, at, org.timeZone) : null;
    return period ? [{ r, period }] : [];
  });
  if (due.length === 0) return { digests, emails, failed };
  const userIds = due.map((d) => d.r.userId);
  const ranRows = await db
    .select({ userId: digestRuns.userId, period: digestRuns.period })
    .from(digestRuns)
    .where(
      and(
        eq(digestRuns.organizationId, org.id),
        inArray(digestRuns.userId, userIds),
        inArray(digestRuns.period, [...new Set(due.map((d) => d.period))]),
      ),
    );
  const lastRun = await lastDigestsAt(db, org.id, userIds);
  // Taken before any change is read: an event written while the digests render goes to the next ones instead of
  // falling between the two (events' created_at is the database's clock).
  const until = await databaseNow(db);
  const shared: DigestRunShared = {
    today: localTime(at, org.timeZone).date,
    ran: new Set(ranRows.map((x) => `${x.userId} ${x.period}`)),
    lastRun,
    until,
    changes: new Map(),
    renders: new Map(),
  };
  const todo = due.filter(({ r, period }) => !shared.ran.has(`${r.userId} ${period}`));
  // A batch at a time: read and rendered, then written in one transaction (a large organization's renders are not
  // all held at once).
  for (let k = 0; k < todo.length; k += NOTIFICATIONS_PER_TRANSACTION) {
    const prepared: PreparedDigest[] = [];
    for (const { r, period } of todo.slice(k, k + NOTIFICATIONS_PER_TRANSACTION)) {
      try {
        prepared.push(await prepareDigest(db, org, period, r, shared));
      } catch (err) {
        // One person's failure (a bad saved search, a mail address the outbox refuses) does not stop the others.
        failed++;
        logger.error(
          { organizationId: org.id, userId: r.userId, err },
          'digest failed for a person; the next run retries it',
        );
      }
    }
    const written = await writeInBatches(db, prepared, (tx, batch) => writeDigests(tx, org, until, batch));
    written.forEach((w, n) => {
      if (w.ok) {
        if (w.value?.created) digests++;
        if (w.value?.emailed) emails++;
      } else {
        failed++;
        logger.error(
          { organizationId: org.id, userId: prepared[n]!.r.userId, err: w.error },
          'digest failed for a person; the next run retries it',
        );
      }
    });
  }
  return { digests, emails, failed };
}

/** One person's digest, read and rendered, not yet written. */
interface PreparedDigest {
  r: Recipient;
  period: string;
  items: number;
  listed: DigestItem[];
  changed: DigestChangeItem[];
  /** None when nothing is new: the period is recorded as run, and no notification is written. */
  email: (RenderedEmail & { headers: Record<string, string> }) | null;
}

/** One person's digest for `period`, which has not run when the organization's part of the run started. */
async function prepareDigest(
  db: Db,
  org: NotifiedOrganization,
  period: string,
  r: Recipient,
  shared: DigestRunShared,
): Promise<PreparedDigest> {
  const items = await digestItems(db, org.id, r.userId, r.digestFrom, shared.today);
  const listed = items.slice(0, DIGEST_LISTED);
  const lastRun = shared.lastRun.get(r.userId);
  const since = lastRun ? later(lastRun, r.digestFrom) : r.digestFrom;
  let changes = shared.changes.get(since.getTime());
  if (!changes) {
    changes = digestChanges(db, org.id, since, shared.until);
    shared.changes.set(since.getTime(), changes);
  }
  const changed = await changes;
  // Rendered before the transaction: it holds no lock while React renders and 50 links are signed.
  const email =
    items.length || changed.length
      ? await renderDigest(org, r, listed, items.length - listed.length, changed, shared.renders)
      : null;
  return { r, period, items: items.length, listed, changed, email };
}

/**
 * Writes a batch of digests in the caller's transaction: each period's run first, under its key; only the digests
 * whose run this transaction inserted write their items, notification and email (another worker's run, or a repeated
 * one, writes nothing twice). One result per digest: null where it wrote no notification.
 */
async function writeDigests(tx: DbOrTx, org: NotifiedOrganization, until: Date, batch: PreparedDigest[]) {
  if (batch.length === 0) return [];
  const runs = await tx
    .insert(digestRuns)
    .values(
      batch.map((d) => ({
        userId: d.r.userId,
        organizationId: org.id,
        period: d.period,
        coveredUntil: until,
        grants: d.listed.length,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: digestRuns.userId, period: digestRuns.period });
  const ran = new Set(runs.map((x) => `${x.userId} ${x.period}`));
  // Another worker ran it, or nothing new: no email.
  const mine = batch.filter((d) => d.email && ran.has(`${d.r.userId} ${d.period}`));
  const listed = mine.flatMap((d) =>
    d.listed.map((i) => ({ userId: d.r.userId, grantId: i.grantId, period: d.period })),
  );
  // One parameter per column, not per value: a batch lists up to 500 grants, and drizzle builds a statement's
  // parameters one by one (a tenth of a run's CPU went to building statements: docs/benchmarks.md#notifications).
  if (listed.length)
    await tx.execute(sql`
      insert into digest_items (user_id, organization_id, grant_id, period)
      select u, ${org.id}::uuid, g, p
      from unnest(${uuidArray(listed.map((l) => l.userId))}, ${uuidArray(listed.map((l) => l.grantId))},
                  ${textArray(listed.map((l) => l.period))}) as x(u, g, p)
      on conflict do nothing`);
  const written = await notifyMany(
    tx,
    mine.map((d) => digestNotification(org, d)),
  );
  return batch.map((d) => {
    const k = mine.indexOf(d);
    return k < 0 ? null : written[k]!;
  });
}

function digestNotification(org: NotifiedOrganization, d: PreparedDigest): NotificationInput {
  const { r, period, items, listed, changed, email } = d;
  const changedText = `${changed.length} grant${changed.length === 1 ? '' : 's'} changed`;
  return {
    organizationId: org.id,
    userId: r.userId,
    kind: 'digest',
    dedupeKey: `digest:${org.id}:${r.userId}:${period}`,
    title: items ? `${items} new grant${items === 1 ? '' : 's'} for you` : changedText,
    body:
      (items
        ? listed
            .slice(0, 3)
            .map((i) => (i.score === null ? i.title : `${i.title} (${i.score})`))
            .join(' · ') + (items > 3 ? ` and ${items - 3} more` : '')
        : changed
            .slice(0, 3)
            .map((c) => c.title)
            .join(' · ')) + (items && changed.length ? `; ${changedText}` : ''),
    link: '/grants',
    data: { grantIds: listed.map((i) => i.grantId) },
    email: { to: r.email, render: async () => email! },
  };
}
