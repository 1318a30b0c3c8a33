// Pursuits: the organization's applications, moved through the state machine of docs/pipeline.md with a full history.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import {
  GRANT_TAKEN_STATUSES,
  grants,
  type LOST_REASONS,
  OPEN_PURSUIT_STATUSES,
  projects,
  pursuitHistory,
  pursuits,
} from '~/db/schema';
import { recordAudit } from '../audit/record';
import { diff } from '../audit/diff';
import { builtOnce, preparedIf } from '../built-statements';
import { cachedFigure, readDataVersion } from '../data-versions';
import { isUniqueViolation } from '../db-errors';
import { AppError, notFound } from '../errors';
import { recordEvent } from '../events/record-event';
import { visibleTo } from '../grants/rules';
import { notifyAssignment } from '../notifications/assignments';
import { assertMember, type Actor } from './actor';
import { NO_REQUIREMENTS, toHistoryEntry, toPursuit, type Project, type Pursuit } from './dto';
import { createFundedProject } from './projects';
import { applyTemplateInTx, openRequiredItems, requirementsIncomplete, requirementsProgress } from './requirements';
import {
  allowedMoves,
  planTransition,
  STAGE_PROBABILITY,
  type PursuitStage,
  type PursuitStatus,
} from './state-machine';

export { assertMember, type Actor } from './actor';

type PursuitRow = typeof pursuits.$inferSelect;
export type LostReason = (typeof LOST_REASONS)[number];

/** What the audit trail records of a pursuit: every field a client can set or a transition moves. */
const AUDITED_PURSUIT_FIELDS = [
  'grantId',
  'title',
  'stage',
  'status',
  'probability',
  'amountRequested',
  'amountAwarded',
  'currency',
  'deadline',
  'ownerUserId',
  'notes',
  'lostReason',
  'wonAt',
] as const;

export const PURSUIT_SORTS = ['updatedAt', 'deadline'] as const;

export interface ListPursuitsQuery {
  limit: number;
  offset: number;
  stage?: PursuitStage[];
  status?: PursuitStatus[];
  grantId?: string;
  sort?: (typeof PURSUIT_SORTS)[number];
}

export async function listPursuits(db: Db, organizationId: string, query: ListPursuitsQuery) {
  const where = and(
    eq(pursuits.organizationId, organizationId),
    inArray(pursuits.status, query.status ?? [...OPEN_PURSUIT_STATUSES]),
    query.stage ? inArray(pursuits.stage, query.stage) : undefined,
    query.grantId ? eq(pursuits.grantId, query.grantId) : undefined,
  );
  // Stable orders: updatedAt desc then id desc (default); deadline asc (no deadline last) then id.
  const order =
    query.sort === 'deadline'
      ? [sql`${pursuits.deadline} asc nulls last`, asc(pursuits.id)]
      : [desc(pursuits.updatedAt), desc(pursuits.id)];
  // The default list (any order and page) is built once and sent as a named statement; a filtered one is built each
  // time and sent unprepared (server/built-statements.ts: no statement per shape a caller can invent).
  const build = (hot: boolean) =>
    preparedIf(
      hot,
      db
        .select()
        .from(pursuits)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset),
      'pursuits_list_page',
    );
  const hot = query.status === undefined && query.stage === undefined && query.grantId === undefined;
  const page = hot
    ? builtOnce(db, JSON.stringify(['pursuits.list', organizationId, query]), () => build(true))
    : build(false);
  const [rows, version] = await Promise.all([page.execute(), readDataVersion(db, organizationId)]);
  // The exact total, counted once per data version (server/data-versions.ts).
  const filters = { status: query.status, stage: query.stage, grantId: query.grantId };
  // Beside it, the page's checklists in one grouped query, never one per row.
  const [total, progress] = await Promise.all([
    cachedFigure({ kind: 'pursuits.total', organizationId, version, today: '', params: filters }, async () => {
      const [counted] = await db.select({ n: count() }).from(pursuits).where(where);
      return counted?.n ?? 0;
    }),
    requirementsProgress(
      db,
      organizationId,
      rows.map((r) => r.id),
    ),
  ]);
  return { data: rows.map((r) => toPursuit(r, progress.get(r.id) ?? NO_REQUIREMENTS)), total };
}

