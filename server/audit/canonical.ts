// The hash of a record: SHA-256 (hex) of its canonical JSON (RFC 8785 through `canonicalize`) — every field an
// auditor reads, and the previous record's hash, so changing, removing or reordering any record breaks the chain.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { auditRecords } from '~/db/schema';

export type HashedFields = Pick<
  typeof auditRecords.$inferSelect,
  | 'id'
  | 'organizationId'
  | 'seq'
  | 'occurredAt'
  | 'actorKind'
  | 'actorId'
  | 'actorLabel'
  | 'requestId'
  | 'ip'
  | 'userAgent'
  | 'action'
  | 'targetType'
  | 'targetId'
  | 'changes'
  | 'prevHash'
>;

/** Bumped if the canonical form ever changes, so old records still verify under the form they were written in. */
const FORM_VERSION = 1;

export function canonicalForm(r: HashedFields): string {
  return canonicalize({
    v: FORM_VERSION,
    id: r.id,
    organizationId: r.organizationId,
    seq: r.seq,
    occurredAt: r.occurredAt.toISOString(),
    actor: { kind: r.actorKind, id: r.actorId, label: r.actorLabel },
    requestId: r.requestId,
    ip: r.ip,
    userAgent: r.userAgent,
    action: r.action,
    target: { type: r.targetType, id: r.targetId },
    changes: r.changes,
    prevHash: r.prevHash,
  })!;
}

export const recordHash = (r: HashedFields) => createHash('sha256').update(canonicalForm(r)).digest('hex');
