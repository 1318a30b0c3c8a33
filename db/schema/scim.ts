// SCIM provisioning (docs/sso.md#scim-provisioning): one bearer token per organization, stored only as its SHA-256.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './organizations';

export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always a live organization: SCIM manages memberships, which only live organizations have. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the whole token. */
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    lastFour: text('last_four').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scim_tokens_token_hash_key').on(t.tokenHash),
    // One active token per organization: creating one revokes the previous in the same transaction.
    uniqueIndex('scim_tokens_active_organization_key')
      .on(t.organizationId)
      .where(sql`${t.revokedAt} is null`),
    index('scim_tokens_organization_id_idx').on(t.organizationId, t.createdAt),
  ],
);
