// Structured JSON logs (pino) with credentials redacted wherever they could appear.
import pino from 'pino';
import { env } from './env';

const REDACT_PATHS = [
  'password',
  '*.password',
  'key',
  '*.key',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  '*.idToken',
  '*.apiKey',
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

/** Fields of database errors that carry a query's values (drizzle: `params`; postgres.js: `parameters`, `args`; PostgreSQL's `detail`, e.g. "Key (email)=(…)"). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'args', 'values', 'detail']);

/**
 * Credential-shaped text, wherever it appears in an error: API keys, portal tokens, JWTs, bearer values, the
 * password of a URL's userinfo, a URL's query string, and the `params:` line drizzle appends to a failed query.
 */
const SECRET_SHAPES: [RegExp, string][] = [
  [/\nparams: [^\n]*/g, '\nparams: [redacted]'],
  [/gms_(?:live|test)_[0-9A-Za-z]{8,}/g, '[redacted]'],
  [/\bportal_[0-9A-Za-z]{8,}/g, '[redacted]'],
  [/\bcal_[0-9A-Za-z]{8,}/g, '[redacted]'],
  [/eyJ[\w-]{6,}\.[\w-]{6,}\.[\w-]*/g, '[redacted]'],
  [/\b(Bearer|Basic)\s+[^\s"']+/gi, '$1 [redacted]'],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"']+):[^\s/@"']+@/gi, '$1:[redacted]@'],
  [/(\bhttps?:\/\/[^\s?"'#]+)\?[^\s"'#]+/gi, '$1?[redacted]'],
];

export function scrubText(text: string): string {
  return SECRET_SHAPES.reduce((out, [shape, replacement]) => out.replace(shape, replacement), text);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!VALUE_FIELDS.has(key)) out[key] = scrubValue(v, depth + 1);
  }
  return out;
}

/** pino's error serializer (with causes), minus query values and credential-shaped text. */
export function serializeError(err: unknown): unknown {
  const serialized = err instanceof Error ? pino.stdSerializers.errWithCause(err) : err;
  return scrubValue(serialized, 0);
}

export function createLogger(destination: pino.DestinationStream, options: { level?: string } = {}) {
  return pino(
    {
      level: options.level ?? level,
      base: { service: 'gms' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError, cause: serializeError },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

export const logger = createLogger(pino.destination({ fd, sync: false }));
