// What trpc-to-openapi cannot know about /api/v1, added to the document it generates: the SPEC §3 error body for
// every error status an operation can answer (with the codes it can carry), the 201s, 304s and 429s, the response
// and request headers, the three security schemes per operation, descriptions, examples and declared tags.
// The integration suite validates every response it receives against the result, so this file is held to what
// the API really does.
import { ERROR_STATUS, type ErrorCode } from '~/server/errors';
import { OPERATION_EXAMPLES } from './examples';

type Json = Record<string, unknown>;
type Method = 'get' | 'post' | 'patch' | 'delete';

interface OperationContract {
  description: string;
  /** The success status, when not 200. */
  status?: 201;
  /** Codes this operation answers beyond those every authenticated operation can (see `errorCodes`). */
  errors: ErrorCode[];
  /** A read-only portal token may call it (it holds VIEW_PROJECTS and VIEW_REPORTS at most). */
  portal?: true;
  /** A JSON-schema fragment merged into the request body's schema: rules zod expresses as refinements. */
  bodyRule?: Json;
}

/** Every REST operation, by operationId. A procedure added without an entry here fails the document's unit test. */
export const OPERATIONS: Record<string, OperationContract> = {
  'system-health': {
    description:
      'Liveness and readiness of this instance. `?probe=live` answers without touching the database or the ' +
      'rate limiter (for a liveness probe); without it, the checks run and an unreachable database is a `503` ' +
      'with `status: "unavailable"` in the same shape. Needs no credential and is not rate limited.',
    errors: [],
  },
  'grants-list': {
    description:
      "Grants matching the organization's active missions, best match first; an organization without an active " +
      'mission sees the whole catalog with `match: null`, soonest close date first. Each item carries its best ' +
      '`match` and the `pursuitId` when the organization already tracks it.',
    errors: [],
  },
  'grants-get': {
    description:
      'One catalog grant (or a private grant of the organization) in full, with its score and reasons for each ' +
      "of the organization's missions, and the `pursuitId` when it is tracked. Any catalog grant is readable.",
    errors: ['NOT_FOUND'],
  },
  'missions-list': { description: "The organization's missions, oldest first.", errors: [] },
  'missions-create': {
    description:
      'Creates a mission. Its matches against the whole catalog are computed before the answer, so a `GET ' +
      '/grants` right after it already ranks by it. Accepts `Idempotency-Key`.',
    status: 201,
    errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  },
  'missions-update': {
    description: "Changes some of a mission's fields (at least one); its matches are recomputed before the answer.",
    errors: ['NOT_FOUND'],
    bodyRule: { minProperties: 1 },
  },
  'missions-delete': {
    description: 'Deletes a mission and its matches. Pursuits it led to are kept.',
    errors: ['NOT_FOUND'],
  },
  'pursuits-list': {
    description:
      'The pipeline: open pursuits (`status=active,on_hold`) by default, most recently updated first; filter by ' +
      'stage, status or grant, or sort by deadline.',
    errors: [],
  },
  'pursuits-create': {
    description:
      "Starts a pursuit, of a catalog grant (`grantId`; the title defaults to the grant's) or of an opportunity " +
      'outside the catalog (`title`). One open pursuit per grant: a second is `409 CONFLICT` naming the ' +
      'existing one. Accepts `Idempotency-Key`.',
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
    bodyRule: { anyOf: [{ required: ['grantId'] }, { required: ['title'] }] },
  },
  'pursuits-get': {
    description: 'One pursuit with the history of its changes (who, when, from, to).',
    errors: ['NOT_FOUND'],
  },
  'pursuits-update': {
    description:
      'Moves a pursuit through its stages and statuses (SPEC §7): `won` and `lost` only from `submitted`, ' +
      'otherwise `409 INVALID_TRANSITION` naming the allowed moves. Marking it `won` creates the funded project ' +
      'with its default deliverables in the same transaction and returns it as `project`; repeating `won` is a ' +
      'no-op.',
    errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'CONFLICT'],
    bodyRule: { minProperties: 1 },
  },
  'projects-list': {
    description: 'Funded projects, newest first, with their deliverable counts; filter by status.',
    errors: [],
    portal: true,
  },
  'projects-get': {
    description: 'One funded project with its deliverable counts.',
    errors: ['NOT_FOUND'],
    portal: true,
  },
  'tasks-list': {
    description: "A project's deliverables, soonest due first (then by id); filter by status or due date.",
    errors: ['NOT_FOUND'],
    portal: true,
  },
  'tasks-create': {
    description:
      'Adds a deliverable to an active project (a closed project takes none until reopened). Accepts `Idempotency-Key`.',
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  },
  'tasks-update': {
    description:
      'Changes a deliverable; `status: "completed"` completes it (recording who and when, and the ' +
      '`task.completed` event once), `todo` reopens it.',
    errors: ['NOT_FOUND'],
    bodyRule: { minProperties: 1 },
  },
  'reports-summary': {
    description:
      'The pipeline, outcomes, projects, deliverables and upcoming deadlines in figures (SPEC §10). `from`/`to` ' +
      'select when outcomes happened; the rest is a snapshot as of now.',
    errors: [],
    portal: true,
  },
  'savedSearches-list': {
    description:
      "The saved searches the caller can reopen, oldest first: a person's own and the organization's shared ones " +
      '(`shared: true`, saved with an API key); an API key sees the shared ones. Each carries its `grantsQuery`: ' +
      '`GET /grants?{grantsQuery}` runs it.',
    errors: [],
  },
  'savedSearches-create': {
    description:
      "Saves a named set of `/grants` filters. A person's search is theirs alone; one saved with an API key belongs " +
      'to the organization, shared. At most 100 each (`409 CONFLICT` past that). Accepts `Idempotency-Key`.',
    status: 201,
    errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  },
  'savedSearches-update': {
    description:
      'Renames a saved search or replaces its filters (at least one). A person changes their own; a shared search is ' +
      'changed with an API key only (`403` to a person, who can see it).',
    errors: ['NOT_FOUND'],
    bodyRule: { minProperties: 1 },
  },
  'savedSearches-delete': {
    description: 'Deletes a saved search, on the same terms as changing it.',
    errors: ['NOT_FOUND'],
  },
  'events-list': {
    description:
      "The organization's events, newest first, in the envelope webhooks deliver: reconcile what a webhook " +
      'endpoint missed. Filter by type.',
    errors: [],
  },
  'auditLog-list': {
    description:
      "The organization's audit trail, newest first: one record per change and per credential event, with who " +
      '(`actor`), from where (`ip`, `userAgent`, `requestId`), what (`action`, `target`) and the fields it changed ' +
      '(`changes`, never a secret). Filter by actor, action, target and time; `targetType` + `targetId` give one ' +
      "pursuit's or project's own trail. Each record carries its hash and its predecessor's: the chain an " +
      'operator verifies with `cli audit verify`. Needs `VIEW_AUDIT_LOG` (owner, admin, auditor).',
    errors: [],
  },
};

