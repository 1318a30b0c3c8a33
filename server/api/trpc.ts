/**
 * tRPC setup, in t3's order:
 * 1. context (built per transport in ./context.ts)  2. initialization (meta, error formatter)  3. procedure ladder:
 *    publicProcedure (a database handle) → authedProcedure (resolved credential + organization) → withPermission(P)
 *    (the same steps and the permission); probeProcedure (health) is the one that runs without a database. Each is
 *    one middleware over the same step functions: withPermission does not extend authedProcedure, so a step belongs
 *    in `authenticated`, never in an `authedProcedure.use(…)` here.
 */
import { initTRPC, TRPCError, type TRPCProcedureType } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Db } from '~/db';
import { runInAuditScope, type AuditActor } from '../audit/scope';
import { authenticate } from '../auth/authenticate';
import type { Permission } from '../auth/permissions';
import { describePrincipal, type Principal } from '../auth/principal';
import { principalForUser } from '../auth/user-principal';
import { AppError, describeIssues, type ErrorIssue } from '../errors';
import { enforcePlanLimit } from '../rate-limit/plan-limit';
import { passwordRefusedBySso } from '../sso/routing';
import type { RequestContext } from './context';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import { runIdempotent, validateIdempotencyKey } from '../http/idempotency';
import { assertSafeText } from './safe-text';
import { trpcKeyForStatus } from './dashboard-guard';
import { synchronousSchemas } from './library-patches/sync-parse';

// 1. CONTEXT: one builder per transport (REST, dashboard, portal) in ./context.ts.
export type { RequestContext } from './context';

// 2. INITIALIZATION
export function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Maps anything a procedure threw to the AppError the client sees. */
export function toAppError(error: unknown): AppError {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) {
    const issues = zodIssues(cause);
    return new AppError('VALIDATION_FAILED', describeIssues(issues), { issues });
  }
  if (error instanceof TRPCError) {
    switch (error.code) {
      case 'NOT_FOUND':
        return new AppError('NOT_FOUND', 'Not found');
      case 'PARSE_ERROR':
      case 'BAD_REQUEST':
        return new AppError('VALIDATION_FAILED', 'Request body is not valid JSON');
      case 'PAYLOAD_TOO_LARGE':
        return new AppError('PAYLOAD_TOO_LARGE', 'Request body exceeds 1 MiB');
      case 'UNSUPPORTED_MEDIA_TYPE':
        return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be application/json');
      case 'METHOD_NOT_SUPPORTED':
        // A GET to a mutation (or a POST to a query): the caller's mistake, never run, never a 500.
        return new AppError('METHOD_NOT_ALLOWED', error.message);
      case 'UNAUTHORIZED':
        return new AppError('UNAUTHENTICATED', 'Authentication required');
      case 'FORBIDDEN':
        return new AppError('FORBIDDEN', error.message);
      default:
        break;
    }
  }
  return new AppError('INTERNAL', 'Internal error');
}

const t = initTRPC
  .context<RequestContext>()
  .meta<OpenApiMeta>()
  .create({
    // The body tells the status the response is sent with (the dashboard route's responseMeta sends app.status):
    // tRPC's own shape would say 500 for every AppError, which is no TRPCError of its.
    errorFormatter({ shape, error }) {
      const app = toAppError(error);
      const key = trpcKeyForStatus(app.status);
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[key],
        message: app.code === 'INTERNAL' ? 'Internal error' : app.message,
        data: {
          ...shape.data,
          code: key,
          httpStatus: app.status,
          stack: undefined,
          appCode: app.code,
          issues: app.extra.issues,
        },
      };
    },
  });

export const createCallerFactory = t.createCallerFactory;

/** Every procedure starts here: its schemas are parsed synchronously (./library-patches/sync-parse.ts). */
const procedure = synchronousSchemas(t.procedure);
export const createTRPCRouter = t.router;

// 3. PROCEDURES
// One middleware per rung, its steps in order as plain functions: tRPC copies a call's options (and merges the
// context) at every middleware layer, and withPermission's five stacked layers cost about 5% of a grants-list
// request's instructions (docs/benchmarks.md, "Run of 2026-11-27 08:11").

/** Every procedure's raw input passes the one text rule (server/api/safe-text.ts) before its own schema. */
async function checkInputText(getRawInput: () => Promise<unknown>): Promise<void> {
  assertSafeText(await getRawInput());
}

