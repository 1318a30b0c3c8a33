// Missions: what an organization is looking to fund; they drive matching (docs/matching.md#missions).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { missions } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { recomputeMissionMatches } from '../matching/recompute';

type MissionRow = typeof missions.$inferSelect;

export interface MissionFields {
  name: string;
  description: string;
  keywords: string[];
  categories: string[];
  eligibleApplicantTypes: string[];
  amountMin: number | null;
  amountMax: number | null;
  active: boolean;
}

export const toMission = (m: MissionRow) => ({
  id: m.id,
  name: m.name,
  description: m.description,
  keywords: m.keywords,
  categories: m.categories,
  eligibleApplicantTypes: m.eligibleApplicantTypes,
  amountMin: m.amountMin,
  amountMax: m.amountMax,
  active: m.active,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

const AUDITED_MISSION_FIELDS = [
  'name',
  'description',
  'keywords',
  'categories',
  'eligibleApplicantTypes',
  'amountMin',
  'amountMax',
  'active',
] as const;

function checkAmounts(f: Partial<MissionFields>) {
  if (f.amountMin != null && f.amountMax != null && f.amountMin > f.amountMax) {
    throw new AppError('VALIDATION_FAILED', 'amountMin must not exceed amountMax', {
      issues: [{ path: 'amountMin', message: 'must not exceed amountMax' }],
    });
  }
}

export async function listMissions(
  db: Db,
  organizationId: string,
  page: { limit: number; offset: number; active?: boolean },
) {
  const where = and(
    eq(missions.organizationId, organizationId),
    page.active === undefined ? undefined : eq(missions.active, page.active),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(missions)
      .where(where)
      .orderBy(asc(missions.createdAt), asc(missions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(missions).where(where),
  ]);
  return { data: rows.map(toMission), total: total?.n ?? 0 };
}

/** One mission; `forUpdate` locks it for the caller's transaction (a change's audit record names what it replaced). */
export async function getMission(db: DbOrTx, organizationId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(missions)
    .where(and(eq(missions.id, id), eq(missions.organizationId, organizationId)))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('Mission');
  return toMission(row);
}

// Each change recomputes the mission's matches in the same transaction (a savepoint when given one), before returning.
export async function createMission(db: DbOrTx, organizationId: string, fields: MissionFields) {
  checkAmounts(fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(missions)
      .values({ organizationId, ...fields })
      .returning();
    await recomputeMissionMatches(tx, row!.id);
    await recordAudit(tx, {
      organizationId,
      action: 'mission.created',
      target: { type: 'mission', id: row!.id },
      changes: diff(null, row!, AUDITED_MISSION_FIELDS),
    });
    return toMission(row!);
  });
}

export async function updateMission(db: DbOrTx, organizationId: string, id: string, changes: Partial<MissionFields>) {
  return db.transaction(async (tx) => {
    const current = await getMission(tx, organizationId, id, true);
    checkAmounts({ ...current, ...changes });
    const [row] = await tx
      .update(missions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(missions.id, id), eq(missions.organizationId, organizationId)))
      .returning();
    await recomputeMissionMatches(tx, id);
    await recordAudit(tx, {
      organizationId,
      action: 'mission.updated',
      target: { type: 'mission', id },
      changes: diff(current, row!, AUDITED_MISSION_FIELDS),
    });
    return toMission(row!);
  });
}

export async function deleteMission(db: DbOrTx, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(missions)
      .where(and(eq(missions.id, id), eq(missions.organizationId, organizationId)))
      .returning();
    if (!row) throw notFound('Mission');
    await recomputeMissionMatches(tx, row.id); // its matches go with it (the foreign key cascades too)
    await recordAudit(tx, {
      organizationId,
      action: 'mission.deleted',
      target: { type: 'mission', id: row.id },
      changes: diff(row, null, AUDITED_MISSION_FIELDS),
    });
    return { id: row.id, deleted: true as const };
  });
}
