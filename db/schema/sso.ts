// Single sign-on (docs/sso.md): an organization's OpenID Connect provider, the email domains it has proven with a DNS
// TXT record, and the short-lived server-side record of each sign-in through the provider.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, roles, users } from './organizations';

/** At most one OpenID Connect provider per (live) organization. */
export const ssoConnections = pgTable('sso_connections', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The provider's issuer URL; its discovery document is `${issuer}/.well-known/openid-configuration`. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** The client secret under ENCRYPTION_KEY (server/crypto/secret-box.ts); never sent back. */
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  /** Members whose email is in a verified domain must sign in through the provider; owners keep a password. */
  requireSso: boolean('require_sso').notNull().default(false),
  /** Just-in-time provisioning: a first sign-in from a verified domain creates the membership with `jitRoleId`. */
  jitEnabled: boolean('jit_enabled').notNull().default(false),
  jitRoleId: uuid('jit_role_id').references(() => roles.id, { onDelete: 'set null' }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-case ASCII (punycode for an international name), no trailing dot. */
    domain: text('domain').notNull(),
    /** The value the owner publishes as a TXT record on the domain: `gms-verification=<token>`. */
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_domains_organization_id_domain_key').on(t.organizationId, t.domain),
    // A domain is claimed once across the service: only one organization holds it verified.
    uniqueIndex('sso_domains_verified_domain_key')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);

/**
 * One authorization request sent to the provider, kept until its callback (single use) or expiry. `state` is the key
 * (stored as its SHA-256); the nonce and PKCE verifier never leave the server. After a successful callback it holds
 * the hash of a one-time ticket that the login page exchanges for a dashboard session.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'sign_in', or 'test' for Settings' "test connection" (reports the claims, signs nobody in). */
    purpose: text('purpose').notNull(),
    nonce: text('nonce').notNull(),
    /** The PKCE code verifier under ENCRYPTION_KEY. */
    codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
    /** The email the person typed (the login hint); the ID token's email must be in a verified domain. */
    loginHint: text('login_hint'),
    /** For 'test': the owner who started it, the only one who may read its result. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set once the callback used this record: a replayed callback finds it used. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** What the callback found: for 'test', the claims or the error shown in Settings. */
    result: jsonb('result'),
    /** After a successful sign-in: the user, and the SHA-256 of the one-time ticket exchanged for a session. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash'),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('sso_sign_ins_state_hash_key').on(t.stateHash),
    uniqueIndex('sso_sign_ins_ticket_hash_key').on(t.ticketHash),
    index('sso_sign_ins_expires_at_idx').on(t.expiresAt),
  ],
);
