// Calendar feeds (docs/calendar.md): a secret iCalendar URL per user and organization, with the organization's pursuit
// deadlines, their open checklist items' due dates (docs/applications.md) and deliverable due dates (all of them, or
// only the user's) as all-day events. The URL is the only
// credential a calendar app can send, so it is a token like the others: shown once, SHA-256 at rest, revocable,
// regenerable. A feed answers only while its user is an enabled member, and shows only what the user's role may
// read now (VIEW_PURSUITS for deadlines and requirements, VIEW_PROJECTS for deliverables, VIEW_BUDGETS for the funder
// reports of projects, docs/post-award.md#funder-reports).
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Db, DbOrTx } from '~/db';
import {
  calendarFeeds,
  funderReportInstances,
  funderReportRequirements,
  OPEN_PURSUIT_STATUSES,
  projects,
  pursuitRequirements,
  pursuits,
  tasks,
  type CalendarScope,
} from '~/db/schema';
import { recordAudit } from '../audit/record';
import { generateCalendarToken, isWellFormedCalendarToken, sha256Hex } from '../auth/credential-format';
import { principalForUser } from '../auth/user-principal';
import { env, publicBaseUrl } from '../env';
import { AppError } from '../errors';
import { getRateLimiter } from '../rate-limit/limiter';

/** Deadlines of pursuits still being worked on; deliverables not done yet, of projects still running. */
/** Calendar apps poll every few minutes at most; a leaked URL polled in a loop gets 429s, not database time. */
export const CALENDAR_READS_PER_MINUTE = 30;
/** Events of each kind in one feed, soonest first: a bound on what one read can cost. */
/** Checklist items due more than this many days ago are no longer in the feeds. */
const REQUIREMENTS_OVERDUE_DAYS = 30;
const MAX_EVENTS_PER_KIND = 1000;

export interface CalendarFeedInfo {
  scope: CalendarScope;
  createdAt: string;
  lastUsedAt: string | null;
}

export const calendarFeedUrl = (token: string) => `${publicBaseUrl()}/calendar/${token}.ics`;

const active = (organizationId: string, userId: string) =>
  and(
    eq(calendarFeeds.organizationId, organizationId),
    eq(calendarFeeds.userId, userId),
    isNull(calendarFeeds.revokedAt),
  );

export async function getCalendarFeed(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<CalendarFeedInfo | null> {
  const [row] = await db.select().from(calendarFeeds).where(active(organizationId, userId)).limit(1);
  return row
    ? { scope: row.scope, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null }
    : null;
}

/** A new feed URL for the user, ending the one they had (a regenerated URL is the only way to cut off a leaked one). */
export async function createCalendarFeed(
  db: Db,
  input: { organizationId: string; userId: string; scope: CalendarScope },
): Promise<CalendarFeedInfo & { url: string }> {
  const secret = generateCalendarToken();
  const row = await db.transaction(async (tx) => {
    // Two creations at once (two tabs, a double click) wait for each other: the second revokes the first's feed
    // instead of failing on the one-feed-in-use index.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`calendar:${input.organizationId}:${input.userId}`}))`,
    );
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(active(input.organizationId, input.userId));
    const [created] = await tx
      .insert(calendarFeeds)
      .values({
        organizationId: input.organizationId,
        userId: input.userId,
        scope: input.scope,
        tokenHash: secret.hash,
      })
      .returning();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      action: 'calendar_feed.created',
      target: { type: 'calendar_feed', id: created!.id },
      changes: { scope: [null, created!.scope] },
    });
    return created!;
  });
  return {
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: null,
    url: calendarFeedUrl(secret.plaintext),
  };
}

export async function revokeCalendarFeed(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<{ revoked: boolean }> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(calendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(active(organizationId, userId))
      .returning();
    for (const feed of revoked) {
      await recordAudit(tx, {
        organizationId,
        action: 'calendar_feed.revoked',
        target: { type: 'calendar_feed', id: feed.id },
        changes: { revokedAt: [null, feed.revokedAt] },
      });
    }
    return { revoked: revoked.length > 0 };
  });
}