/** The database handle from here on; a REST request that could not open the database is a 500 (health excepted). */
function requireDatabase(ctx: RequestContext): Db {
  if (!ctx.db) throw new AppError('INTERNAL', 'Internal error');
  return ctx.db;
}

/**
 * Who is acting and from where, for the audit records the domain functions write (server/audit/scope.ts): the
 * principal once known, else the signed-in user, else nobody yet (a sign-up or password reset names its user itself).
 */
function inAuditScope<T>(ctx: RequestContext, principal: Principal | null, fn: () => T): T {
  const actor: AuditActor = principal
    ? { kind: principal.kind, id: principal.id }
    : { kind: 'user', id: ctx.sessionUserId, ...(ctx.sessionUserId === null && { label: null }) };
  return runInAuditScope(
    { actor, requestId: ctx.requestId, ip: ctx.clientIp, userAgent: ctx.headers.get('user-agent') },
    fn,
  );
}

/** Health only: answers without a database handle, so it can report that the database is unavailable. */
export const probeProcedure = procedure.use(async ({ getRawInput, next }) => {
  await checkInputText(getRawInput);
  return next();
});

export const publicProcedure = procedure.use(async ({ ctx, getRawInput, next }) => {
  const db = requireDatabase(ctx);
  await checkInputText(getRawInput);
  return inAuditScope(ctx, ctx.principal, () => next({ ctx: { db } }));
});

/**
 * A dashboard request's principal for its queries, resolved once: a page's server render runs the layout's and the
 * page's prefetches on one context, and an /api/trpc batch of queries shares one too. Queries change no membership,
 * so the answer holds for the whole request; a mutation resolves its own.
 */
const dashboardQueryPrincipals = new WeakMap<RequestContext, Promise<Principal>>();

async function resolvePrincipal(ctx: RequestContext, db: Db, type: TRPCProcedureType): Promise<Principal> {
  if (ctx.transport !== 'dashboard') {
    const principal = await authenticate(db, ctx);
    // A Firebase ID token is a sign-in like any other: Require SSO refuses it here as on the sign-in page
    // (docs/sso.md#require-sso). Asked once the token proved who is calling.
    if (principal.kind === 'user' && (await passwordRefusedBySso(db, principal.id))) {
      throw new AppError(
        'FORBIDDEN',
        'Your organization requires single sign-on: sign in through its provider, or call with an API key',
      );
    }
    return principal;
  }
  const userId = ctx.sessionUserId;
  if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  const resolve = () => principalForUser(db, userId, ctx.headers.get('x-organization-id'));
  if (type !== 'query') return resolve();
  let principal = dashboardQueryPrincipals.get(ctx);
  if (!principal) dashboardQueryPrincipals.set(ctx, (principal = resolve()));
  return principal;
}

/**
 * Dashboard only: a signed-in user acting as themselves rather than in an organization (an invitee accepting an
 * invitation may belong to none yet). Member and organization work goes through authedProcedure.
 */
