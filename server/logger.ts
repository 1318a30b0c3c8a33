// Structured JSON logs (pino) with credentials redacted wherever they could appear.
import pino from 'pino';
import { env } from './env';

const REDACT_PATHS = [
  'password', '*.password', 'key', '*.key', 'token', '*.token', 'secret', '*.secret',
  'authorization', '*.authorization', 'headers.authorization', 'headers["x-api-key"]',
  'req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', '*.idToken', '*.apiKey',
];

export const logger = pino(
  {
  level: env().LOG_LEVEL,
  base: { service: 'gms' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ fd: env().LOG_DESTINATION === 'stderr' ? 2 : 1, sync: false }),
);

/** Strips the query string from a URL for logging (it may hold `?token=portal_…`). */
export function redactUrl(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? url : `${url.slice(0, i)}?[redacted]`;
}
