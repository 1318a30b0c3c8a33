/**
 * The REST benchmark's baseline: `GET /api/v1/grants` on bare node:http + postgres.js, doing the same work per request
 * as the app (server/auth/api-keys.ts verifyApiKey + server/grants/queries.ts listGrants, no-mission path):
 *
 *   - limit/offset parsed and range-checked (1–100, 0–100000) like ZPaginationQuery;
 *   - X-API-Key: shape + CRC32 checksum (parseApiKey), sha256 hex, then the same api_keys ⋈ organizations lookup,
 *     behind the SAME 10 s in-process cache as the app (and the same once-a-minute last_used_at write);
 *   - expiry and VIEW_GRANTS permission checks;
 *   - the same SQL statements, sent the same way (named statements, as the app's built-once statements are): the
 *     active-mission check with the data version, the grants page (the summary columns the app selects, with its
 *     pursuit and recurring flags), and count(*) over the same filter once per data version and day (as the app's
 *     cachedFigure);
 *   - rows mapped to the same JSON (camelCase, dates YYYY-MM-DD, bigints as numbers, updatedAt ISO), 200 JSON.
 *
 * What it does NOT do (that is the app's overhead being measured): tRPC/trpc-to-openapi routing, zod input and output
 * parsing, Request/Headers objects, request ids, access logs.
 *
 * Organizations with an active mission take the app's match-ranked path, and an organization with an applicant type
 * has each grant's eligibility worked out in SQL; this baseline implements neither and answers 501 for them (the
 * benchmark organization has no missions and no applicant type, so each grant's eligibility is the constant
 * "unknown", explained by the app's own grantEligibility).
 *
 * Env: PORT (required), HOSTNAME (default 127.0.0.1), DATABASE_URL (required), BARE_POOL (default 10, the app's pool).
 * Experiment (not used by `npm run bench`): BARE_PREPARE=false (unnamed statements, planned on every request).
 */
import http from 'node:http';
import postgres from 'postgres';
import { parseApiKey, sha256Hex } from '~/server/auth/credential-format';
import { HOT_PAGE_SIZES } from '~/server/built-statements';
import { applicantTypeLabel, grantEligibility, type EligibilityStatus } from '~/server/grants/eligibility';

const PORT = Number(process.env.PORT);
const HOSTNAME = process.env.HOSTNAME || '127.0.0.1';
const DATABASE_URL = process.env.DATABASE_URL;
const POOL = Number(process.env.BARE_POOL ?? 10);
const PREPARE = process.env.BARE_PREPARE !== 'false';
if (!Number.isInteger(PORT) || !DATABASE_URL) {
  process.stderr.write('bare-server: PORT and DATABASE_URL are required\n');
  process.exit(1);
}

/** Same as server/auth/api-keys.ts. */
const CACHE_TTL_MS = 10_000;
const LAST_USED_WRITE_INTERVAL_MS = 60_000;
const BARE_KEY_CACHE = `${CACHE_TTL_MS / 1000} s in-process cache (same as the app)`;

const sql = postgres(DATABASE_URL, {
  max: POOL,
  onnotice: () => {},
  connect_timeout: 5,
  prepare: PREPARE,
  // `date` stays the 'YYYY-MM-DD' text PostgreSQL sends (drizzle's mode: 'string' does the same).
  types: { dateText: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x } },
});

const KEY_SQL = `select "api_keys"."id", "api_keys"."organization_id", "api_keys"."permissions", "api_keys"."allowed_ips",
  "api_keys"."expires_at", "api_keys"."last_used_at", "organizations"."livemode"
  from "api_keys" inner join "organizations" on "organizations"."id" = "api_keys"."organization_id"
  where ("api_keys"."key_hash" = $1 and "api_keys"."revoked_at" is null) limit $2`;

const TOUCH_SQL = `update "api_keys" set "last_used_at" = now() where ("api_keys"."id" = $1 and
  ("api_keys"."last_used_at" is null or "api_keys"."last_used_at" < now() - interval '1 minute'))`;

// server/grants/queries.ts listContext: the active-mission check, the data version (server/data-versions.ts) and the
// organization's applicant type (server/grants/eligibility.ts applicantTypeSql).
const CONTEXT_SQL = `select exists (select 1 from "missions" where ("missions"."organization_id" = $1 and "missions"."active" = $2)),
  (select d.version::text || '.' || coalesce((select o.version from data_versions o where o.scope = $3), 0)::text
    from data_versions d where d.scope = '*'),
  (select "organization_profiles"."applicant_type" from "organization_profiles" where "organization_profiles"."organization_id" = $4) as applicant_type
  from (values (1)) as one`;

