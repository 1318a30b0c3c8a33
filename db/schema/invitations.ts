// Joining an organization and recovering an account (docs/members.md, docs/authentication.md): invitations and
// password-reset tokens. Only SHA-256 hashes of the tokens are stored; each is single use and expires.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, roles, users } from './organizations';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always a live organization (a trigger refuses a sandbox, as for memberships). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased: the invitation is bound to it. */
    email: text('email').notNull(),
    /** Deleting a role withdraws the invitations to it. */
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the token in the link the inviting admin copies; a resend replaces it. */
    tokenHash: text('token_hash').notNull(),
    /**
     * SHA-256 hex of the token in the emailed link (null without email). Answering it proves the invitee reads
     * that mailbox, which the copied link cannot (the admin holds it too).
     */
    emailTokenHash: text('email_token_hash'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('invitations_email_token_hash_key').on(t.emailTokenHash),
    // One open invitation per person and organization (an expired one is closed before a new one is made).
    uniqueIndex('invitations_open_email_key')
      .on(t.organizationId, t.email)
      .where(sql`accepted_at is null and declined_at is null and revoked_at is null`),
    index('invitations_organization_id_idx').on(t.organizationId, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);
