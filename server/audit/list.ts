// Reading an organization's trail, newest first, with the filters of GET /api/v1/audit-log and auditLog.list.
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { auditRecords, type AuditActorKind } from '~/db/schema';

export interface AuditLogQuery {
  limit: number;
  offset: number;
  actorKind?: AuditActorKind;
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** The REST shape of a record (docs/audit.md); its hashes are there so an auditor can check links by hand. */
export function toAuditRecord(r: typeof auditRecords.$inferSelect) {
  return {
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
    hash: r.hash,
  };
}

export async function listAuditRecords(db: DbOrTx, organizationId: string, query: AuditLogQuery) {
  const where = and(
    eq(auditRecords.organizationId, organizationId),
    query.actorKind ? eq(auditRecords.actorKind, query.actorKind) : undefined,
    query.actorId ? eq(auditRecords.actorId, query.actorId) : undefined,
    query.action ? eq(auditRecords.action, query.action) : undefined,
    query.targetType ? eq(auditRecords.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditRecords.targetId, query.targetId) : undefined,
    query.from ? gte(auditRecords.occurredAt, query.from) : undefined,
    query.to ? lte(auditRecords.occurredAt, query.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditRecords)
      .where(where)
      .orderBy(desc(auditRecords.occurredAt), desc(auditRecords.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditRecords).where(where),
  ]);
  return { data: rows.map(toAuditRecord), total: total?.n ?? 0 };
}
