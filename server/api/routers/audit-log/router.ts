import { createTRPCRouter } from '../../trpc';
import { listAuditLogProcedure } from './list-audit-log';

/** The audit trail (VIEW_AUDIT_LOG): REST `GET /audit-log`, and `auditLog.list` for the dashboard. */
export const auditLogRouter = createTRPCRouter({
  list: listAuditLogProcedure,
});
