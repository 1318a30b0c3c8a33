// The boilerplate library (docs/applications.md#boilerplate-library): an organization's reusable answers (a mission
// statement, an evaluation plan…) that a grant writer pastes into applications. Every create or edit that changes the
// title, body or tags keeps a version; an answer nobody has reviewed for 12 months is "stale", computed at read time.
import { createHash } from 'node:crypto';
import { and, arrayContains, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { boilerplateEntries, boilerplateVersions } from '~/db/schema';
import { actorLabel } from '../audit/actor-label';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { currentAuditScope } from '../audit/scope';
import { AppError, notFound } from '../errors';

export const BOILERPLATE_LIMITS = {
  title: 200,
  body: 20_000,
  tags: 20,
  tag: 40,
  /** Entries one organization may keep: a bound on what a search has to read. */
  entries: 2_000,
  /** Characters of the body a list item shows. */
  excerpt: 240,
} as const;
/** An entry not reviewed (or, never reviewed, not created) for this long is stale. */
export const STALE_AFTER_MONTHS = 12;

type Row = typeof boilerplateEntries.$inferSelect;

export interface BoilerplateQuery {
  q?: string;
  /** Entries holding every one of these tags. */
  tags?: string[];
  stale?: boolean;
  limit: number;
  offset: number;
}

export interface BoilerplateInput {
  title: string;
  body: string;
  tags: string[];
}

export interface BoilerplateChanges extends Partial<BoilerplateInput> {
  /** Sets lastReviewedAt to now. */
  markReviewed?: boolean;
  /** Sets lastReviewedAt to this past instant (reviewed before it was entered here). */
  lastReviewedAt?: Date;
}

/** Lowercase, trimmed, distinct, in the order given. */
export const normalizeTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim().toLowerCase()))];

/** The moment before which an unreviewed entry is stale. */
export function staleBefore(now = new Date()): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - STALE_AFTER_MONTHS);
  return d;
}

export const isStale = (r: Pick<Row, 'lastReviewedAt' | 'createdAt'>, now = new Date()) =>
  (r.lastReviewedAt ?? r.createdAt) < staleBefore(now);

const staleSql = sql`coalesce(${boilerplateEntries.lastReviewedAt}, ${boilerplateEntries.createdAt}) < now() - make_interval(months => ${STALE_AFTER_MONTHS})`;

/** The first characters of the body on one line, cut at a word. */
export function excerpt(body: string, max: number = BOILERPLATE_LIMITS.excerpt): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const summary = (r: Row) => ({
  id: r.id,
  title: r.title,
  tags: r.tags,
  version: r.version,
  lastReviewedAt: r.lastReviewedAt?.toISOString() ?? null,
  stale: isStale(r),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  createdBy: r.createdBy,
  updatedBy: r.updatedBy,
});

const toListItem = (r: Row) => ({ ...summary(r), excerpt: excerpt(r.body) });
const toEntry = (r: Row) => ({ ...summary(r), body: r.body });
export type BoilerplateListItem = ReturnType<typeof toListItem>;
export type BoilerplateEntry = ReturnType<typeof toEntry>;

const entryColumns = {
  id: boilerplateEntries.id,
  organizationId: boilerplateEntries.organizationId,
  title: boilerplateEntries.title,
  body: boilerplateEntries.body,
  tags: boilerplateEntries.tags,
  version: boilerplateEntries.version,
  lastReviewedAt: boilerplateEntries.lastReviewedAt,
  createdBy: boilerplateEntries.createdBy,
  updatedBy: boilerplateEntries.updatedBy,
  createdAt: boilerplateEntries.createdAt,
  updatedAt: boilerplateEntries.updatedAt,
};

