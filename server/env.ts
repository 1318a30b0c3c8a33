// Validated configuration: the one module that reads process.env (docs/operations.md#scripts-cli-and-configuration).
import net from 'node:net';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

/** `1.1.1.1`, `1.1.1.1:53`, `::1` or `[::1]:53` (DNS_SERVERS). */
function isResolverAddress(entry: string): boolean {
  const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+):(\d{1,5})$/.exec(entry);
  const host = match ? match[1]! : entry;
  const port = match?.[2] === undefined ? 53 : Number(match[2]);
  return net.isIP(host) !== 0 && port >= 1 && port <= 65_535;
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PGLITE_DIR: z.string().default('./.data/pglite'),
    /** Where document files are kept: unset → the directory ./.data/files; s3://BUCKET?endpoint=…&region=… → S3. */
    STORAGE_URL: z
      .string()
      .trim()
      .regex(
        /^s3:\/\/[^\s/?#]+\/?(\?\S*)?$/,
        'must be an s3://BUCKET URL, optionally ?endpoint=…&region=…&forcePathStyle=true',
      )
      .optional(),
    /** The largest document file an upload may carry, in bytes (default 25 MiB); a larger one is refused with 413. */
    MAX_UPLOAD_BYTES: z.coerce.number().int().min(1).default(26_214_400),
    /** The directory store's root (STORAGE_URL unset) and, always, the spool of uploads in progress (STORAGE_DIR/.spool). */
    STORAGE_DIR: z.string().trim().min(1).default('./.data/files'),
    /** Bytes of documents one organization may keep, by plan (docs/documents.md#uploads): 5 GiB and 100 GiB. */
    STORAGE_QUOTA_BASIC_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 1024 ** 3),
    STORAGE_QUOTA_ENTERPRISE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(100 * 1024 ** 3),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    /** The Firebase web API key (public, the browser SDK's `apiKey`): with FIREBASE_PROJECT_ID, /login offers Firebase sign-in. */
    FIREBASE_WEB_API_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,200}$/, 'must be a Firebase web API key (letters, digits, - and _)')
      .optional(),
    /** The browser SDK's authDomain; default <FIREBASE_PROJECT_ID>.firebaseapp.com. */
    FIREBASE_AUTH_DOMAIN: z
      .string()
      .trim()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'must be a host name such as my-project.firebaseapp.com',
      )
      .optional(),
    UPSTASH_REDIS_REST_URL: z.url().optional(),
    UPSTASH_REDIS_REST_TOKEN: z.string().optional(),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool(false),
    /** Dev/test only: an SSO issuer may be http and on a private or loopback address (docs/sso.md). */
    SSO_ALLOW_PRIVATE_NETWORKS: bool(false),
    /** The resolvers that check SSO domains' TXT records: comma-separated IP or IP:port; unset → the system's. */
    DNS_SERVERS: z
      .string()
      .trim()
      .regex(/^[\w.:\[\]-]+(\s*,\s*[\w.:\[\]-]+)*$/, 'must be comma-separated addresses, e.g. 1.1.1.1,8.8.8.8:53')
      // A resolver is dialled by address: a host name would need a resolver to find it (server/sso/dns.ts).
      .refine(
        (v) => v.split(',').every((entry) => isResolverAddress(entry.trim())),
        'must be IP addresses with an optional :port, e.g. 1.1.1.1,8.8.8.8:53,[2606:4700:4700::1111]:53',
      )
      .optional(),
    /** Seconds before each webhook retry (jitter added); after the last, a delivery is failed. Tests shorten it. */
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'must be comma-separated seconds, e.g. 5,300,1800')
      .default('5,300,1800,7200,18000,36000,36000')
      .transform((v) => v.split(',').map((s) => Number(s.trim())))
      .refine((a) => a.length <= 20 && a.every((n) => n > 0 && n <= 86_400), 'at most 20 delays, each 0–86400 seconds'),
    PORTAL_TOKEN_QUERY: bool(true),
    /** CSP frame-ancestors of the embeddable portal (proxy.ts applies it per request): "*" or a list of origins. */
    PORTAL_FRAME_ANCESTORS: z
      .string()
      .trim()
      .regex(
        /^(\*|'self'|'none'|[a-z][a-z0-9+.-]*:(\/\/[^\s;,]+)?)(\s+(\*|'self'|[a-z][a-z0-9+.-]*:(\/\/[^\s;,]+)?))*$/i,
        'must be * or space-separated origins such as https://example.org',
      )
      .default('*'),
    /**
     * Views of the portal page allowed per token and client address per minute, in a bucket of their own (not the
     * organization's API quota), so that one viewer cannot use up the report for everyone else.
     */
    PORTAL_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** The token's ceiling over all addresses per minute (a link spread by a bot farm still stops somewhere). */
    PORTAL_VIEWS_PER_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** How often a dashboard session re-checks that its user is still active (disabled or revoked → signed out). */
    SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Per-organization request limits per minute, by plan (defaults: docs/rate-limits.md). */
    RATE_LIMIT_BASIC_PER_MINUTE: z.coerce.number().int().min(1).default(100),
    RATE_LIMIT_ENTERPRISE_PER_MINUTE: z.coerce.number().int().min(1).default(1_000),
    /**
     * Dashboard (/api/trpc) procedure calls per signed-in user per minute, a batch counting each of its calls
     * (docs/rate-limits.md). Generous: a page load makes a handful; it stops a script driving a session.
     */
    DASHBOARD_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Operator switch for the per-organization limits (e.g. during an incident); failed-auth limits stay on. */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** How long a Redis round trip of the rate limiter may take before the request is let through (fail open). */
    RATE_LIMIT_REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1_000),
    /** Failed authentications allowed per client address per minute before 429. */
    AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Behind a reverse proxy: take the client address from its X-Forwarded-For instead of the socket. */
    TRUST_PROXY: bool(false),
    HOSTNAME: z.string().default('0.0.0.0'),
    WORKER_MODE: z.enum(['inline', 'off']).default('inline'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The CLI logs to stderr so that stdout holds only its JSON result. */
    LOG_DESTINATION: z.enum(['stdout', 'stderr']).default('stdout'),
    /** SMTP server (docs/operations.md#email): smtp://user:pass@host:port or smtps://…; unset → no email is sent. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The From of every email, e.g. "Grants <grants@example.org>". */
    EMAIL_FROM: z.string().trim().min(3).max(320).default('Grant Management Service <no-reply@localhost>'),
    /**
     * When the workers look for due digests and reminders (a 5-field cron, UTC). Each run sends what is due at
     * 07:00 in each organization's time zone and not yet sent, so the interval only bounds how late after 07:00.
     */
    NOTIFICATIONS_CRON: z
      .string()
      .trim()
      .regex(/^(\S+\s+){4}\S+$/, 'must be a 5-field cron expression, e.g. */15 * * * *')
      .default('*/15 * * * *'),
    /**
     * When the catalog sync runs (docs/catalog.md#schedule): a 5-field cron expression, default daily at 06:00 UTC;
     * set but empty (or `off`) disables the schedule.
     */
    CATALOG_SYNC_CRON: z
      .string()
      .trim()
      .regex(/^((\S+\s+){4}\S+|off|)$/, 'must be a 5-field cron expression (e.g. 0 6 * * *), empty or off')
      .default('0 6 * * *')
      .transform((v) => (v === '' || v === 'off' ? null : v)),
    /** The Grants.gov daily extract; `{date}` becomes today's date (UTC) as YYYYMMDD (docs/catalog.md#sources). */
    GRANTS_GOV_EXTRACT_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .default('https://prod-grants-gov-chatbot.s3.amazonaws.com/extracts/GrantsDBExtract{date}v2.zip'),
    /** The Grants.gov REST API (search2, fetchOpportunity) of the `api` sync source (docs/catalog.md#sources). */
    GRANTS_GOV_API_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .default('https://api.grants.gov'),
    /** The whole extract download (headers and body), in milliseconds, default 15 minutes. */
    CATALOG_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(900_000),
    /** The largest extract ZIP downloaded, in bytes (default 1 GiB; the real one is about 80 MB). */
    CATALOG_SYNC_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(1024 ** 3),
    /** The most bytes the extract's entries may inflate to (default 4 GiB; the real XML is about 320 MB). */
    CATALOG_SYNC_MAX_INFLATED_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(4 * 1024 ** 3),
    /** Retries of a download after a network error or a 5xx, with exponential backoff from CATALOG_SYNC_RETRY_BASE_MS. */
    CATALOG_SYNC_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    CATALOG_SYNC_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    /** The API source: each request, from sending it to the end of its answer (docs/catalog.md#configuration). */
    CATALOG_SYNC_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** The API source: the whole read, every page and opportunity, retries included (default 2 hours). */
    CATALOG_SYNC_API_DEADLINE_MS: z.coerce.number().int().min(100).max(86_400_000).default(7_200_000),
    /** How long an invitation link stays valid (docs/members.md). */
    INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /**
     * Invitations (new or resent: each sends an email) an organization, and one inviter, may send in 24 hours before
     * 429: an organization cannot turn its invitation emails into a mailing list (docs/members.md).
     */
    INVITATIONS_PER_ORGANIZATION_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
    INVITATIONS_PER_INVITER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
    /** How long audit records are kept (docs/audit.md); the daily prune leaves a checkpoint. Default 7 years. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(36_500).default(2555),
    /** Sign-in attempts allowed per client address per minute (docs/authentication.md#sign-in-limits). */
    SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Failed sign-ins allowed per email address per SIGN_IN_EMAIL_WINDOW_SECONDS (default 10 per 15 minutes). */
    SIGN_IN_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(10),
    SIGN_IN_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** One-time sign-in code emails sent per account per SIGN_IN_EMAIL_WINDOW_SECONDS (docs/authentication.md#sign-in-limits). */
    SIGN_IN_CODE_EMAILS_PER_WINDOW: z.coerce.number().int().min(1).max(1_000).default(5),
    /** Password reset emails sent per account per SIGN_IN_EMAIL_WINDOW_SECONDS; every request is still answered. */
    PASSWORD_RESET_EMAILS_PER_WINDOW: z.coerce.number().int().min(1).max(1_000).default(3),
    /** Failed sign-ins and reset requests are audited once per (user, address, window) of this length, with a count. */
    AUTH_AUDIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /**
     * Seed the demo organization when the server starts on an empty database. Default: only with the embedded
     * database (quick start); with DATABASE_URL only when set to true explicitly.
     */
    SEED_DEMO_ON_START: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
      .optional()
      .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(v))),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'must not be set in production (it makes the server accept unsigned ID tokens)',
      });
    }
    for (const name of ['FIREBASE_WEB_API_KEY', 'FIREBASE_AUTH_DOMAIN'] as const) {
      if (env[name] && !env.FIREBASE_PROJECT_ID) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs FIREBASE_PROJECT_ID' });
      }
    }
    // Every instance, the CLI and the workers must share these: nothing may generate its own in production.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
      for (const name of ['AUTH_SECRET', 'ENCRYPTION_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set in production with DATABASE_URL (every instance shares it)',
          });
        }
      }
    }
    if (Boolean(env.UPSTASH_REDIS_REST_URL) !== Boolean(env.UPSTASH_REDIS_REST_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPSTASH_REDIS_REST_TOKEN'],
        message: 'UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN must be set together',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A setting missing or wrong where it is used (not at start): whatever needed it is logged at `error`. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" (a common shell/.env habit).
  // CATALOG_SYNC_CRON is the exception: set but empty disables the schedule.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => v !== undefined && (v !== '' || k === 'CATALOG_SYNC_CRON')),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The public base URL: APP_URL, else where this server listens (links in emails, next-auth's NEXTAUTH_URL). */
export function publicBaseUrl(config: Env = env()): string {
  if (config.APP_URL) return config.APP_URL.replace(/\/+$/, '');
  return `http://${config.HOSTNAME === '0.0.0.0' ? 'localhost' : config.HOSTNAME}:${config.PORT}`;
}
