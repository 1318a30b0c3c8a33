// GET /audit-log: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { AUDIT_ACTOR_KINDS } from '~/db/schema';
import { AUDIT_ACTIONS } from '~/server/audit/actions';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZTimestamp } from '../../schemas';
import { auditLogList } from './audit-log.examples';

const ZInstant = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-11-21T09:30:00Z' })
  .transform((v) => new Date(v))
  // The format admits years 0000 and, past an offset, 10000: instants PostgreSQL's timestamps refuse.
  .refine((d) => d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999, 'must be between the years 1 and 9999 (UTC)');

// No trimming: the documented pattern admits no whitespace, so a padded value is refused as the document says.
const ZRef = (what: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, `must be ${what}`);

export const ZListAuditLogRequest = ZPaginationQuery.extend({
  actorKind: z
    .enum(AUDIT_ACTOR_KINDS)
    .optional()
    .describe(`Who acted: ${AUDIT_ACTOR_KINDS.join(', ')}`),
  actorId: ZRef('an id').optional().describe('The acting user, API key or portal token'),
  action: z.enum(AUDIT_ACTIONS).optional().describe('One action, e.g. pursuit.updated'),
  targetType: z
    .string()
    .regex(/^[a-z_]{1,50}$/, 'must be a target type such as pursuit or api_key')
    .optional()
    .describe('What was changed: pursuit, project, task, api_key, …'),
  targetId: ZRef('an id').optional().describe('The changed thing’s id: with targetType=pursuit, a pursuit’s own trail'),
  from: ZInstant.optional().describe('Records at or after this instant (ISO 8601)'),
  to: ZInstant.optional().describe('Records at or before this instant (ISO 8601)'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });

export const ZAuditRecord = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    seq: z.number().int().min(1).describe('Position in the organization’s hash chain'),
    occurredAt: ZTimestamp,
    actor: z.object({
      kind: z.enum(AUDIT_ACTOR_KINDS),
      id: z.string().nullable().describe('User, API key or portal token id; null for system and operator'),
      label: z.string().nullable().describe('A name to recognize the actor by: email, key or token name'),
    }),
    requestId: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    action: z.string().describe('What happened, e.g. pursuit.updated, api_key.revoked'),
    target: z.object({ type: z.string(), id: z.string().nullable() }),
    changes: z.record(z.string(), z.array(z.unknown()).length(2)).describe('{field: [before, after]}; never a secret'),
    prevHash: z.string().nullable().describe('The previous record’s hash (SHA-256, hex)'),
    hash: z.string().describe('SHA-256 (hex) of this record’s canonical form'),
  })
  .meta({ id: 'AuditRecord' });

export const ZListAuditLogResponse = paginatedResponse(ZAuditRecord);

export const listAuditLogOperation = restOperation({
  method: 'GET',
  path: '/audit-log',
  tags: ['Audit log'],
  summary: 'List the organization’s audit records, newest first',
  description:
    "The organization's audit trail, newest first: one record per change and per credential event, with who " +
    '(`actor`), from where (`ip`, `userAgent`, `requestId`), what (`action`, `target`) and the fields it changed ' +
    '(`changes`, never a secret). Filter by actor, action, target and time; `targetType` + `targetId` give one ' +
    "pursuit's or project's own trail. Each record carries its hash and its predecessor's: the chain an " +
    'operator verifies with `cli audit verify`. Needs `VIEW_AUDIT_LOG` (owner, admin, auditor).',
  protect: true,
  input: ZListAuditLogRequest,
  output: ZListAuditLogResponse,
  errors: [],
  example: {
    summary: 'The two newest audit records (limit=2): a revealed secret, a completed deliverable',
    response: auditLogList,
  },
});
