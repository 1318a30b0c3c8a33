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
