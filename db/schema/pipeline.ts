// The pursuit pipeline, funded projects and their deliverables (tasks).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { grants } from './grants';
import { organizations, users } from './organizations';

export const PURSUIT_STAGES = ['prospect', 'qualifying', 'drafting', 'submitted'] as const;
export const PURSUIT_STATUSES = ['active', 'on_hold', 'won', 'lost', 'withdrawn'] as const;
/** An open pursuit is still being worked: the pipeline's default list, reminders, calendars, the open counts. */
export const OPEN_PURSUIT_STATUSES = [
  'active',
  'on_hold',
] as const satisfies readonly (typeof PURSUIT_STATUSES)[number][];
/** A grant is taken while a pursuit of it is open or won: no second pursuit, and the grants list marks it pursued. */
export const GRANT_TAKEN_STATUSES = [...OPEN_PURSUIT_STATUSES, 'won'] as const;
export const LOST_REASONS = ['not_funded', 'ineligible', 'missed_deadline', 'funder_declined', 'other'] as const;
export const PROJECT_STATUSES = ['active', 'completed', 'closed'] as const;
export const TASK_STATUSES = ['todo', 'in_progress', 'completed'] as const;

export const pursuits = pgTable(
  'pursuits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id').references(() => grants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    stage: text('stage', { enum: PURSUIT_STAGES }).notNull().default('prospect'),
    status: text('status', { enum: PURSUIT_STATUSES }).notNull().default('active'),
    probability: integer('probability').notNull(),
    amountRequested: bigint('amount_requested', { mode: 'number' }),
    amountAwarded: bigint('amount_awarded', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    deadline: date('deadline', { mode: 'string' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    lostReason: text('lost_reason', { enum: LOST_REASONS }),
    wonAt: timestamp('won_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One open pursuit per grant per organization.
    uniqueIndex('pursuits_open_grant_key')
      .on(t.organizationId, t.grantId)
      .where(sql`${t.status} in ('active', 'on_hold', 'won') and ${t.grantId} is not null`),
    index('pursuits_organization_id_updated_at_idx').on(t.organizationId, t.updatedAt, t.id),
    index('pursuits_organization_id_status_stage_idx').on(t.organizationId, t.status, t.stage),
    index('pursuits_organization_id_deadline_idx').on(t.organizationId, t.deadline, t.id),
  ],
);

export const pursuitHistory = pgTable(
  'pursuit_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pursuitId: uuid('pursuit_id')
      .notNull()
      .references(() => pursuits.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** "user:<id>", "api_key:<id>", "system" */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('pursuit_history_pursuit_id_idx').on(t.pursuitId, t.at)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pursuitId: uuid('pursuit_id').references(() => pursuits.id, { onDelete: 'set null' }),
    grantId: uuid('grant_id').references(() => grants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('active'),
    awardAmount: bigint('award_amount', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_pursuit_id_key').on(t.pursuitId),
    index('projects_organization_id_created_at_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('todo'),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Actor that completed it: "user:<id>" or "api_key:<id>". */
    completedBy: text('completed_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_project_id_due_date_idx').on(t.projectId, t.dueDate, t.id),
    index('tasks_organization_id_status_due_date_idx').on(t.organizationId, t.status, t.dueDate),
  ],
);
