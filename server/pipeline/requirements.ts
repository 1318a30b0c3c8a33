// Requirement checklists of pursuits (docs/applications.md#requirement-checklists-and-templates): the items an
// application needs, in an order people arrange, their progress on every pursuit, and the submission rule that reads
// them. Every function is scoped by organization: another organization's pursuit or item is unknown here (404).
import { and, asc, count, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { pursuitRequirements, pursuits, type REQUIREMENT_KINDS, type REQUIREMENT_STATUSES } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { addDays } from '../dates';
import { documentIdsByRequirement } from '../documents/documents';
import { AppError, notFound } from '../errors';
import { findRequirementTemplate } from './requirement-templates';
import { assertMember, type Actor } from './actor';
import type { RequirementsProgress } from './dto';

type RequirementRow = typeof pursuitRequirements.$inferSelect;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** A checklist holds at most this many items (one page of the list: docs/api.md#pagination). */
export const MAX_REQUIREMENTS_PER_PURSUIT = 100;
/** Still to be done: counted as open by the progress and by the submission rule. */
export const OPEN_REQUIREMENT_STATUSES = ['todo', 'in_progress'] as const satisfies readonly RequirementStatus[];

const AUDITED_REQUIREMENT_FIELDS = [
  'kind',
  'title',
  'description',
  'required',
  'status',
  'ownerUserId',
  'dueDate',
  'position',
] as const;

export const toRequirement = (r: RequirementRow, documentIds: string[] = []) => ({
  id: r.id,
  pursuitId: r.pursuitId,
  kind: r.kind,
  title: r.title,
  description: r.description,
  required: r.required,
  status: r.status,
  ownerUserId: r.ownerUserId,
  dueDate: r.dueDate,
  documentIds,
  position: r.position,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export type Requirement = ReturnType<typeof toRequirement>;

/**
 * The progress of each pursuit named, in one grouped query (the pursuits list is a measured hot path:
 * docs/benchmarks.md); a pursuit without items is absent from the map.
 */
export async function requirementsProgress(
  db: DbOrTx,
  organizationId: string,
  pursuitIds: string[],
): Promise<Map<string, RequirementsProgress>> {
  const progress = new Map<string, RequirementsProgress>();
  if (pursuitIds.length === 0) return progress;
  const rows = await db
    .select({
      pursuitId: pursuitRequirements.pursuitId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${pursuitRequirements.status} in ('done', 'waived')))::int`,
      requiredOpen: sql<number>`(count(*) filter (where ${pursuitRequirements.required} and ${pursuitRequirements.status} in ('todo', 'in_progress')))::int`,
    })
    .from(pursuitRequirements)
    .where(
      and(eq(pursuitRequirements.organizationId, organizationId), inArray(pursuitRequirements.pursuitId, pursuitIds)),
    )
    .groupBy(pursuitRequirements.pursuitId);
  for (const r of rows) {
    progress.set(r.pursuitId, { total: Number(r.total), done: Number(r.done), requiredOpen: Number(r.requiredOpen) });
  }
  return progress;
}

/** The pursuit's required items still open, in checklist order: what a move to submitted must acknowledge. */
export async function openRequiredItems(db: DbOrTx, organizationId: string, pursuitId: string) {
  return db
    .select({ id: pursuitRequirements.id, title: pursuitRequirements.title, status: pursuitRequirements.status })
    .from(pursuitRequirements)
    .where(
      and(
        eq(pursuitRequirements.organizationId, organizationId),
        eq(pursuitRequirements.pursuitId, pursuitId),
        eq(pursuitRequirements.required, true),
        inArray(pursuitRequirements.status, [...OPEN_REQUIREMENT_STATUSES]),
      ),
    )
    .orderBy(asc(pursuitRequirements.position), asc(pursuitRequirements.id));
}

/** 409 REQUIREMENTS_INCOMPLETE naming each open required item (`issues`: `requirements.<id>` → its title). */
export function requirementsIncomplete(open: { id: string; title: string }[]): AppError {
  const names = open.map((o) => `"${o.title}"`);
  const listed = names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
  return new AppError(
    'REQUIREMENTS_INCOMPLETE',
    `${open.length} required item${open.length === 1 ? ' is' : 's are'} still open: ${listed}. ` +
      'Finish or waive them, or send acknowledgeIncomplete: true to submit anyway.',
    { issues: open.map((o) => ({ path: `requirements.${o.id}`, message: o.title })) },
  );
}

/** The pursuit of this organization, locked for the change (its checklist's positions change under that lock). */
async function lockPursuit(tx: Tx, organizationId: string, pursuitId: string) {
  const [row] = await tx
    .select({ id: pursuits.id, deadline: pursuits.deadline, title: pursuits.title })
    .from(pursuits)
    .where(and(eq(pursuits.id, pursuitId), eq(pursuits.organizationId, organizationId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('Pursuit');
  return row;
}

async function assertPursuit(db: DbOrTx, organizationId: string, pursuitId: string) {
  const [row] = await db
    .select({ id: pursuits.id })
    .from(pursuits)
    .where(and(eq(pursuits.id, pursuitId), eq(pursuits.organizationId, organizationId)))
    .limit(1);
  if (!row) throw notFound('Pursuit');
}

/**
 * The item of this organization in this pursuit: another organization's is unknown (404); one of another pursuit of
 * the same organization is a mistake in the request (400 naming requirementId), never a change to that pursuit.
 */
async function findRequirement(tx: DbOrTx, organizationId: string, pursuitId: string, requirementId: string) {
  const [row] = await tx
    .select()
    .from(pursuitRequirements)
    .where(and(eq(pursuitRequirements.id, requirementId), eq(pursuitRequirements.organizationId, organizationId)))
    .limit(1);
  if (!row) throw notFound('Requirement');
  if (row.pursuitId !== pursuitId) {
    throw new AppError('VALIDATION_FAILED', 'requirementId belongs to another pursuit', {
      issues: [{ path: 'requirementId', message: 'is an item of another pursuit' }],
    });
  }
  return row;
}

async function itemCount(tx: DbOrTx, pursuitId: string) {
  const [counted] = await tx
    .select({ n: count() })
    .from(pursuitRequirements)
    .where(eq(pursuitRequirements.pursuitId, pursuitId));
  return counted?.n ?? 0;
}

const tooMany = () =>
  new AppError('CONFLICT', `A pursuit's checklist holds at most ${MAX_REQUIREMENTS_PER_PURSUIT} items`);

export async function listRequirements(
  db: DbOrTx,
  organizationId: string,
  pursuitId: string,
  page: { limit: number; offset: number },
) {
  await assertPursuit(db, organizationId, pursuitId);
  const where = and(
    eq(pursuitRequirements.organizationId, organizationId),
    eq(pursuitRequirements.pursuitId, pursuitId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pursuitRequirements)
      .where(where)
      .orderBy(asc(pursuitRequirements.position), asc(pursuitRequirements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pursuitRequirements).where(where),
  ]);
  const files = await documentIdsByRequirement(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toRequirement(r, files.get(r.id))), total: counted?.n ?? 0 };
}

export interface CreateRequirementInput {
  kind: RequirementKind;
  title: string;
  description?: string | null;
  required?: boolean;
  status?: RequirementStatus;
  ownerUserId?: string | null;
  dueDate?: string | null;
  /** Where to insert it (0-based; default and beyond the end: last); the items from there shift down one. */
  position?: number;
}

export async function createRequirement(
  db: Db,
  by: Actor,
  pursuitId: string,
  input: CreateRequirementInput,
): Promise<Requirement> {
  if (input.ownerUserId) await assertMember(db, by.organizationId, input.ownerUserId, 'ownerUserId');
  return db.transaction(async (tx) => {
    await lockPursuit(tx, by.organizationId, pursuitId);
    const n = await itemCount(tx, pursuitId);
    if (n >= MAX_REQUIREMENTS_PER_PURSUIT) throw tooMany();
    const position = Math.min(input.position ?? n, n);
    if (position < n) {
      await tx
        .update(pursuitRequirements)
        .set({ position: sql`${pursuitRequirements.position} + 1` })
        .where(and(eq(pursuitRequirements.pursuitId, pursuitId), gte(pursuitRequirements.position, position)));
    }
    const [row] = await tx
      .insert(pursuitRequirements)
      .values({
        organizationId: by.organizationId,
        pursuitId,
        kind: input.kind,
        title: input.title,
        description: input.description ?? null,
        required: input.required ?? true,
        status: input.status ?? 'todo',
        ownerUserId: input.ownerUserId ?? null,
        dueDate: input.dueDate ?? null,
        position,
      })
      .returning();
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'requirement.created',
      target: { type: 'requirement', id: row!.id },
      changes: { pursuitId: [null, pursuitId], ...diff(null, row!, AUDITED_REQUIREMENT_FIELDS) },
    });
    return toRequirement(row!);
  });
}

export type UpdateRequirementInput = Partial<Omit<CreateRequirementInput, 'position'>> & { position?: number };

/**
 * Changes an item. `position` moves it to that index of the checklist (clamped to the last): the items between its
 * old and new place shift by one, so positions stay 0…n-1 (docs/applications.md#order).
 */
export async function updateRequirement(
  db: Db,
  by: Actor,
  pursuitId: string,
  requirementId: string,
  input: UpdateRequirementInput,
): Promise<Requirement> {
  if (input.ownerUserId) await assertMember(db, by.organizationId, input.ownerUserId, 'ownerUserId');
  return db.transaction(async (tx) => {
    // Another organization's pursuit is a 404 before anything about the item is said.
    await lockPursuit(tx, by.organizationId, pursuitId);
    const current = await findRequirement(tx, by.organizationId, pursuitId, requirementId);
    const next: Partial<RequirementRow> = {};
    for (const key of ['kind', 'title', 'description', 'required', 'status', 'ownerUserId', 'dueDate'] as const) {
      if (input[key] !== undefined && input[key] !== current[key]) Object.assign(next, { [key]: input[key] });
    }
    if (input.position !== undefined) {
      const last = (await itemCount(tx, pursuitId)) - 1;
      const to = Math.min(input.position, last);
      const from = current.position;
      if (to !== from) {
        const inPursuit = eq(pursuitRequirements.pursuitId, pursuitId);
        await tx
          .update(pursuitRequirements)
          .set({
            position: to < from ? sql`${pursuitRequirements.position} + 1` : sql`${pursuitRequirements.position} - 1`,
          })
          .where(
            to < from
              ? and(inPursuit, gte(pursuitRequirements.position, to), lt(pursuitRequirements.position, from))
              : and(inPursuit, gt(pursuitRequirements.position, from), lte(pursuitRequirements.position, to)),
          );
        next.position = to;
      }
    }
    const files = (await documentIdsByRequirement(tx, by.organizationId, [requirementId])).get(requirementId);
    if (Object.keys(next).length === 0) return toRequirement(current, files); // a no-op: nothing recorded
    const [row] = await tx
      .update(pursuitRequirements)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(pursuitRequirements.id, requirementId))
      .returning();
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'requirement.updated',
      target: { type: 'requirement', id: requirementId },
      changes: diff(current, row!, AUDITED_REQUIREMENT_FIELDS),
    });
    return toRequirement(row!, files);
  });
}