async function findPursuit(db: DbOrTx, organizationId: string, id: string, lock = false): Promise<PursuitRow> {
  const q = db
    .select()
    .from(pursuits)
    .where(and(eq(pursuits.id, id), eq(pursuits.organizationId, organizationId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Pursuit');
  return row;
}

/**
 * The fields of one change (rows sharing `at`) in reading order: the status first (so a creation reads "created",
 * then its stage), then the stage, then what follows from them. Without it their order would be their random ids'.
 */
const HISTORY_FIELD_ORDER = [
  'status',
  'stage',
  'requirementsAcknowledged',
  'probability',
  'amountRequested',
  'amountAwarded',
  'lostReason',
  'deadline',
  'ownerUserId',
  'notes',
];
const historyFieldRank = sql`array_position(${`{${HISTORY_FIELD_ORDER.join(',')}}`}::text[], ${pursuitHistory.field})`;

export async function getPursuit(db: DbOrTx, organizationId: string, id: string) {
  const row = await findPursuit(db, organizationId, id);
  const history = await db
    .select()
    .from(pursuitHistory)
    .where(eq(pursuitHistory.pursuitId, id))
    .orderBy(
      asc(pursuitHistory.at),
      sql`${historyFieldRank} nulls last`,
      asc(pursuitHistory.field),
      asc(pursuitHistory.id),
    );
  const progress = await progressOf(db, organizationId, id);
  const pursuit = toPursuit(row, progress);
  // What it may move to now, from the one state machine: clients show these moves instead of re-deriving the rules.
  return {
    ...pursuit,
    allowedMoves: allowedMoves(pursuit.stage, pursuit.status),
    history: history.map(toHistoryEntry),
  };
}

async function progressOf(db: DbOrTx, organizationId: string, id: string) {
  return (await requirementsProgress(db, organizationId, [id])).get(id) ?? NO_REQUIREMENTS;
}

async function openPursuitForGrant(db: DbOrTx, organizationId: string, grantId: string) {
  const [row] = await db
    .select({ id: pursuits.id })
    .from(pursuits)
    .where(
      and(
        eq(pursuits.organizationId, organizationId),
        eq(pursuits.grantId, grantId),
        inArray(pursuits.status, [...GRANT_TAKEN_STATUSES]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

const conflictFor = (existingId: string) =>
  new AppError('CONFLICT', `This grant already has an open pursuit in this organization: ${existingId}`);

export interface CreatePursuitInput {
  grantId?: string;
  title?: string;
  stage?: PursuitStage;
  amountRequested?: number | null;
  currency?: string;
  deadline?: string | null;
  probability?: number;
  ownerUserId?: string | null;
  notes?: string | null;
  /** A requirement template of the organization whose items start the checklist (docs/applications.md). */
  templateId?: string;
}

export async function createPursuit(db: Db, by: Actor, input: CreatePursuitInput): Promise<Pursuit> {
  let grant: { title: string; closeDate: string | null; currency: string } | undefined;
  if (input.grantId) {
    [grant] = await db
      .select({ title: grants.title, closeDate: grants.closeDate, currency: grants.currency })
      .from(grants)
      .where(and(eq(grants.id, input.grantId), visibleTo(by.organizationId)))
      .limit(1);
    if (!grant) throw notFound('Grant');
    const existing = await openPursuitForGrant(db, by.organizationId, input.grantId);
    if (existing) throw conflictFor(existing);
  }
  const title = input.title ?? grant?.title;
  if (!title) {
    throw new AppError('VALIDATION_FAILED', 'title is required when there is no grantId', {
      issues: [{ path: 'title', message: 'required when grantId is not given' }],
    });
  }
  if (input.ownerUserId) await assertMember(db, by.organizationId, input.ownerUserId, 'ownerUserId');
  const stage = input.stage ?? 'prospect';
  // A template's items start open: made at submitted, the pursuit would pass the submission rule's check unasked
  // (docs/applications.md#submitting-with-open-items).
  if (input.templateId && stage === 'submitted') {
    throw new AppError('VALIDATION_FAILED', 'templateId cannot be used with stage submitted', {
      issues: [
        {
          path: 'templateId',
          message:
            'a template’s items start open: create the pursuit at an earlier stage and move it to submitted, or apply the template afterwards',
        },
      ],
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pursuits)
        .values({
          organizationId: by.organizationId,
          grantId: input.grantId ?? null,
          title,
          stage,
          status: 'active',
          probability: input.probability ?? STAGE_PROBABILITY[stage],
          amountRequested: input.amountRequested ?? null,
          currency: input.currency ?? grant?.currency ?? 'USD',
          deadline: input.deadline === undefined ? (grant?.closeDate ?? null) : input.deadline,
          ownerUserId: input.ownerUserId ?? null,
          notes: input.notes ?? null,
        })
        .returning();
      await tx.insert(pursuitHistory).values([
        {
          organizationId: by.organizationId,
          pursuitId: row!.id,
          field: 'stage',
          fromValue: null,
          toValue: stage,
          actor: by.actor,
        },
        {
          organizationId: by.organizationId,
          pursuitId: row!.id,
          field: 'status',
          fromValue: null,
          toValue: 'active',
          actor: by.actor,
        },
      ]);
      if (row!.ownerUserId) {
        await notifyAssignment(tx, {
          organizationId: by.organizationId,
          kind: 'pursuit',
          id: row!.id,
          title: row!.title,
          date: row!.deadline,
          assigneeUserId: row!.ownerUserId,
          actor: by.actor,
        });
      }
      await recordAudit(tx, {
        organizationId: by.organizationId,
        action: 'pursuit.created',
        target: { type: 'pursuit', id: row!.id },
        changes: diff(null, row!, AUDITED_PURSUIT_FIELDS),
      });
      // Another organization's template is unknown (404), and then no pursuit is made.
      if (input.templateId) await applyTemplateInTx(tx, by, row!.id, input.templateId);
      return toPursuit(row!, await progressOf(tx, by.organizationId, row!.id));
    });
  } catch (err) {
    // Lost a race with another request for the same grant: the partial unique index settles it.
    if (input.grantId && isUniqueViolation(err, 'pursuits_open_grant_key')) {
      const existing = await openPursuitForGrant(db, by.organizationId, input.grantId);
      if (existing) throw conflictFor(existing);
    }
    throw err;
  }
}

export interface UpdatePursuitInput {
  stage?: PursuitStage;
  status?: PursuitStatus;
  amountRequested?: number | null;
  amountAwarded?: number | null;
  probability?: number;
  deadline?: string | null;
  lostReason?: LostReason | null;
  notes?: string | null;
  ownerUserId?: string | null;
  /** Dates of the funded project when this change makes the pursuit won (default: today, and a year later). */
  projectStartDate?: string;
  projectEndDate?: string;
  /** Move to submitted although required checklist items are open; recorded in the history (docs/applications.md). */
  acknowledgeIncomplete?: boolean;
}

const fieldValue = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);

/**
 * Applies a change under a row lock, so concurrent requests are serialized: of ten concurrent `status: won`, one
 * makes the project and the pursuit.won event, the nine others find it won already and change nothing.
 */
export async function updatePursuit(
  db: Db,
  by: Actor,
  id: string,
  input: UpdatePursuitInput,
): Promise<Pursuit & { project?: Project }> {
  if (input.ownerUserId) await assertMember(db, by.organizationId, input.ownerUserId, 'ownerUserId');
  if (input.projectStartDate && input.projectEndDate && input.projectEndDate < input.projectStartDate) {
    throw new AppError('VALIDATION_FAILED', 'projectEndDate must not be before projectStartDate', {
      issues: [{ path: 'projectEndDate', message: 'must not be before projectStartDate' }],
    });
  }
  try {
    return await db.transaction((tx) => applyUpdate(tx, by, id, input));
  } catch (err) {
    if (isUniqueViolation(err, 'pursuits_open_grant_key')) {
      const current = await findPursuit(db, by.organizationId, id);
      const existing = current.grantId ? await openPursuitForGrant(db, by.organizationId, current.grantId) : null;
      if (existing)
        throw new AppError(
          'CONFLICT',
          `Cannot reopen: this grant already has an open pursuit in this organization: ${existing}`,
        );
    }
    throw err;
  }
}

async function applyUpdate(
  tx: Tx,
  by: Actor,
  id: string,
  input: UpdatePursuitInput,
): Promise<Pursuit & { project?: Project }> {
  const current = await findPursuit(tx, by.organizationId, id, true);
  const plan = planTransition(current, input);
  const status = plan.status;

  if (input.lostReason != null && status !== 'lost') {
    throw new AppError('VALIDATION_FAILED', 'lostReason can only be set on a lost pursuit', {
      issues: [{ path: 'lostReason', message: 'only with status lost' }],
    });
  }
  if (input.amountAwarded != null && status !== 'won') {
    throw new AppError('VALIDATION_FAILED', 'amountAwarded can only be set on a won pursuit', {
      issues: [{ path: 'amountAwarded', message: 'only with status won' }],
    });
  }

  // A move to submitted reads the checklist: open required items stop it unless the request acknowledges them.
  const openRequired =
    plan.stageChanged && plan.stage === 'submitted' ? await openRequiredItems(tx, by.organizationId, id) : [];
  if (openRequired.length && !input.acknowledgeIncomplete) throw requirementsIncomplete(openRequired);

  const next: Partial<PursuitRow> = {};
  const set = <K extends keyof PursuitRow>(key: K, value: PursuitRow[K] | undefined) => {
    if (value !== undefined && fieldValue(value) !== fieldValue(current[key])) next[key] = value;
  };
  set('stage', plan.stage);
  set('status', status);
  set('amountRequested', input.amountRequested);
  set('deadline', input.deadline);
  set('notes', input.notes);
  set('ownerUserId', input.ownerUserId);
  // Probability follows the stage and the outcome unless the request sets it.
  const probability =
    input.probability ??
    (status === 'won'
      ? 100
      : status === 'lost' || status === 'withdrawn'
        ? 0
        : plan.stageChanged || plan.statusChanged
          ? STAGE_PROBABILITY[plan.stage]
          : undefined);
  set('probability', probability);
  if (status === 'lost') set('lostReason', input.lostReason ?? (plan.statusChanged ? null : undefined));
  else if (current.lostReason !== null) set('lostReason', null); // reopened: the reason no longer applies
  if (plan.becameWon) {
    set('amountAwarded', input.amountAwarded ?? input.amountRequested ?? current.amountRequested);
    next.wonAt = new Date();
  } else if (status === 'won') {
    set('amountAwarded', input.amountAwarded ?? undefined);
  }

  if (Object.keys(next).length === 0) {
    return toPursuit(current, await progressOf(tx, by.organizationId, id)); // a no-op: nothing recorded, no event
  }

  const [row] = await tx
    .update(pursuits)
    .set({ ...next, updatedAt: sql`now()` })
    .where(eq(pursuits.id, id))
    .returning();
  // Submitted with required items open: the history and the audit record name what was acknowledged.
  const acknowledged = openRequired.length
    ? `${openRequired.length} required item${openRequired.length === 1 ? '' : 's'} open: ${openRequired.map((o) => o.title).join('; ')}`
    : null;
  await tx.insert(pursuitHistory).values([
    ...(Object.keys(next) as (keyof PursuitRow)[])
      .filter((k) => k !== 'wonAt')
      .map((field) => ({
        organizationId: by.organizationId,
        pursuitId: id,
        field,
        fromValue: fieldValue(current[field]),
        toValue: fieldValue(next[field]),
        actor: by.actor,
      })),
    ...(acknowledged
      ? [
          {
            organizationId: by.organizationId,
            pursuitId: id,
            field: 'requirementsAcknowledged',
            fromValue: null,
            toValue: acknowledged,
            actor: by.actor,
          },
        ]
      : []),
  ]);
  await recordAudit(tx, {
    organizationId: by.organizationId,
    action: 'pursuit.updated',
    target: { type: 'pursuit', id },
    changes: {
      ...diff(current, row!, AUDITED_PURSUIT_FIELDS),
      ...(openRequired.length
        ? { acknowledgedIncompleteRequirements: [null, openRequired.map((o) => ({ id: o.id, title: o.title }))] }
        : {}),
    },
  });
  const pursuit = toPursuit(row!, await progressOf(tx, by.organizationId, id));
  if (next.ownerUserId) {
    await notifyAssignment(tx, {
      organizationId: by.organizationId,
      kind: 'pursuit',
      id,
      title: row!.title,
      date: row!.deadline,
      assigneeUserId: next.ownerUserId,
      actor: by.actor,
    });
  }
  if (!plan.becameWon) {
    // A corrected award on a won pursuit is the award of its funded project too (projects have no award field of
    // their own to edit).
    if (next.amountAwarded !== undefined) {
      const [before] = await tx
        .select({ id: projects.id, awardAmount: projects.awardAmount })
        .from(projects)
        .where(and(eq(projects.organizationId, by.organizationId), eq(projects.pursuitId, id)))
        .for('update');
      if (before) {
        const [after] = await tx
          .update(projects)
          .set({ awardAmount: next.amountAwarded, updatedAt: sql`now()` })
          .where(eq(projects.id, before.id))
          .returning({ awardAmount: projects.awardAmount });
        const changes = diff(before, after!, ['awardAmount']);
        if (Object.keys(changes).length) {
          await recordAudit(tx, {
            organizationId: by.organizationId,
            action: 'project.updated',
            target: { type: 'project', id: before.id },
            changes,
          });
        }
      }
    }
    return pursuit;
  }

  const project = await createFundedProject(tx, row!, {
    startDate: input.projectStartDate,
    endDate: input.projectEndDate,
  });
  await recordEvent(tx, { organizationId: by.organizationId, type: 'pursuit.won', data: { pursuit, project } });
  return { ...pursuit, project };
}
