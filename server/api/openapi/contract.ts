// What every operation of /api/v1 shares, added to the document trpc-to-openapi generates: the error body
// (docs/api.md#errors) for every error status an operation can answer, with the codes it can carry; the 304s and
// 429s; the response and request headers; the three security schemes; the declared tags. What belongs to one
// operation (its description, success status, extra error codes, portal access, body rules and example) is declared
// beside its procedure with `restOperation` (./operation.ts) and read from there: nothing here overwrites it.
// The integration suite validates every response it receives against the result, so this file is held to what
// the API really does.
import { ERROR_STATUS, type ErrorCode } from '~/server/errors';
import type { RestContract } from './operation';

type Json = Record<string, unknown>;
type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

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
export function errorCodes(method: Method, operation: RestContract, isProtected: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>(isProtected ? AUTHENTICATED : ['VALIDATION_FAILED', 'INTERNAL']);
  if (isProtected && method !== 'get') codes.add('READ_ONLY_CREDENTIAL');
  if (method === 'post' || method === 'patch' || method === 'put') {
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
  413: 'The body is over its limit: 1 MiB for JSON, the limit the operation states for a file',
  415: 'The body is not of a type the operation takes (JSON, unless it states another)',
  422: 'The request is well formed but breaks a rule of the data it would change',
  429: "Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds",
  500: 'Internal error (the body says nothing more; the request id finds it in the logs)',
};

const CODE_TEXT: Partial<Record<ErrorCode, string>> = {
  CONFLICT:
    '`CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running',
  IDEMPOTENCY_CONFLICT: '`IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body',
  INVALID_TRANSITION:
    '`INVALID_TRANSITION`: the move is not allowed from the current state (the message names the allowed moves)',
  BUDGET_EXCEEDS_AWARD:
    "`BUDGET_EXCEEDS_AWARD`: the budget's lines add up to more than the project's award (the message gives both, in cents)",
  EXPENSE_OUTSIDE_PERIOD:
    "`EXPENSE_OUTSIDE_PERIOD`: the expense's date is before the project's start date or after its end date",
  EXPENSE_IMPORT_INVALID:
    '`EXPENSE_IMPORT_INVALID`: rows of the imported file break the rules of an expense; `errors` lists each bad row (`row` as a spreadsheet numbers it, the header being 1; `column`; `message`), at most 1,000 of them, `errorsOmitted` counting the rest. Nothing was imported',
  REQUIREMENTS_INCOMPLETE:
    '`REQUIREMENTS_INCOMPLETE`: a move to `submitted` while required checklist items are open; `issues` names each (`requirements.<id>` and its title); send `acknowledgeIncomplete: true` to submit anyway',
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
  if (codes[0] === 'EXPENSE_IMPORT_INVALID') {
    example.errors = [
      { row: 3, column: 'Amount', message: '"12,50" is not an amount (e.g. 1234.56, $1,234.56, -12.00 or (1,234.56))' },
      { row: 7, column: 'Date', message: '2026-06-30 is outside the project period 2026-07-01 to 2027-06-30' },
    ];
    example.errorsOmitted = 0;
  }
  if (codes[0] === 'REQUIREMENTS_INCOMPLETE')
    example.issues = [{ path: 'requirements.0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37', message: 'SF-424' }];
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
  BUDGET_EXCEEDS_AWARD: 'The budget totals 15000000 cents, more than the award of 12000000 cents',
  EXPENSE_OUTSIDE_PERIOD: 'The expense is dated 2026-06-30, outside the project period 2026-07-01 to 2027-06-30',
  EXPENSE_IMPORT_INVALID: 'Nothing was imported: 2 rows have errors (2 in all)',
  RATE_LIMITED: 'Rate limit exceeded: 100 requests per minute on the basic plan',
  INVALID_TRANSITION: 'Cannot move from prospect to won: allowed statuses are active, on_hold, withdrawn',
  REQUIREMENTS_INCOMPLETE:
    '1 required item is still open: "SF-424". Finish or waive them, or send acknowledgeIncomplete: true to submit anyway.',
};

/** The shared parts: the Error schema, headers, parameters and security schemes. */
function components(): Json {
  const header = (description: string, schema: Json, extra: Json = {}) => ({ description, schema, ...extra });
  return {
    schemas: {
      Error: {
        type: 'object',
        description: 'Every non-2xx answer.',
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
            description:
              'Validation failures: one per parameter or field. `REQUIREMENTS_INCOMPLETE`: one per open required checklist item (`requirements.<id>`, its title).',
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
          errors: {
            type: 'array',
            description:
              '`EXPENSE_IMPORT_INVALID` only: each bad row of the imported file, in file order, at most 1,000 of them.',
            items: {
              type: 'object',
              properties: {
                row: {
                  type: 'integer',
                  minimum: 1,
                  description: 'The row as a spreadsheet numbers it: the header is row 1.',
                },
                column: {
                  type: 'string',
                  description: "The column as the file's header spells it; empty for the whole row.",
                },
                message: { type: 'string' },
              },
              required: ['row', 'column', 'message'],
              additionalProperties: false,
            },
          },
          errorsOmitted: {
            type: 'integer',
            minimum: 0,
            description: '`EXPENSE_IMPORT_INVALID` only: how many more errors there were beyond those listed.',
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
      ContentDisposition: header(
        'Always `attachment`, with the file name (RFC 6266: `filename` in ASCII, `filename*` in UTF-8).',
        { type: 'string', pattern: '^attachment' },
        { required: true },
      ),
      ContentLength: header('The size of the file in bytes.', { type: 'integer', minimum: 0 }),
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
  {
    name: 'Organization',
    description: 'The applicant profile every application asks for, and whether the organization is ready to apply.',
  },
  { name: 'Missions', description: 'What the organization seeks funding for; missions drive matching.' },
  { name: 'Pursuits', description: 'The pipeline: applications from prospect to won, lost or withdrawn.' },
  {
    name: 'Requirements',
    description: "A pursuit's checklist of what the application needs, and the organization's templates of them.",
  },
  { name: 'Projects', description: 'Funded projects and their deliverables.' },
  {
    name: 'Budgets',
    description: "A funded project's budget, its revisions and its expenses, in integer cents.",
  },
  {
    name: 'Funder reports',
    description: 'The reports a funder expects of a project, their dated instances and their submission.',
  },
  {
    name: 'Documents',
    description: 'Versioned files on pursuits, checklist items and projects: narratives, budgets, letters, reports.',
  },
  { name: 'Reports', description: 'The figures behind the dashboard and the embeddable portal.' },
  {
    name: 'Saved searches',
    description: "Named sets of `/grants` filters, a person's own or the organization's shared.",
  },
  {
    name: 'Boilerplate',
    description: 'Reusable answers for applications: searchable, tagged, versioned, with a review date.',
  },
  {
    name: 'Audit log',
    description: 'Every change and credential event, hash-chained per organization.',
  },
  { name: 'Events', description: 'What happened, in the envelope webhooks deliver.' },
  { name: 'Webhooks', description: 'Endpoints that receive the events, signed: register, change, remove.' },
];

/** An upload's request body (docs/documents.md#uploads): the `file` part and the operation's text fields. */
function multipartBody({ fields, example }: NonNullable<RestContract['upload']>): Json {
  const properties = (fields.properties ?? {}) as Json;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: { type: 'string', format: 'binary', description: 'The file: its type is read from its bytes' },
            ...properties,
          },
          required: ['file', ...((fields.required as string[] | undefined) ?? [])],
          additionalProperties: false,
        },
        ...(example && { example: { file: '(the file’s bytes)', ...example } }),
      },
    },
  };
}