/** What every authenticated operation can answer, whatever it does. */
const AUTHENTICATED: ErrorCode[] = [
  'VALIDATION_FAILED',
  'AMBIGUOUS_CREDENTIALS',
  'ORGANIZATION_REQUIRED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'IP_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL',
];

/** The codes an operation can answer. */
export function errorCodes(method: Method, operation: OperationContract, isProtected: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>(isProtected ? AUTHENTICATED : ['VALIDATION_FAILED', 'INTERNAL']);
  if (isProtected && method !== 'get') codes.add('READ_ONLY_CREDENTIAL');
  if (method === 'post' || method === 'patch') {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  for (const code of operation.errors) codes.add(code);
  return [...codes];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization',
  401: 'No credential, or one that is unknown, malformed, revoked or expired',
  403: "The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list",
  404: 'Not found: unknown, or belonging to another organization (never a hint which)',
  409: 'Conflicts with the current state',
  413: 'The body is over 1 MiB',
  415: 'The body is not JSON',
  429: "Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds",
  500: 'Internal error (the body says nothing more; the request id finds it in the logs)',
};

const CODE_TEXT: Partial<Record<ErrorCode, string>> = {
  CONFLICT:
    '`CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running',
  IDEMPOTENCY_CONFLICT: '`IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body',
  INVALID_TRANSITION:
    '`INVALID_TRANSITION`: the move is not allowed from the current state (the message names the allowed moves)',
};

const ref = (kind: 'schemas' | 'headers' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Headers every answer carries. */
const COMMON_HEADERS = {
  'X-Request-Id': ref('headers', 'XRequestId'),
  'Cache-Control': ref('headers', 'CacheControl'),
  'X-Content-Type-Options': ref('headers', 'XContentTypeOptions'),
  'Content-Security-Policy': ref('headers', 'ContentSecurityPolicy'),
  'Strict-Transport-Security': ref('headers', 'StrictTransportSecurity'),
  'Referrer-Policy': ref('headers', 'ReferrerPolicy'),
};
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': ref('headers', 'XRateLimitLimit'),
  'X-RateLimit-Remaining': ref('headers', 'XRateLimitRemaining'),
  'X-RateLimit-Reset': ref('headers', 'XRateLimitReset'),
  RateLimit: ref('headers', 'RateLimit'),
  'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
};

function errorResponse(status: number, codes: ErrorCode[], requestId: string, isProtected: boolean): Json {
  const codeNotes = codes.map((c) => CODE_TEXT[c]).filter(Boolean);
  // A refusal after the request was counted carries the rate-limit headers too (none before authentication).
  const headers: Json = { ...COMMON_HEADERS, ...(isProtected ? RATE_LIMIT_HEADERS : {}) };
  if (status === 429) headers['Retry-After'] = ref('headers', 'RetryAfter');
  const example: Json = { error: EXAMPLE_MESSAGES[codes[0]!] ?? 'Internal error', code: codes[0], requestId };
  if (codes[0] === 'VALIDATION_FAILED')
    example.issues = [{ path: 'limit', message: 'Too big: expected number to be <=100' }];
  return {
    description: [STATUS_TEXT[status] ?? 'Error', ...codeNotes].join('. ') + '.',
    headers,
    content: {
      'application/json': {
        // The shared body, its code narrowed to what this status of this operation can carry.
        schema: {
          allOf: [ref('schemas', 'Error'), { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
        },
        example,
      },
    },
  };
}

const EXAMPLE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Validation failed: limit: Too big: expected number to be <=100',
  UNAUTHENTICATED: 'Authentication required: send an API key in X-API-Key or a Bearer token',
  FORBIDDEN: 'API key lacks permission VIEW_REPORTS',
  NOT_FOUND: 'Pursuit not found',
  CONFLICT: 'An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14',
  PAYLOAD_TOO_LARGE: 'Request body exceeds 1 MiB',
  UNSUPPORTED_MEDIA_TYPE: 'Request body must be JSON (Content-Type: application/json)',
  RATE_LIMITED: 'Rate limit exceeded: 100 requests per minute on the basic plan',
  INVALID_TRANSITION: 'Cannot move from prospect to won: allowed statuses are active, on_hold, withdrawn',
};

/** The shared parts: the Error schema, headers, parameters and security schemes. */
function components(): Json {
  const header = (description: string, schema: Json, extra: Json = {}) => ({ description, schema, ...extra });
  return {
    schemas: {
      Error: {
        type: 'object',
        description: 'Every non-2xx answer (SPEC §3).',
        properties: {
          error: { type: 'string', description: 'What went wrong, for a person to read.' },
          code: {
            type: 'string',
            enum: Object.keys(ERROR_STATUS),
            description: 'What went wrong, for a program to branch on.',
          },
          requestId: {
            type: 'string',
            pattern: '^[A-Za-z0-9._:-]{1,64}$',
            description: "The `X-Request-Id` of this answer (`req_…`, or the caller's own id echoed).",
          },
          issues: {
            type: 'array',
            description: 'Validation failures only: one per parameter or field.',
            items: {
              type: 'object',
              properties: {
                path: { type: 'string', description: 'The parameter or field, dotted.' },
                message: { type: 'string' },
              },
              required: ['path', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['error', 'code', 'requestId'],
        additionalProperties: false,
      },
    },
    headers: {
      XRequestId: header(
        "This request's id (`req_…`), or the caller's own `X-Request-Id` echoed.",
        { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,64}$' },
        { required: true },
      ),
      CacheControl: header(
        "`private, no-cache` for a credential's answers (revalidate with `If-None-Match`), `no-store` for a portal token's, `public, max-age=300` for this document.",
        { type: 'string' },
        { required: true },
      ),
      XContentTypeOptions: header('Always `nosniff`.', { type: 'string', enum: ['nosniff'] }),
      ContentSecurityPolicy: header('Nothing in an answer may run or be framed.', { type: 'string' }),
      ReferrerPolicy: header("`no-referrer` on a portal token's answers.", { type: 'string' }),
      StrictTransportSecurity: header('When the server is configured with an `https://` address.', { type: 'string' }),
      ETag: header(
        'A strong tag of the body: send it back in `If-None-Match`.',
        { type: 'string', pattern: '^"[^"]*"$' },
        { required: true },
      ),
      IdempotentReplayed: header(
        '`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`.',
        { type: 'string', enum: ['true'] },
      ),
      XRateLimitLimit: header("Requests allowed per minute on the organization's plan.", {
        type: 'integer',
        minimum: 0,
      }),
      XRateLimitRemaining: header('Requests left in the current window.', { type: 'integer', minimum: 0 }),
      XRateLimitReset: header('When the window resets, in unix seconds.', { type: 'integer', minimum: 0 }),
      RateLimit: header('IETF draft form: `"basic";r=42;t=17` (remaining, seconds to reset).', { type: 'string' }),
      RateLimitPolicy: header('IETF draft form: `"basic";q=100;w=60` (quota, window seconds).', { type: 'string' }),
      RetryAfter: header(
        'Seconds to wait before retrying (at least 1).',
        { type: 'integer', minimum: 1 },
        { required: true },
      ),
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.',
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        example: '6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44',
      },
      IfNoneMatch: {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description:
          'An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.',
        schema: { type: 'string' },
        example: '"1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"',
      },
      OrganizationId: {
        name: 'X-Organization-Id',
        in: 'header',
        required: false,
        description:
          "With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs.",
        schema: { type: 'string', format: 'uuid' },
      },
      RequestId: {
        name: 'X-Request-Id',
        in: 'header',
        required: false,
        description: 'Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs.',
        schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,64}$' },
      },
    },
    securitySchemes: {
      apiKey: {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
        description: 'An API key (`gms_live_…` or `gms_test_…` for the sandbox).',
      },
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A Firebase ID token of a member (with `X-Organization-Id` to choose among several organizations), or a portal token (`portal_…`, read-only).',
      },
      portalToken: {
        type: 'apiKey',
        in: 'query',
        name: 'token',
        description:
          'A read-only portal token (`portal_…`) in the query, for `<iframe src>` embeds: `GET` only, and only while the server allows it (`PORTAL_TOKEN_QUERY`).',
      },
    },
  };
}

function notModified(isProtected: boolean): Json {
  return {
    description: 'Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent.',
    headers: { ...COMMON_HEADERS, ...(isProtected ? RATE_LIMIT_HEADERS : {}), ETag: ref('headers', 'ETag') },
  };
}

const TAGS = [
  { name: 'System', description: 'Health and this document; no credential needed.' },
  { name: 'Grants', description: "The catalog, ranked by how well each grant matches the organization's missions." },
  { name: 'Missions', description: 'What the organization seeks funding for; missions drive matching.' },
  { name: 'Pursuits', description: 'The pipeline: applications from prospect to won, lost or withdrawn.' },
  { name: 'Projects', description: 'Funded projects and their deliverables.' },
  { name: 'Reports', description: 'The figures behind the dashboard and the embeddable portal.' },
  {
    name: 'Saved searches',
    description: "Named sets of `/grants` filters, a person's own or the organization's shared.",
  },
  {
    name: 'Audit log',
    description: 'Every change and credential event, hash-chained per organization (docs/audit.md).',
  },
  { name: 'Events', description: 'What happened, in the envelope webhooks deliver.' },
];

/** Rewrites the generated document in place into the contract of what the API answers. */
export function applyContract(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  let requestIdExample = 0;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations) as [Method, Json][]) {
      const id = operation.operationId as string;
      const contract = OPERATIONS[id];
      if (!contract)
        throw new Error(`OpenAPI contract: no entry for operation ${id} (${method.toUpperCase()} ${path})`);
      const example = OPERATION_EXAMPLES[id];
      if (!example) throw new Error(`OpenAPI contract: no example for operation ${id}`);
      const isProtected = Array.isArray(operation.security) && operation.security.length > 0;
      // The server's own form (server/api/rest/request-id.ts): req_ and a random UUID.
      const requestId = `req_7c1e4b2a-9d3f-4a6e-8b5c-${String(++requestIdExample).padStart(12, '0')}`;

      operation.description = contract.description;
      operation.security = isProtected
        ? [{ apiKey: [] }, { bearer: [] }, ...(contract.portal ? [{ portalToken: [] }] : [])]
        : [];
      operation.parameters = [
        ...((operation.parameters as Json[] | undefined) ?? []),
        ...(method === 'get' ? [ref('parameters', 'IfNoneMatch')] : []),
        ...(method === 'post' ? [ref('parameters', 'IdempotencyKey')] : []),
        ...(isProtected ? [ref('parameters', 'OrganizationId')] : []),
        ref('parameters', 'RequestId'),
      ];

      const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      if (body?.['application/json']) {
        const media = body['application/json'];
        if (contract.bodyRule) media.schema = { ...(media.schema as Json), ...contract.bodyRule };
        if (example.request !== undefined) media.example = example.request;
      }

      const generated = operation.responses as Record<string, Json>;
      const success = generated['200']!;
      const successHeaders: Json = { ...COMMON_HEADERS, ...(isProtected ? RATE_LIMIT_HEADERS : {}) };
      if (method === 'get') successHeaders.ETag = ref('headers', 'ETag');
      if (method === 'post') successHeaders['Idempotent-Replayed'] = ref('headers', 'IdempotentReplayed');
      const successContent = success.content as Record<string, Json>;
      successContent['application/json']!.example = example.response;
      const responses: Record<string, Json> = {
        [contract.status ?? 200]: {
          description:
            contract.status === 201
              ? 'Created'
              : success.description === 'Successful response'
                ? 'OK'
                : success.description,
          headers: successHeaders,
          content: successContent,
        },
      };
      if (method === 'get') responses['304'] = notModified(isProtected);

      const codes = errorCodes(method, contract, isProtected);
      const byStatus = new Map<number, ErrorCode[]>();
      for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
      for (const status of [...byStatus.keys()].sort())
        responses[status] = errorResponse(status, byStatus.get(status)!, requestId, isProtected);
      if (id === 'system-health') {
        // Readiness failing is the health body itself, not an error body.
        responses['503'] = {
          description: 'The database cannot be reached: `status` is `unavailable`.',
          headers: { ...COMMON_HEADERS },
          content: {
            'application/json': { schema: successContent['application/json']!.schema, example: HEALTH_UNAVAILABLE },
          },
        };
      }
      operation.responses = responses;
    }
  }

  const generatedComponents = (document.components ?? {}) as Json;
  const contractComponents = components();
  document.components = {
    ...generatedComponents,
    ...contractComponents,
    // trpc-to-openapi's own error schemas describe a body this API never sends.
    schemas: Object.fromEntries(
      Object.entries({ ...(generatedComponents.schemas as Json), ...(contractComponents.schemas as Json) }).filter(
        ([name]) => !name.startsWith('error.'),
      ),
    ),
  };
  document.tags = TAGS;
  return document;
}

const HEALTH_UNAVAILABLE = {
  status: 'unavailable',
  version: '0.1.0',
  uptimeSeconds: 3600,
  checks: { database: 'unavailable', rateLimiter: 'memory' },
};
