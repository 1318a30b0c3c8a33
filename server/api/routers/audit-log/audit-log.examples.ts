// The audit trail of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import { API_KEY_ID, ORGANIZATION_ID, TASK_KICKOFF_ID, USER_MARIA_ID } from '../../openapi/example-story';
import type { ZAuditRecord, ZListAuditLogResponse } from './list-audit-log.schema';

type AuditRecord = z.output<typeof ZAuditRecord>;

/** The ERP key completing the kickoff deliverable, then Maria revealing a webhook secret: newest first. */
const secretRevealed: AuditRecord = {
  id: '3c9e1f2a-7b4d-4e6f-8a1c-5d2b9e0f4a73',
  organizationId: ORGANIZATION_ID,
  seq: 214,
  occurredAt: '2026-09-21T13:42:07.318Z',
  actor: { kind: 'user', id: USER_MARIA_ID, label: 'maria.alvarez@prairiereads.org' },
  requestId: 'req_5e8b2d4f-1c7a-4f3e-9b6d-0a2c4e6f8b1d',
  ip: '203.0.113.24',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  action: 'webhook.secret_revealed',
  target: { type: 'webhook_endpoint', id: '8e2d4b6f-1a3c-4d5e-9f70-2b4c6d8e0a13' },
  changes: {},
  prevHash: '9f1c2e7a54b3d8f06a2c4e1b7d9f3a5c8e0b2d4f6a1c3e5b7d9f0a2c4e6b8d1f',
  hash: 'c47e2a9b1d3f5e7a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d1f3e5a7c9b0d2f4e6a',
};

const kickoffCompletedRecord: AuditRecord = {
  id: '5a7c9e1b-3d5f-4a7c-9e1b-3d5f7a9c1e2b',
  organizationId: ORGANIZATION_ID,
  seq: 213,
  occurredAt: '2026-09-18T10:15:44.902Z',
  actor: { kind: 'api_key', id: API_KEY_ID, label: 'ERP sync' },
  requestId: 'req_a3f9c1e7-6b2d-4d8f-8e4a-7c5b3d1f9e2a',
  ip: '198.51.100.7',
  userAgent: 'erp-connector/4.2',
  action: 'task.updated',
  target: { type: 'task', id: TASK_KICKOFF_ID },
  changes: {
    status: ['in_progress', 'completed'],
    completedAt: [null, '2026-09-18T10:15:44.871Z'],
    completedBy: [null, `api_key:${API_KEY_ID}`],
  },
  prevHash: '2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a3c',
  hash: '9f1c2e7a54b3d8f06a2c4e1b7d9f3a5c8e0b2d4f6a1c3e5b7d9f0a2c4e6b8d1f',
};

export const auditLogList: z.output<typeof ZListAuditLogResponse> = {
  data: [secretRevealed, kickoffCompletedRecord],
  pagination: { limit: 2, offset: 0, total: 214, hasMore: true },
};
