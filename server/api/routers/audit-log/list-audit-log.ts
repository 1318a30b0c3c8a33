import { listAuditRecords } from '~/server/audit/list';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { ZListAuditLogRequest, ZListAuditLogResponse } from './list-audit-log.schema';

/** REST and the dashboard's auditLog.list alike: one procedure, one shape. */
export const listAuditLogProcedure = withPermission('VIEW_AUDIT_LOG')
  .meta({
    openapi: {
      method: 'GET',
      path: '/audit-log',
      tags: ['Audit log'],
      summary: 'List the organization’s audit records, newest first',
      description: 'Every change and credential event (docs/audit.md). Order: occurredAt desc, id desc.',
      protect: true,
    },
  })
  .input(ZListAuditLogRequest)
  .output(ZListAuditLogResponse)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listAuditRecords(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
