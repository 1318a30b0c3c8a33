import { listAuditRecords } from '~/server/audit/list';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listAuditLogOperation as operation } from './list-audit-log.schema';

/** REST and the dashboard's auditLog.list alike: one procedure, one shape. */
export const listAuditLogProcedure = withPermission('VIEW_AUDIT_LOG')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listAuditRecords(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