// server/grants/dto.ts grantSummaryColumns, in drizzle's order (the text[] columns read as JSON, as the app does).
const SUMMARY = `"id", "source", "source_id", "opportunity_number", "title", "agency", "agency_code", "is_forecast",
  "posted_date", "close_date", "archive_date", "award_floor", "award_ceiling", "estimated_total_funding",
  "expected_awards", "currency", to_json("categories") as "categories", to_json("funding_instruments") as "funding_instruments",
  to_json("eligible_applicant_types") as "eligible_applicant_types", "assistance_listings", "cost_sharing", "url", "updated_at"`;

// queries.ts rowExtras: the open pursuit of the grant, whether its program has another visible cycle ($1 org), and the
// eligibility status, which is a constant for an organization without an applicant type (eligibilityStatusSql).
const EXTRAS = `(select p.id from "pursuits" p where p.organization_id = $1 and p.grant_id = "grants"."id"
    and p.status in ('active', 'on_hold', 'won') limit 1) as pursuit_id,
  exists (select 1 from "grants" cycle where cycle.program_key = "grants"."program_key" and cycle.id <> "grants"."id"
    and (cycle.owner_organization_id is null or cycle.owner_organization_id = $1)) as recurring,
  'unknown'::text as eligibility`;

// visibleTo(org), grantStatusIn(['posted', 'forecasted'], today), the open-until range and the dismissed grants hidden,
// as queries.ts builds them ($1 org, $2 today).
const WHERE = `(("grants"."owner_organization_id" is null or "grants"."owner_organization_id" = $1) and
  (("grants"."close_date" is null or "grants"."close_date" >= $2::date) and ("grants"."archive_date" is null or "grants"."archive_date" >= $2::date))
  and coalesce("grants"."close_date", 'infinity'::date) >= $2::date
  and not exists (select 1 from "grant_dismissals" where "grant_dismissals"."organization_id" = $1 and "grant_dismissals"."grant_id" = "grants"."id"))`;
const ORDER = `order by coalesce("grants"."close_date", 'infinity'::date) asc, "grants"."id" asc`;
const PAGE_SQL = `select ${SUMMARY}, ${EXTRAS} from "grants" where ${WHERE} ${ORDER} limit $3`;
const PAGE_OFFSET_SQL = `${PAGE_SQL} offset $4`; // drizzle leaves out "offset 0"
const COUNT_SQL = `select count(*) as total from "grants" where ${WHERE}`;
// The app's kept first page (server/built-statements.ts): the day and the page size written into the text, the
// organization still a parameter, for the page sizes the app keeps.
const firstPageSql = (today: string, limit: number) =>
  `select ${SUMMARY}, ${EXTRAS} from "grants" where ${WHERE.replaceAll('$2::date', `'${today}'::date`)} ${ORDER} limit ${limit}`;

/** The exact total once per (organization, data version, day), as the app's cachedFigure keeps it. */
const totals = new Map<string, Promise<number>>();
function totalOnce(org: string, version: string | null, today: string): Promise<number> {
  const count = () => sql.unsafe(COUNT_SQL, [org, today], { prepare: PREPARE }).then(([r]) => Number(r!.total));
  if (version === null) return count();
  const key = `${org}|${version}|${today}`;
  let total = totals.get(key);
  if (!total) {
    if (totals.size >= 10_000) totals.clear();
    totals.set(key, (total = count()));
  }
  return total;
}

interface CachedKey {
  id: string;
  organizationId: string;
  permissions: string[];
  expiresAt: Date | null;
  cachedAt: number;
  lastUsedWrittenAt: number;
}
const cache = new Map<string, CachedKey>();

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');

async function verifyKey(presented: string): Promise<CachedKey> {
  if (!parseApiKey(presented)) throw invalidCredentials();
  const hash = sha256Hex(presented);
  const now = Date.now();
  let entry = cache.get(hash);
  if (!entry || now - entry.cachedAt > CACHE_TTL_MS) {
    const [row] = await sql.unsafe(KEY_SQL, [hash, 1]);
    if (!row) {
      cache.delete(hash);
      throw invalidCredentials();
    }
    entry = {
      id: row.id as string,
      organizationId: row.organization_id as string,
      permissions: row.permissions as string[],
      expiresAt: (row.expires_at as Date | null) ?? null,
      cachedAt: now,
      lastUsedWrittenAt: entry?.lastUsedWrittenAt ?? (row.last_used_at as Date | null)?.getTime() ?? 0,
    };
    cache.set(hash, entry);
  }
  if (entry.expiresAt && entry.expiresAt.getTime() <= now) throw invalidCredentials();
  if (now - entry.lastUsedWrittenAt >= LAST_USED_WRITE_INTERVAL_MS) {
    entry.lastUsedWrittenAt = now;
    sql.unsafe(TOUCH_SQL, [entry.id]).catch(() => {});
  }
  return entry;
}