/** Deletes an item; the items after it move up one. */
export async function deleteRequirement(db: Db, by: Actor, pursuitId: string, requirementId: string) {
  await db.transaction(async (tx) => {
    await lockPursuit(tx, by.organizationId, pursuitId);
    const current = await findRequirement(tx, by.organizationId, pursuitId, requirementId);
    await tx.delete(pursuitRequirements).where(eq(pursuitRequirements.id, requirementId));
    await tx
      .update(pursuitRequirements)
      .set({ position: sql`${pursuitRequirements.position} - 1` })
      .where(and(eq(pursuitRequirements.pursuitId, pursuitId), gt(pursuitRequirements.position, current.position)));
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'requirement.deleted',
      target: { type: 'requirement', id: requirementId },
      changes: { pursuitId: [pursuitId, null], ...diff(current, null, ['kind', 'title', 'status']) },
    });
  });
}

/**
 * Appends a copy of the template's items to the pursuit's checklist, in the template's order, as `todo`. An item with
 * `dueDaysBeforeDeadline` is due that many days before the pursuit's deadline (no date without a deadline). Runs in
 * the caller's transaction: creating a pursuit with a template is one change.
 */
/**
 * An item's due date: that many days before the deadline, or none (no deadline, no offset, or a date before 1900,
 * which the API's dates cannot carry).
 */
