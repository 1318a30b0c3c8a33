// After the award (docs/post-award.md): a project's budget (its current lines and every revision of them) and the
// expenses charged to its lines. Money is an integer number of cents in a bigint column, never a float.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { organizations } from './organizations';
import { projects } from './pipeline';

/** The SF-424A object class categories a budget line is filed under. */
export const BUDGET_CATEGORIES = [
  'personnel',
  'fringe_benefits',
  'travel',
  'equipment',
  'supplies',
  'contractual',
  'construction',
  'other',
  'indirect_charges',
] as const;

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

/** A line as a revision keeps it: the amount in cents as a decimal string, exact whatever its size. */
export interface BudgetRevisionLine {
  id: string;
  category: BudgetCategory;
  description: string;
  amountCents: string;
  periodStart: string | null;
  periodEnd: string | null;
}

/** The current lines of each project's budget; a PUT replaces them (the revision keeps what they were). */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The line's place in the budget, as the last PUT listed it. */
    position: integer('position').notNull(),
    category: text('category', { enum: BUDGET_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_lines_project_id_position_idx').on(t.projectId, t.position),
    index('budget_lines_organization_id_idx').on(t.organizationId),
  ],
);

/** Every budget a project has had, numbered from 1: the lines as they were, who set them, when. */
export const budgetRevisions = pgTable(
  'budget_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    lines: jsonb('lines').$type<BudgetRevisionLine[]>().notNull(),
    /** "user:<id>", "api_key:<id>" */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budget_revisions_project_id_revision_key').on(t.projectId, t.revision),
    index('budget_revisions_organization_id_idx').on(t.organizationId),
  ],
);

/** Money spent on (or, negative, refunded to) a budget line of a project. */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** A line with expenses cannot be dropped from the budget: restrict, never cascade. */
    budgetLineId: uuid('budget_line_id')
      .notNull()
      .references(() => budgetLines.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    vendor: text('vendor'),
    description: text('description'),
    /** The accounting system's id for it: at most one expense per reference in a project. */
    reference: text('reference'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expenses_project_id_reference_key')
      .on(t.projectId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('expenses_project_id_date_idx').on(t.projectId, t.date, t.id),
    index('expenses_budget_line_id_idx').on(t.budgetLineId),
    index('expenses_organization_id_idx').on(t.organizationId),
  ],
);

/** What a budget alert is about: a line reaching 90 % or 100 % of its amount, or the projection leaving ±15 %. */
export const BUDGET_ALERT_KINDS = ['line_90', 'line_100', 'variance_over', 'variance_under'] as const;
export type BudgetAlertKind = (typeof BUDGET_ALERT_KINDS)[number];

/**
 * The budget alerts in force (docs/post-award.md#alerts): one row per project, line (none for the variance) and kind,
 * written when its threshold is crossed and deleted when the budget falls back within it, so each crossing alerts once
 * and a later one alerts again. The unique index makes concurrent evaluations fire once.
 */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The line of a line alert; null for the project's variance. A line removed from the budget takes its alerts. */
    budgetLineId: uuid('budget_line_id').references(() => budgetLines.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BUDGET_ALERT_KINDS }).notNull(),
    /** The line's spent amount, or the project's total spent, when it was crossed. */
    spentCents: bigint('spent_cents', { mode: 'bigint' }).notNull(),
    /** The projected variance when a variance alert was crossed; null for a line alert. */
    projectedVarianceCents: bigint('projected_variance_cents', { mode: 'bigint' }),
    crossedAt: timestamp('crossed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('budget_alerts_project_id_line_kind_key').on(
      t.projectId,
      sql`coalesce(${t.budgetLineId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.kind,
    ),
    index('budget_alerts_budget_line_id_idx').on(t.budgetLineId),
    index('budget_alerts_organization_id_idx').on(t.organizationId),
  ],
);

export const FUNDER_REPORT_KINDS = ['progress', 'financial', 'final', 'other'] as const;
export type FunderReportKind = (typeof FUNDER_REPORT_KINDS)[number];
export const FUNDER_REPORT_FREQUENCIES = ['once', 'monthly', 'quarterly', 'semiannual', 'annual'] as const;

/** A report a funder expects of a project, once or on a schedule (server/post-award/report-schedule.ts). */
export const funderReportRequirements = pgTable(
  'funder_report_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FUNDER_REPORT_KINDS }).notNull(),
    title: text('title').notNull(),
    frequency: text('frequency', { enum: FUNDER_REPORT_FREQUENCIES }).notNull(),
    firstDueDate: date('first_due_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** "user:<id>", "api_key:<id>" */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('funder_report_requirements_project_id_idx').on(t.projectId, t.createdAt, t.id),
    index('funder_report_requirements_organization_id_idx').on(t.organizationId),
  ],
);

/**
 * A requirement's dated instances, materialized so each has a stable id and keeps its submission: the schedule's
 * unsubmitted ones are regenerated when the requirement changes, submitted ones are kept whatever its schedule.
 */
export const funderReportInstances = pgTable(
  'funder_report_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => funderReportRequirements.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** "user:<id>", "api_key:<id>" */
    submittedBy: text('submitted_by'),
    documentIds: uuid('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** When the notifications run recorded its `funder_report.late` event: once per instance. */
    lateEventAt: timestamp('late_event_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('funder_report_instances_requirement_id_due_date_key').on(t.requirementId, t.dueDate),
    index('funder_report_instances_organization_id_due_date_idx').on(t.organizationId, t.dueDate),
  ],
);