/** One read of the feed behind `token` against its own budget; the seconds to wait when it is spent. */
export async function calendarReadBudget(
  token: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  if (env().RATE_LIMITS === 'off' || !isWellFormedCalendarToken(token)) return { allowed: true };
  const result = await getRateLimiter().limit(`calendar-reads:${sha256Hex(token)}`, {
    limit: CALENDAR_READS_PER_MINUTE,
    windowMs: 60_000,
  });
  return result.success
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((result.reset - Date.now()) / 1000)) };
}

interface CalendarEntry {
  uid: string;
  date: string;
  summary: string;
  description: string;
  url: string;
  updatedAt: Date;
}

/**
 * The feed behind a token as iCalendar text, or null when there is none to show: an unknown, malformed or revoked
 * token, or a user who is no longer an enabled member of the organization (all answered alike, as a 404).
 */
export async function renderCalendarFeed(db: Db, token: string): Promise<string | null> {
  if (!isWellFormedCalendarToken(token)) return null;
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, sha256Hex(token)), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  if (!feed) return null;
  let permissions: ReadonlySet<string>;
  try {
    permissions = (await principalForUser(db, feed.userId, feed.organizationId)).permissions;
  } catch (err) {
    if (err instanceof AppError && (err.code === 'FORBIDDEN' || err.code === 'VALIDATION_FAILED')) return null;
    throw err;
  }
  // Written at most once a minute, as for API keys: a calendar app polling often costs no write per poll.
  await db
    .update(calendarFeeds)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.id, feed.id),
        or(isNull(calendarFeeds.lastUsedAt), sql`${calendarFeeds.lastUsedAt} < now() - interval '1 minute'`),
      ),
    );

  const mine = feed.scope === 'mine';
  const base = publicBaseUrl();
  const host = new URL(base).host;
  const entries: CalendarEntry[] = [];
  if (permissions.has('VIEW_PURSUITS')) {
    const rows = await db
      .select({
        id: pursuits.id,
        title: pursuits.title,
        deadline: pursuits.deadline,
        stage: pursuits.stage,
        updatedAt: pursuits.updatedAt,
      })
      .from(pursuits)
      .where(
        and(
          eq(pursuits.organizationId, feed.organizationId),
          inArray(pursuits.status, [...OPEN_PURSUIT_STATUSES]),
          isNotNull(pursuits.deadline),
          mine ? eq(pursuits.ownerUserId, feed.userId) : undefined,
        ),
      )
      .orderBy(asc(pursuits.deadline), asc(pursuits.id))
      .limit(MAX_EVENTS_PER_KIND);
    for (const p of rows) {
      const url = `${base}/pursuits?open=${p.id}`;
      entries.push({
        uid: `pursuit-${p.id}@${host}`,
        date: p.deadline!,
        summary: `Deadline: ${p.title}`,
        description: `Application deadline of the pursuit “${p.title}” (stage: ${p.stage}).\n${url}`,
        url,
        updatedAt: p.updatedAt,
      });
    }
    // Checklist items still to do, of pursuits still being worked on ("mine": the items the user owns).
    const items = await db
      .select({
        id: pursuitRequirements.id,
        title: pursuitRequirements.title,
        dueDate: pursuitRequirements.dueDate,
        pursuitId: pursuits.id,
        pursuit: pursuits.title,
        updatedAt: pursuitRequirements.updatedAt,
      })
      .from(pursuitRequirements)
      .innerJoin(pursuits, eq(pursuits.id, pursuitRequirements.pursuitId))
      .where(
        and(
          eq(pursuitRequirements.organizationId, feed.organizationId),
          inArray(pursuitRequirements.status, ['todo', 'in_progress']),
          isNotNull(pursuitRequirements.dueDate),
          // Items long overdue would fill the feed's 1,000 before the ones still ahead (docs/calendar.md).
          sql`${pursuitRequirements.dueDate} >= current_date - ${REQUIREMENTS_OVERDUE_DAYS}::int`,
          inArray(pursuits.status, [...OPEN_PURSUIT_STATUSES]),
          mine ? eq(pursuitRequirements.ownerUserId, feed.userId) : undefined,
        ),
      )
      .orderBy(asc(pursuitRequirements.dueDate), asc(pursuitRequirements.id))
      .limit(MAX_EVENTS_PER_KIND);
    for (const r of items) {
      const url = `${base}/pursuits?open=${r.pursuitId}`;
      entries.push({
        uid: `requirement-${r.id}@${host}`,
        date: r.dueDate!,
        summary: `Due: ${r.title} (${r.pursuit})`,
        description: `Application requirement “${r.title}” of the pursuit “${r.pursuit}”.\n${url}`,
        url,
        updatedAt: r.updatedAt,
      });
    }
  }
  if (permissions.has('VIEW_PROJECTS')) {
    const rows = await db
      .select({
        id: tasks.id,
        title: tasks.title,
        dueDate: tasks.dueDate,
        projectId: tasks.projectId,
        project: projects.name,
        updatedAt: tasks.updatedAt,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(
        and(
          eq(tasks.organizationId, feed.organizationId),
          ne(tasks.status, 'completed'),
          eq(projects.status, 'active'),
          isNotNull(tasks.dueDate),
          mine ? eq(tasks.assigneeUserId, feed.userId) : undefined,
        ),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(MAX_EVENTS_PER_KIND);
    for (const t of rows) {
      const url = `${base}/projects/${t.projectId}`;
      entries.push({
        uid: `task-${t.id}@${host}`,
        date: t.dueDate!,
        summary: `Due: ${t.title} (${t.project})`,
        description: `Deliverable “${t.title}” of the funded project “${t.project}”.\n${url}`,
        url,
        updatedAt: t.updatedAt,
      });
    }
  }
  if (permissions.has('VIEW_BUDGETS')) {
    // Funder reports not yet submitted, of any project (a final report is due after the end); "mine": those of the
    // projects won from a pursuit the user owns. Long-late ones drop out as checklist items do.
    const rows = await db
      .select({
        id: funderReportInstances.id,
        dueDate: funderReportInstances.dueDate,
        title: funderReportRequirements.title,
        projectId: projects.id,
        project: projects.name,
        updatedAt: funderReportRequirements.updatedAt,
      })
      .from(funderReportInstances)
      .innerJoin(funderReportRequirements, eq(funderReportRequirements.id, funderReportInstances.requirementId))
      .innerJoin(projects, eq(projects.id, funderReportRequirements.projectId))
      .leftJoin(pursuits, eq(pursuits.id, projects.pursuitId))
      .where(
        and(
          eq(funderReportInstances.organizationId, feed.organizationId),
          isNull(funderReportInstances.submittedAt),
          sql`${funderReportInstances.dueDate} >= current_date - ${REQUIREMENTS_OVERDUE_DAYS}::int`,
          mine ? eq(pursuits.ownerUserId, feed.userId) : undefined,
        ),
      )
      .orderBy(asc(funderReportInstances.dueDate), asc(funderReportInstances.id))
      .limit(MAX_EVENTS_PER_KIND);
    for (const r of rows) {
      const url = `${base}/projects/${r.projectId}`;
      entries.push({
        uid: `funder-report-${r.id}@${host}`,
        date: r.dueDate,
        summary: `Report due: ${r.title} (${r.project})`,
        description: `Funder report “${r.title}” of the funded project “${r.project}”, due ${r.dueDate}.\n${url}`,
        url,
        updatedAt: r.updatedAt,
      });
    }
  }
  return toICalendar(entries, mine);
}

function toICalendar(entries: CalendarEntry[], mine: boolean): string {
  const calendar = ical({
    name: mine ? 'My grant deadlines' : 'Grant deadlines',
    prodId: { company: 'Grant Management Service', product: 'Deadlines', language: 'EN' },
  });
  for (const e of entries) {
    calendar.createEvent({
      id: e.uid,
      start: new Date(`${e.date}T00:00:00Z`), // written as DTSTART;VALUE=DATE: the day itself, in no time zone
      allDay: true,
      summary: e.summary,
      description: e.description,
      url: e.url,
      // Both from the row, not the clock: an unchanged deadline is the same bytes on every poll.
      stamp: e.updatedAt,
      lastModified: e.updatedAt,
    });
  }
  return calendar.toString();
}