function intParam(params: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const n = Number(raw); // z.coerce.number()
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new HttpError(400, 'VALIDATION_FAILED', `${name}: must be an integer from ${min} to ${max}`);
  }
  return n;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function status(r: Row, today: string): string {
  const archive = r.archive_date as string | null;
  const close = r.close_date as string | null;
  if (archive && archive < today) return 'archived';
  if (close && close < today) return 'closed';
  return r.is_forecast ? 'forecasted' : 'posted';
}

async function listGrants(params: URLSearchParams, apiKey: string | undefined) {
  const limit = intParam(params, 'limit', 20, 1, 100);
  const offset = intParam(params, 'offset', 0, 0, 100_000);
  if (apiKey === undefined) throw new HttpError(401, 'UNAUTHENTICATED', 'Authentication required');
  const key = await verifyKey(apiKey.trim());
  if (!key.permissions.includes('VIEW_GRANTS'))
    throw new HttpError(403, 'FORBIDDEN', 'API key lacks permission VIEW_GRANTS');
  const org = key.organizationId;
  const today = new Date().toISOString().slice(0, 10);

  const [context] = await sql.unsafe(CONTEXT_SQL, [org, true, org, org], { prepare: PREPARE });
  if (context!.exists)
    throw new HttpError(501, 'NOT_IMPLEMENTED', 'bare server: organizations with missions are not benchmarked');
  const applicant = applicantTypeLabel(context!.applicant_type as string | null);
  if (applicant !== null)
    throw new HttpError(
      501,
      'NOT_IMPLEMENTED',
      'bare server: organizations with an applicant type are not benchmarked',
    );

  // Page and total in parallel, as the app does.
  const [page, total] = await Promise.all([
    offset
      ? sql.unsafe(PAGE_OFFSET_SQL, [org, today, limit, offset], { prepare: PREPARE })
      : HOT_PAGE_SIZES.has(limit)
        ? sql.unsafe(firstPageSql(today, limit), [org], { prepare: PREPARE })
        : sql.unsafe(PAGE_SQL, [org, today, limit], { prepare: PREPARE }),
    totalOnce(org, context!.version as string | null, today),
  ]);

  const data = page.map((r) => ({
    id: r.id,
    source: r.source,
    sourceId: r.source_id,
    opportunityNumber: r.opportunity_number,
    title: r.title,
    agency: r.agency,
    agencyCode: r.agency_code,
    status: status(r, today),
    postedDate: r.posted_date,
    closeDate: r.close_date,
    archiveDate: r.archive_date,
    awardFloor: num(r.award_floor),
    awardCeiling: num(r.award_ceiling),
    estimatedTotalFunding: num(r.estimated_total_funding),
    expectedAwards: r.expected_awards,
    currency: r.currency,
    categories: r.categories,
    fundingInstruments: r.funding_instruments,
    eligibleApplicantTypes: r.eligible_applicant_types,
    assistanceListings: r.assistance_listings,
    costSharing: r.cost_sharing,
    url: r.url,
    updatedAt: (r.updated_at as Date).toISOString(),
    match: null,
    pursuitId: r.pursuit_id ?? null,
    recurring: r.recurring,
    eligibility: grantEligibility(
      r.eligibility as EligibilityStatus,
      applicant,
      r.eligible_applicant_types as string[],
    ),
  }));
  return { data, pagination: { limit, offset, total, hasMore: offset + data.length < total } };
}

function send(res: http.ServerResponse, code: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  let work: Promise<unknown>;
  if (path === '/api/v1/grants' && req.method === 'GET') {
    const header = req.headers['x-api-key'];
    work = listGrants(params, Array.isArray(header) ? header[0] : header);
  } else if (path === '/api/v1/health' && req.method === 'GET') {
    work = sql`select 1`.then(() => ({ status: 'ok', checks: { database: 'ok' } }));
  } else {
    work = Promise.reject(new HttpError(404, 'NOT_FOUND', `No route ${path}`));
  }
  work.then(
    (body) => send(res, 200, body),
    (err: unknown) => {
      if (err instanceof HttpError) return send(res, err.status, { error: { code: err.code, message: err.message } });
      process.stderr.write(`bare-server: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      send(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } });
    },
  );
});
server.keepAliveTimeout = 65_000; // as scripts/serve.ts

server.listen(PORT, HOSTNAME, () => {
  process.stdout.write(
    `bare-server up on http://${HOSTNAME}:${PORT} (pool ${POOL}, key cache: ${BARE_KEY_CACHE}, prepare: ${PREPARE})\n`,
  );
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  void sql.end({ timeout: 2 }).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
