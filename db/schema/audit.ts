// The audit trail (docs/audit.md): one append-only record per change, hash-chained per organization, and the head
// of each organization's chain (where the next record links, and the checkpoint left by retention pruning).
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const AUDIT_ACTOR_KINDS = ['user', 'api_key', 'portal_token', 'scim', 'system', 'operator'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** `{field: [before, after]}` of the fields a change touched (allow-listed: never a secret). */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * No foreign key to organizations: an auditor's record outlives what it describes, and a cascading delete could
 * not pass the append-only trigger anyway.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    /** Position in the organization's chain, from 1; gapless (a gap is a deleted record). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    requestId: text('request_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** The previous record's hash (the checkpoint's, or null, for the first record after it). */
    prevHash: text('prev_hash'),
    /** SHA-256 (hex) of this record's canonical form, prevHash included. */
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_records_organization_id_seq_key').on(t.organizationId, t.seq),
    index('audit_records_organization_id_occurred_at_idx').on(t.organizationId, t.occurredAt.desc(), t.id),
    index('audit_records_organization_id_target_idx').on(t.organizationId, t.targetType, t.targetId),
    index('audit_records_organization_id_action_idx').on(t.organizationId, t.action),
    index('audit_records_organization_id_actor_idx').on(t.organizationId, t.actorKind, t.actorId),
  ],
);

/** One row per organization with a trail: locked FOR UPDATE by each append, so a chain never forks. */
export const auditChains = pgTable('audit_chains', {
  organizationId: uuid('organization_id').primaryKey(),
  /** The last record's seq and hash (0 and null: nothing recorded yet). */
  headSeq: bigint('head_seq', { mode: 'number' }).notNull().default(0),
  headHash: text('head_hash'),
  /** Left by pruning: the last pruned record's seq and hash, so the first kept record still links to something. */
  checkpointSeq: bigint('checkpoint_seq', { mode: 'number' }).notNull().default(0),
  checkpointHash: text('checkpoint_hash'),
  checkpointAt: timestamp('checkpoint_at', { withTimezone: true, mode: 'date' }),
});