function dueBefore(deadline: string | null, days: number | null | undefined): string | null {
  if (!deadline || days == null) return null;
  const due = addDays(deadline, -days);
  return due < '1900-01-01' ? null : due;
}

export async function applyTemplateInTx(tx: Tx, by: Actor, pursuitId: string, templateId: string) {
  const pursuit = await lockPursuit(tx, by.organizationId, pursuitId);
  const template = await findRequirementTemplate(tx, by.organizationId, templateId);
  const n = await itemCount(tx, pursuitId);
  if (n + template.items.length > MAX_REQUIREMENTS_PER_PURSUIT) throw tooMany();
  const rows = template.items.length
    ? await tx
        .insert(pursuitRequirements)
        .values(
          template.items.map((item, i) => ({
            organizationId: by.organizationId,
            pursuitId,
            kind: item.kind,
            title: item.title,
            description: item.description ?? null,
            required: item.required,
            status: 'todo' as const,
            dueDate: dueBefore(pursuit.deadline, item.dueDaysBeforeDeadline),
            position: n + i,
          })),
        )
        .returning()
    : [];
  await recordAudit(tx, {
    organizationId: by.organizationId,
    action: 'requirement_template.applied',
    target: { type: 'pursuit', id: pursuitId },
    changes: { templateId: [null, templateId], template: [null, template.name], itemsAdded: [null, rows.length] },
  });
  return rows.sort((a, b) => a.position - b.position).map((r) => toRequirement(r));
}

export async function applyRequirementTemplate(db: Db, by: Actor, pursuitId: string, templateId: string) {
  return db.transaction((tx) => applyTemplateInTx(tx, by, pursuitId, templateId));
}
