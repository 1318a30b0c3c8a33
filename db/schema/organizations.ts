// Tenancy: organizations (each live one paired with a sandbox), users, roles and memberships.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    plan: text('plan', { enum: ['basic', 'enterprise'] })
      .notNull()
      .default('basic'),
    livemode: boolean('livemode').notNull().default(true),
    /** Set on a sandbox: the live organization it belongs to. */
    liveOrganizationId: uuid('live_organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'cascade',
    }),
    highMatchThreshold: integer('high_match_threshold').notNull().default(70),
    /** IANA time zone: when the digests (07:00) and reminders of its people go out (docs/notifications.md). */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** Default deliverables created with each funded project: [{title, offsetDays, anchor}] */
    deliverablesTemplate: jsonb('deliverables_template').$type<DeliverableTemplate[]>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizations_slug_key').on(t.slug),
    uniqueIndex('organizations_live_organization_id_key').on(t.liveOrganizationId),
  ],
);

export interface DeliverableTemplate {
  title: string;
  description?: string;
  /** Due date = project start + offsetDays ("start"), or project end + offsetDays ("end"). */
  anchor: 'start' | 'end';
  offsetDays: number;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    passwordHash: text('password_hash'),
    firebaseUid: text('firebase_uid'),
    defaultOrganizationId: uuid('default_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the person proved they read this mailbox (an emailed invitation or reset link). Until then the password
     * may have been chosen by whoever held a copied invitation link, and an emailed invitation may replace it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Carried in each dashboard session; a password reset bumps it, which ends every older session. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_organization_id_name_key').on(t.organizationId, t.name)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    /**
     * Set while the membership is deactivated (SCIM `active: false`, docs/sso.md): the member keeps their place but
     * acts in nothing of this organization until it is cleared.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The identity provider's id for this member (SCIM `externalId`), when one was sent. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_organization_id_user_id_key').on(t.organizationId, t.userId),
    index('memberships_user_id_idx').on(t.userId),
  ],
);
