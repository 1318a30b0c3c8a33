// One access log line per /api/v1 request (pino): the path without its query string, never a credential.
import { logger } from '~/server/logger';

export function logRequest(entry: {
  requestId: string;
  method: string;
  path: string;
  status: number;
  startedAt: number;
}): void {
  logger.info(
    {
      requestId: entry.requestId,
      method: entry.method,
      path: entry.path,
      status: entry.status,
      ms: Math.round((performance.now() - entry.startedAt) * 10) / 10,
    },
    'request',
  );
}
