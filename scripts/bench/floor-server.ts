/**
 * The REST benchmark's floor: `GET /api/v1/grants` through the fixed stack and nothing of the product's own layers,
 * to tell how much of the app/bare gap the stack itself sets (docs/benchmarks.md#rest):
 *
 *   node:http → trpc-to-openapi's node handler (its documented use: the IncomingMessage and ServerResponse) → one
 *   tRPC procedure with no middleware → the app's ZListGrantsRequest / ZListGrantsResponse, parsed synchronously as
 *   the app parses them (server/api/library-patches/sync-parse.ts) → the app's listGrants (drizzle, its built-once
 *   statements and its cached total) → JSON.
 *
 * What it does NOT do, which the app does: the credential's permissions and expiry, the plan limit and its headers,
 * the request id, the security and cache headers, the ETag, the audit scope, the adapter's steps, the access log,
 * Next.js in the process. Like the bare server, it looks the API key up once (sha256 of it per request, then a map).
 *
 * Env: PORT (required), HOSTNAME (default 127.0.0.1), DATABASE_URL (required).
 */
import http from 'node:http';
import { initTRPC, TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { createOpenApiNodeHttpHandler, type OpenApiMeta } from 'trpc-to-openapi';
import { openDatabase } from '~/db';
import { apiKeys } from '~/db/schema';
import { paginate } from '~/server/api/pagination';
import { ZListGrantsRequest, ZListGrantsResponse } from '~/server/api/routers/grants/list-grants.schema';
import { parseSynchronously } from '~/server/api/library-patches/sync-parse';
import { sha256Hex } from '~/server/auth/credential-format';
import { listGrants } from '~/server/grants/queries';

const PORT = Number(process.env.PORT);
const HOSTNAME = process.env.HOSTNAME || '127.0.0.1';
const DATABASE_URL = process.env.DATABASE_URL;
if (!Number.isInteger(PORT) || !DATABASE_URL) {
  process.stderr.write('floor-server: PORT and DATABASE_URL are required\n');
  process.exit(1);
}

const { db } = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: '', holder: 'server' });

/** The organization of each key hash seen, looked up once. */
const organizations = new Map<string, Promise<string | undefined>>();
async function organizationOf(apiKey: string | undefined): Promise<string> {
  if (!apiKey) throw new TRPCError({ code: 'UNAUTHORIZED' });
  const hash = sha256Hex(apiKey.trim());
  let found = organizations.get(hash);
  if (!found) {
    found = db
      .select({ organizationId: apiKeys.organizationId })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
      .then((rows) => rows[0]?.organizationId);
    organizations.set(hash, found);
  }
  const organizationId = await found;
  if (!organizationId) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return organizationId;
}

const t = initTRPC.context<{ apiKey: string | undefined }>().meta<OpenApiMeta>().create();
const router = t.router({
  list: t.procedure
    .meta({ openapi: { method: 'GET', path: '/grants' } })
    .input(parseSynchronously(ZListGrantsRequest))
    .output(parseSynchronously(ZListGrantsResponse))
    .query(async ({ ctx, input }) => {
      const { facets: _facets, ...query } = input;
      const { data, total } = await listGrants(db, { ...query, organizationId: await organizationOf(ctx.apiKey) });
      return paginate(data, total, input);
    }),
});

const handle = createOpenApiNodeHttpHandler({
  router,
  createContext: ({ req }) => ({ apiKey: req.headers['x-api-key'] as string | undefined }),
});

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith('/api/v1/health')) {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (!url.startsWith('/api/v1/')) {
    res.writeHead(404).end();
    return;
  }
  req.url = url.slice('/api/v1'.length);
  void handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(PORT, HOSTNAME);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