export const sessionProcedure = procedure.use(async ({ ctx, getRawInput, next }) => {
  const db = requireDatabase(ctx);
  const sessionUserId = ctx.transport === 'dashboard' ? ctx.sessionUserId : null;
  if (!sessionUserId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  await checkInputText(getRawInput);
  return inAuditScope(ctx, ctx.principal, () => next({ ctx: { db, sessionUserId } }));
});

/** The credential, resolved once per request; portal tokens may only read; REST requests count against the plan. */
async function admit(ctx: RequestContext, db: Db, type: TRPCProcedureType): Promise<Principal> {
  const principal = ctx.principal ?? (await resolvePrincipal(ctx, db, type));
  if (principal.readOnly && type === 'mutation') {
    throw new AppError('READ_ONLY_CREDENTIAL', 'Portal tokens are read-only');
  }
  if (ctx.transport === 'rest') {
    const conditional = (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.headers.has('if-none-match');
    // A conditional GET answered 304 costs nothing (docs/rate-limits.md): the REST adapter counts it once it knows the
    // answer.
    if (conditional)
      ctx.response.countRequest = () =>
        enforcePlanLimit(principal.organizationId, principal.plan, ctx.response.headers);
    await enforcePlanLimit(principal.organizationId, principal.plan, ctx.response.headers, { count: !conditional });
  }
  if (principal.kind === 'portal_token') {
    ctx.response.headers.set('Cache-Control', 'no-store');
    ctx.response.headers.set('Referrer-Policy', 'no-referrer');
  }
  return principal;
}

/**
 * The permission the procedure names; checked inside the audit scope, after the input's text. Exported for a builder
 * that needs a second permission on top of its rung (Settings → Extensions → Webhooks).
 */
export function authorize(principal: Principal, permission: Permission): void {
  if (!principal.permissions.has(permission)) {
    throw new AppError('FORBIDDEN', `${describePrincipal(principal.kind)} lacks permission ${permission}`);
  }
}

/**
 * The authenticated rungs in one middleware: database, credential (and plan limit), the input's text, the audit scope,
 * the permission when one is named; then REST POSTs carrying Idempotency-Key run once per key
 * (docs/api.md#idempotency).
 */
function authenticated(permission?: Permission) {
  return t.middleware(async ({ ctx, type, path, getRawInput, next }) => {
    const db = requireDatabase(ctx);
    const principal = await admit(ctx, db, type);
    await checkInputText(getRawInput);
    return inAuditScope(ctx, principal, async () => {
      if (permission) authorize(principal, permission);
      const key =
        permission && ctx.transport === 'rest' && ctx.method === 'POST' ? ctx.headers.get('idempotency-key') : null;
      if (key === null) return next({ ctx: { db, principal } });
      const upload = ctx.receiveUpload ? await readUploadOnce(ctx) : null;
      const text = ctx.receiveText ? await readTextOnce(ctx) : null;
      try {
        const outcome = await runIdempotent(
          db,
          {
            organizationId: principal.organizationId,
            key: validateIdempotencyKey(key),
            operation: path,
            // An upload is named by its URL's input (the document of a new version) and its form.
            // A text body (a CSV import) by its size and hash, with the URL's input and query.
            input: upload
              ? { ...upload.identity, input: await getRawInput() }
              : text
                ? { ...text, input: await getRawInput(), query: ctx.query.toString() }
                : await getRawInput(),
            caller: principal.actor,
          },
          async () => {
            const result = await next({ ctx: { db, principal } });
            if (!result.ok) throw result.error;
            return { status: ctx.response.status ?? 200, body: result.data, sealed: ctx.response.sealReplay };
          },
          undefined,
          { seal: (text) => encryptSecret(text), open: (sealed) => decryptSecret(sealed) },
        );
        ctx.response.status = outcome.status;
        if (outcome.replayed) {
          ctx.response.headers.set('Idempotent-Replayed', 'true');
          ctx.response.replayBody = outcome.text;
        }
        // The stored body is already in its output shape: hand it back without running the procedure again.
        return { ok: true as const, data: outcome.body, marker: undefined as never };
      } finally {
        // A replay never reaches the procedure, which would have removed the spooled file.
        await upload?.dispose();
      }
    });
  });
}

/**
 * An upload's identity for its Idempotency-Key: the form's fields and the file's name, size and hash, so the same key
 * with another file is a conflict (docs/documents.md#uploads). The body is read here, once; the procedure is handed
 * what was read.
 */
async function readUploadOnce(ctx: RequestContext) {
  const received = await ctx.receiveUpload!();
  ctx.receiveUpload = () => Promise.resolve(received);
  if (!received.ok) throw new AppError(received.code, received.message);
  const { fileName, size, sha256 } = received.file;
  return { identity: { fields: received.fields, file: { fileName, size, sha256 } }, dispose: received.file.dispose };
}

/** A text body's identity for its Idempotency-Key: its size and hash. Read here, once; the procedure gets the bytes. */
async function readTextOnce(ctx: RequestContext) {
  const received = await ctx.receiveText!();
  ctx.receiveText = () => Promise.resolve(received);
  if (!received.ok) throw new AppError(received.code, received.message);
  return { text: { size: received.size, sha256: received.sha256 } };
}

export const authedProcedure = procedure.use(authenticated());

/** Checks the permission; REST POSTs carrying Idempotency-Key run once per key (docs/api.md#idempotency). */
export const withPermission = (permission: Permission) => procedure.use(authenticated(permission));