export async function listBoilerplate(db: Db, organizationId: string, query: BoilerplateQuery) {
  const tsquery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  const where: SQL[] = [eq(boilerplateEntries.organizationId, organizationId)];
  if (tsquery) where.push(sql`${boilerplateEntries.search} @@ ${tsquery}`);
  if (query.tags?.length) where.push(arrayContains(boilerplateEntries.tags, normalizeTags(query.tags)));
  if (query.stale !== undefined) where.push(query.stale ? staleSql : sql`not (${staleSql})`);
  const order = tsquery
    ? [sql`ts_rank(${boilerplateEntries.search}, ${tsquery}) desc`, desc(boilerplateEntries.updatedAt)]
    : [desc(boilerplateEntries.updatedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(boilerplateEntries)
      .where(and(...where))
      .orderBy(...order, desc(boilerplateEntries.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(boilerplateEntries)
      .where(and(...where)),
  ]);
  return { data: (rows as Row[]).map(toListItem), total: total?.n ?? 0 };
}

async function findEntry(db: DbOrTx, organizationId: string, id: string, lock = false): Promise<Row> {
  const q = db
    .select(entryColumns)
    .from(boilerplateEntries)
    .where(and(eq(boilerplateEntries.id, id), eq(boilerplateEntries.organizationId, organizationId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Boilerplate entry');
  return row as Row;
}

export async function getBoilerplate(db: Db, organizationId: string, id: string) {
  const row = await findEntry(db, organizationId, id);
  const versions = await db
    .select({
      version: boilerplateVersions.version,
      title: boilerplateVersions.title,
      tags: boilerplateVersions.tags,
      createdAt: boilerplateVersions.createdAt,
      createdBy: boilerplateVersions.createdBy,
    })
    .from(boilerplateVersions)
    .where(eq(boilerplateVersions.entryId, row.id))
    .orderBy(desc(boilerplateVersions.version));
  return {
    ...toEntry(row),
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  };
}

/** One version as it was written, body included. */
export async function getBoilerplateVersion(db: Db, organizationId: string, id: string, version: number) {
  const row = await findEntry(db, organizationId, id);
  const [v] = await db
    .select()
    .from(boilerplateVersions)
    .where(and(eq(boilerplateVersions.entryId, row.id), eq(boilerplateVersions.version, version)))
    .limit(1);
  if (!v) throw notFound('Version');
  return {
    version: v.version,
    title: v.title,
    body: v.body,
    tags: v.tags,
    createdAt: v.createdAt.toISOString(),
    createdBy: v.createdBy,
  };
}

/** The trail keeps a body's length and digest, not its text (an answer runs to 20,000 characters). */
const bodyDigest = (body: string) =>
  `${body.length} characters (sha256 ${createHash('sha256').update(body).digest('hex').slice(0, 12)})`;
const AUDITED_FIELDS = ['title', 'body', 'tags', 'version', 'lastReviewedAt'] as const;
const audited = (r: Row) => ({ ...r, body: bodyDigest(r.body) });

/** The name the audit trail gives the caller, kept as the entry's author. */
const author = (tx: Tx) => actorLabel(tx, currentAuditScope().actor);

export async function createBoilerplate(
  db: Db,
  organizationId: string,
  input: BoilerplateInput & { lastReviewedAt?: Date },
): Promise<BoilerplateEntry> {
  return db.transaction(async (tx) => {
    // Serializes one organization's creations, so the bound holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boilerplate:${organizationId}`}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(boilerplateEntries)
      .where(eq(boilerplateEntries.organizationId, organizationId));
    if ((held?.n ?? 0) >= BOILERPLATE_LIMITS.entries) {
      throw new AppError('CONFLICT', `At most ${BOILERPLATE_LIMITS.entries} boilerplate entries: delete one first`);
    }
    const by = await author(tx);
    const tags = normalizeTags(input.tags);
    const [row] = await tx
      .insert(boilerplateEntries)
      .values({
        organizationId,
        title: input.title,
        body: input.body,
        tags,
        version: 1,
        lastReviewedAt: input.lastReviewedAt ?? null,
        createdBy: by,
        updatedBy: by,
      })
      .returning(entryColumns);
    await tx.insert(boilerplateVersions).values({
      entryId: row!.id,
      version: 1,
      title: row!.title,
      body: row!.body,
      tags: row!.tags,
      createdBy: by,
      createdAt: row!.createdAt,
    });
    await recordAudit(tx, {
      organizationId,
      action: 'boilerplate.created',
      target: { type: 'boilerplate', id: row!.id },
      changes: diff(null, audited(row as Row), AUDITED_FIELDS),
    });
    return toEntry(row as Row);
  });
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

export async function updateBoilerplate(
  db: Db,
  organizationId: string,
  id: string,
  changes: BoilerplateChanges,
): Promise<BoilerplateEntry> {
  return db.transaction(async (tx) => {
    // Locked: two edits racing each other get consecutive version numbers, and the trail names what each replaced.
    const before = await findEntry(tx, organizationId, id, true);
    const title = changes.title ?? before.title;
    const body = changes.body ?? before.body;
    const tags = changes.tags ? normalizeTags(changes.tags) : before.tags;
    const edited = title !== before.title || body !== before.body || !sameTags(tags, before.tags);
    // With both, the later review wins: now (a lastReviewedAt is never in the future).
    const reviewed = changes.markReviewed ? sql`now()` : changes.lastReviewedAt;
    if (!edited && !reviewed) return toEntry(before);
    const by = await author(tx);
    const version = edited ? before.version + 1 : before.version;
    const [row] = await tx
      .update(boilerplateEntries)
      .set({
        title,
        body,
        tags,
        version,
        updatedBy: by,
        updatedAt: sql`now()`,
        ...(reviewed ? { lastReviewedAt: reviewed } : {}),
      })
      .where(and(eq(boilerplateEntries.id, id), eq(boilerplateEntries.organizationId, organizationId)))
      .returning(entryColumns);
    if (edited) {
      await tx
        .insert(boilerplateVersions)
        .values({ entryId: id, version, title, body, tags, createdBy: by, createdAt: row!.updatedAt });
    }
    await recordAudit(tx, {
      organizationId,
      action: 'boilerplate.updated',
      target: { type: 'boilerplate', id },
      changes: diff(audited(before), audited(row as Row), AUDITED_FIELDS),
    });
    return toEntry(row as Row);
  });
}

export async function deleteBoilerplate(db: Db, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await findEntry(tx, organizationId, id, true);
    await tx
      .delete(boilerplateEntries)
      .where(and(eq(boilerplateEntries.id, id), eq(boilerplateEntries.organizationId, organizationId)));
    await recordAudit(tx, {
      organizationId,
      action: 'boilerplate.deleted',
      target: { type: 'boilerplate', id },
      changes: diff(audited(before), null, AUDITED_FIELDS),
    });
    return { id, deleted: true as const };
  });
}
