// The pursuit pipeline, funded projects and their deliverables (tasks).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // Who pursues a grant, across organizations: the catalog sync's grant.updated (docs/catalog.md#telling-the-organizations-concerned).
    index('pursuits_grant_id_idx').on(t.grantId),
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

// Requirement checklists of pursuits and the organization's application templates (docs/applications.md).
export const REQUIREMENT_KINDS = [
  'form',
  'narrative',
  'budget',
  'attachment',
  'letter',
  'registration',
  'other',
] as const;
export const REQUIREMENT_STATUSES = ['todo', 'in_progress', 'done', 'waived'] as const;

/** One item of a template, copied into a pursuit's checklist when the template is applied. */
export interface RequirementTemplateItem {
  kind: (typeof REQUIREMENT_KINDS)[number];
  title: string;
  description: string | null;
  required: boolean;
  /** The copied item is due this many days before the pursuit's deadline (none when the pursuit has no deadline). */
  dueDaysBeforeDeadline: number | null;
}

export const requirementTemplates = pgTable(
  'requirement_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** In checklist order. */
    items: jsonb('items').$type<RequirementTemplateItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('requirement_templates_organization_id_name_key').on(t.organizationId, t.name)],
);

export const pursuitRequirements = pgTable(
  'pursuit_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pursuitId: uuid('pursuit_id')
      .notNull()
      .references(() => pursuits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REQUIREMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(true),
    status: text('status', { enum: REQUIREMENT_STATUSES }).notNull().default('todo'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** 0-based, dense within the pursuit: the checklist's order (docs/applications.md#order). */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('pursuit_requirements_pursuit_id_position_idx').on(t.pursuitId, t.position, t.id),
    index('pursuit_requirements_organization_id_due_date_idx')
      .on(t.organizationId, t.dueDate)
      .where(sql`${t.dueDate} is not null and ${t.status} in ('todo', 'in_progress')`),
    index('pursuit_requirements_due_date_idx')
      .on(t.dueDate)
      .where(sql`${t.dueDate} is not null and ${t.status} in ('todo', 'in_progress')`),
  ],
);
