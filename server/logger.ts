// Structured JSON logs (pino) with credentials redacted wherever they could appear.
import pino from 'pino';
import { env } from './env';

const REDACT_PATHS = [
  'password', '*.password', 'key', '*.key', 'token', '*.token', 'secret', '*.secret',
  'authorization', '*.authorization', 'headers.authorization', 'headers["x-api-key"]',
  'req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', '*.idToken', '*.apiKey',
];

/** An invalid configuration is reported by whoever starts the process (one line per problem), not at import. */
function settings(): { level: string; fd: 1 | 2 } {
  try {
    const config = env();
    return { level: config.LOG_LEVEL, fd: config.LOG_DESTINATION === 'stderr' ? 2 : 1 };
  } catch {
    return { level: 'info', fd: 2 };
  }
}
const { level, fd } = settings();

export const logger = pino(
  {
  level,
  base: { service: 'gms' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ fd, sync: false }),
);

/** Strips the query string from a URL for logging (it may hold `?token=portal_…`). */
export function redactUrl(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? url : `${url.slice(0, i)}?[redacted]`;
}