/**
 * Rewrites the generated document in place into the contract of what the API answers. `contracts` holds what each
 * operation declares beside its procedure (`meta.rest`), by operationId: an operation without one is refused.
 */
export function applyContract(document: Json, contracts: Readonly<Record<string, RestContract | undefined>>): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  let requestIdExample = 0;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations) as [Method, Json][]) {
      const id = operation.operationId as string;
      const contract = contracts[id];
      if (!contract)
        throw new Error(
          `OpenAPI contract: operation ${id} (${method.toUpperCase()} ${path}) is not declared with restOperation ` +
            '(server/api/openapi/operation.ts) beside its procedure',
        );
      const { example } = contract;
      const isProtected = Array.isArray(operation.security) && operation.security.length > 0;
      // The server's own form (server/api/rest/request-id.ts): req_ and a random UUID.
      const requestId = `req_7c1e4b2a-9d3f-4a6e-8b5c-${String(++requestIdExample).padStart(12, '0')}`;

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

      if (contract.upload) operation.requestBody = multipartBody(contract.upload);
      if (contract.textBody) {
        const { contentTypes, description, example: text, query } = contract.textBody;
        operation.requestBody = {
          required: true,
          description,
          content: Object.fromEntries(
            contentTypes.map((type, i) => [type, { schema: { type: 'string' }, ...(i === 0 && { example: text }) }]),
          ),
        };
        operation.parameters = [...(query ?? []), ...(operation.parameters as Json[])];
      }
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
      let successContent = success.content as Record<string, Json> | undefined;
      if (contract.download) {
        // The bytes, in the type sniffed at upload: each allowed type is listed, so the document says what may come.
        successContent = Object.fromEntries(
          contract.download.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        );
        successHeaders['Content-Disposition'] = ref('headers', 'ContentDisposition');
        successHeaders['Content-Length'] = ref('headers', 'ContentLength');
      } else if (contract.status !== 204) successContent!['application/json']!.example = example.response;
      // The description is the procedure's own (restOperation gives OK, Created or No Content); a 204 has no body.
      const responses: Record<string, Json> = {
        [contract.status ?? 200]: {
          description: success.description,
          headers: successHeaders,
          ...(contract.status !== 204 && { content: successContent }),
        },
      };
      if (method === 'get') responses['304'] = notModified(isProtected);

      const codes = errorCodes(method, contract, isProtected);
      const byStatus = new Map<number, ErrorCode[]>();
      for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
      for (const status of [...byStatus.keys()].sort())
        responses[status] = errorResponse(status, byStatus.get(status)!, requestId, isProtected);
      if (contract.alsoAnswers) {
        // An answer in the success body's own shape (health's 503: readiness failing), not an error body.
        const { status, description, example: answer } = contract.alsoAnswers;
        responses[status] = {
          description,
          headers: { ...COMMON_HEADERS, ...(isProtected ? RATE_LIMIT_HEADERS : {}) },
          content: { 'application/json': { schema: successContent!['application/json']!.schema, example: answer } },
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
