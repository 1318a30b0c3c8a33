// The /api/v1 client: openapi-fetch over the generated types, plus what every integration otherwise rewrites —
// credentials, typed errors, auto-pagination, retries on 429/503 honouring Retry-After, an Idempotency-Key on
// every POST, and document uploads and downloads that stream. Runs wherever fetch and crypto.randomUUID do (Node 20+,
// browsers, edge runtimes).
import contentDisposition from 'content-disposition';
import createClient, { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { components, paths } from './openapi.js';

// ── Errors ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Every code of the API's error table (docs/api.md, Conventions). */
export type KnownErrorCode =
  | 'VALIDATION_FAILED'
  | 'AMBIGUOUS_CREDENTIALS'
  | 'ORGANIZATION_REQUIRED'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'READ_ONLY_CREDENTIAL'
  | 'IP_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INVALID_TRANSITION'
  | 'CONFLICT'
  | 'REQUIREMENTS_INCOMPLETE'
  | 'IDEMPOTENCY_CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'STORAGE_QUOTA_EXCEEDED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BUDGET_EXCEEDS_AWARD'
  | 'EXPENSE_OUTSIDE_PERIOD'
  | 'EXPENSE_IMPORT_INVALID'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

export interface GmsErrorIssue {
  path: string;
  message: string;
}

/** A bad row of an imported file (`EXPENSE_IMPORT_INVALID`): the spreadsheet row (the header is 1), column, message. */
export interface GmsRowError {
  row: number;
  column: string;
  message: string;
}

interface ErrorBodyShape {
  error: string;
  code: string;
  requestId: string;
  issues?: GmsErrorIssue[];
  errors?: GmsRowError[];
  errorsOmitted?: number;
}

/**
 * The body of every non-2xx answer (docs/api.md, Conventions). Written by hand while the document does not describe
 * it; once the document has a matching `Error` component schema, the generated type is used instead.
 */
export type GmsErrorBody = components['schemas'] extends { Error: infer E extends ErrorBodyShape }
  ? E
  : ErrorBodyShape & { code: KnownErrorCode };

export type GmsErrorCode = GmsErrorBody['code'];

function isErrorBody(value: unknown): value is GmsErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.error === 'string' && typeof body.code === 'string';
}

/** Thrown for every non-2xx answer. `code` is `UNKNOWN` when the body is not the API's (e.g. a proxy's error page). */
export class GmsApiError extends Error {
  override readonly name = 'GmsApiError';
  readonly code: GmsErrorCode | 'UNKNOWN';
  /** `req_…`: quote it to support. From the body, else the X-Request-Id header; null if neither has one. */
  readonly requestId: string | null;
  /** Which input was wrong, for VALIDATION_FAILED; empty otherwise. */
  readonly issues: GmsErrorIssue[];
  /** EXPENSE_IMPORT_INVALID: each bad row of the file (at most 1,000); empty otherwise. */
  readonly rowErrors: GmsRowError[];

  constructor(
    readonly status: number,
    /** The parsed JSON body, or the text when it was not JSON. */
    readonly body: unknown,
    readonly headers: Headers,
  ) {
    const known = isErrorBody(body) ? body : null;
    super(known?.error ?? `HTTP ${status}`);
    this.code = known?.code ?? 'UNKNOWN';
    this.requestId =
      (known && typeof known.requestId === 'string' ? known.requestId : null) ?? headers.get('x-request-id');
    this.issues = known?.issues ?? [];
    this.rowErrors = known?.errors ?? [];
  }
}

// ── Retries ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface RetryOptions {
  /** Retries after the first attempt (default 2). 0 turns retrying off. */
  maxRetries?: number;
  /** A Retry-After longer than this is not waited for: the 429/503 is thrown at once (default 30 000 ms). */
  maxDelayMs?: number;
}

type FetchLike = (request: Request) => Promise<Response>;

// 429: the rate limiter refused the request before running it, so any method may be sent again. 503: the service
// was briefly unavailable, perhaps after running the request: only reads, and POSTs (their Idempotency-Key makes a
// second run a replay), are sent again; a PATCH or DELETE is left to the caller. Nothing else is retried.
const RETRY_STATUSES = new Set([429, 503]);
const SAFE_AFTER_503 = new Set(['GET', 'HEAD', 'POST']);

/** How long a Retry-After asks to wait (delta seconds, or an HTTP date); without one, exponential backoff. */
export function retryDelayMs(retryAfter: string | null, attempt: number, now = Date.now()): number {
  const value = retryAfter?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = value ? Date.parse(value) : Number.NaN;
  if (!Number.isNaN(date)) return Math.max(0, date - now);
  return 1000 * 2 ** attempt;
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Makes one attempt's request: called again for every retry, each call answering the same request anew. */
type NextRequest = () => Request;

/**
 * Sends a request, and again after a 429 or 503 as Retry-After asks. Every attempt is the same request (method, URL,
 * headers, body), so a POST is retried with the same body and the same Idempotency-Key: the API runs it at most once.
 */
function withRetries(send: FetchLike, maxRetries: number, maxDelayMs: number) {
  return async (nextRequest: NextRequest): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const request = nextRequest();
      const response = await send(request);
      if (!RETRY_STATUSES.has(response.status) || attempt >= maxRetries) return response;
      if (response.status === 503 && !SAFE_AFTER_503.has(request.method)) return response;
      const delay = retryDelayMs(response.headers.get('retry-after'), attempt);
      if (delay > maxDelayMs) return response;
      await response.body?.cancel(); // frees the connection while we wait
      await sleep(delay, request.signal);
    }
  };
}

// ── Typing of the wrapped methods ───────────────────────────────────────────────────────────────────────────────

type HttpMethod = 'get' | 'post' | 'patch' | 'delete';
type Media = `${string}/${string}`;

/** The API's paths that accept `method`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The init argument is optional exactly when nothing in it is required (no path parameter, no body). */
type InitArgs<Init> = RequiredKeys<Init> extends never ? [init?: Init] : [init: Init];
type SuccessData<Op, Init> = Exclude<
  FetchResponse<Op & Record<string | number, unknown>, Init, Media>['data'],
  undefined
>;

/** openapi-fetch's call signature, but resolving to the body of the 2xx answer (any other answer throws GmsApiError). */
export type GmsMethod<M extends HttpMethod> = <P extends PathsWith<M>, Init extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: InitArgs<Init>
) => Promise<SuccessData<paths[P][M], Init>>;

// ── Pagination typing ───────────────────────────────────────────────────────────────────────────────────────────

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
  hasMore: boolean;
}

type GetOperation<P extends PathsWith<'get'>> = paths[P]['get'];
type OkBody<P extends PathsWith<'get'>> =
  GetOperation<P> extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

/** GET paths that answer a page: `{ data: [...], pagination }`. */
export type ListPath = {
  [P in PathsWith<'get'>]: OkBody<P> extends { data: readonly unknown[]; pagination: Pagination } ? P : never;
}[PathsWith<'get'>];

export type ListItem<P extends ListPath> = OkBody<P> extends { data: readonly (infer Item)[] } ? Item : never;
type ListQuery<P extends ListPath> =
  GetOperation<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type ListPathParams<P extends ListPath> = GetOperation<P> extends { parameters: { path: infer PP } } ? PP : never;

export type PaginateOptions<P extends ListPath> = {
  /** Filters and `limit` (the page size); `offset` is where to start (default 0). */
  query?: ListQuery<P>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
} & ([ListPathParams<P>] extends [never] ? { path?: undefined } : { path: ListPathParams<P> });

type PaginateArgs<P extends ListPath> = [ListPathParams<P>] extends [never]
  ? [options?: PaginateOptions<P>]
  : [options: PaginateOptions<P>];

// ── Documents typing ────────────────────────────────────────────────────────────────────────────────────────────

const UPLOAD_PATH = '/documents' satisfies PathsWith<'post'>;
const VERSION_PATH = '/documents/{id}/versions' satisfies PathsWith<'post'>;
type UploadForm<P extends typeof UPLOAD_PATH | typeof VERSION_PATH> =
  paths[P]['post']['requestBody']['content']['multipart/form-data'];

/** A document with its versions, newest first: what an upload answers. */
export type DocumentDetail = paths[typeof UPLOAD_PATH]['post']['responses'][201]['content']['application/json'];

/**
 * The file of an upload: a `Blob` or `File`, sent as it is read (never copied whole into memory). In Node, pass
 * `await fs.openAsBlob(path)`: a Blob backed by the file, read from disk while it is sent, and again for a retry.
 * A `ReadableStream` (a fetch body, `Readable.toWeb(…)`) is read into memory first, once, so that a retry can send it
 * again: the API takes at most 25 MiB unless configured otherwise, so that is what it can cost.
 */
export interface UploadFile {
  file: Blob | ReadableStream<Uint8Array>;
  /** The name the document keeps (the API cleans it: no path, no control characters, at most 200 characters). */
  fileName: string;
}

/** `POST /documents`: the file, and the form's text fields; `portalVisible` as a boolean. */
export type UploadDocumentInput = UploadFile &
  Omit<UploadForm<typeof UPLOAD_PATH>, 'file' | 'portalVisible'> & { portalVisible?: boolean };

/** `POST /documents/{id}/versions`: the file only. */
export type DocumentVersionInput = UploadFile & Omit<UploadForm<typeof VERSION_PATH>, 'file'>;

export interface UploadOptions {
  /** Sent as `Idempotency-Key` (default: a new UUID), the same on every retry of this upload. */
  idempotencyKey?: string;
  /** Headers added to this request. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DownloadOptions {
  /** An earlier version (1, 2, …); default the current one. */
  version?: number;
  signal?: AbortSignal;
}

/** What the API says of the bytes it sends (its headers), beside the bytes. */
export interface DocumentFileInfo {
  /** The answer itself, for its other headers (`X-Request-Id`, the rate limit). */
  response: Response;
  /** The document's file name (`Content-Disposition`); null if something on the way removed the header. It is the
   *  uploader's name: before writing to disk, keep only its last segment (e.g. `path.basename`). */
  fileName: string | null;
  /** The type sniffed at upload (`Content-Type`). */
  contentType: string;
  /** Bytes (`Content-Length`); null if the answer carries none, or was re-encoded on the way (`Content-Encoding`). */
  size: number | null;
  /** The SHA-256 of the bytes, hex (the `ETag`): compare it with your own hash of what you read. Null without one. */
  sha256: string | null;
}

/** A document's bytes as a stream: read `body` once (e.g. pipe it to a file), or cancel it to free the connection. */
export interface DocumentDownload extends DocumentFileInfo {
  body: ReadableStream<Uint8Array>;
}

/** A document's bytes read whole into a Blob (whose `type` is `contentType`). */
export interface DocumentBlob extends DocumentFileInfo {
  blob: Blob;
}

// ── Expense import ───────────────────────────────────────────────────────────────────────────────────────────────

const IMPORT_PATH = '/projects/{id}/expenses/import' satisfies PathsWith<'post'>;

/** What an import answers: counts, the total in cents, and (a dry run) every row's outcome. */
export type ExpenseImport = paths[typeof IMPORT_PATH]['post']['responses'][200]['content']['application/json'];

export interface ImportExpensesOptions extends UploadOptions {
  /** Check and preview every row (`rows`), write nothing. Default false. */
  dryRun?: boolean;
}

/** The CSV as a Blob typed `text/csv` (a Blob of another type is re-typed; a stream is read once, for retries). */
async function csvBlob(csv: string | Blob | ReadableStream<Uint8Array>): Promise<Blob> {
  if (typeof csv === 'string') return new Blob([csv], { type: 'text/csv' });
  const blob = csv instanceof ReadableStream ? await new Response(csv).blob() : csv;
  if (!(blob instanceof Blob)) {
    throw new TypeError('The CSV to import must be a string, Blob, File or ReadableStream (in Node: fs.openAsBlob)');
  }
  return blob.type === 'text/csv' ? blob : new Blob([blob], { type: 'text/csv' });
}

// ── Documents ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The multipart form of an upload: the text fields that are set, then the file under its name. */
async function uploadForm(
  { file, fileName }: UploadFile,
  fields: Record<string, string | undefined>,
): Promise<FormData> {
  const blob = file instanceof ReadableStream ? await new Response(file).blob() : file;
  if (!(blob instanceof Blob)) {
    throw new TypeError(
      'The file to upload must be a Blob, File or ReadableStream (in Node: await fs.openAsBlob(path))',
    );
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', blob, fileName);
  return form;
}

/** A non-2xx answer's body as openapi-fetch reads one: the parsed JSON, else the text. */
async function answerBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The file name of a `Content-Disposition` header (its UTF-8 `filename*` before `filename`); null if none. */
function attachmentFileName(header: string | null): string | null {
  if (header === null) return null;
  try {
    return contentDisposition.parse(header).parameters.filename ?? null;
  } catch {
    return null; // not RFC 6266: no name rather than a wrong one
  }
}

/** What a download's headers say of its bytes. */
function fileInfo(response: Response): DocumentFileInfo {
  const { headers } = response;
  const length = headers.get('content-length');
  const reencoded = (headers.get('content-encoding') ?? 'identity') !== 'identity';
  return {
    response,
    fileName: attachmentFileName(headers.get('content-disposition')),
    contentType: headers.get('content-type') ?? 'application/octet-stream',
    size: !reencoded && length !== null && /^\d+$/.test(length) ? Number(length) : null,
    // The API's tag is the SHA-256 in quotes; a weak or other tag says nothing of these bytes.
    sha256: /^"([0-9a-f]{64})"$/.exec(headers.get('etag') ?? '')?.[1] ?? null,
  };
}

// ── The client ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface GmsClientOptions {
  /** The server's origin (`https://grants.example.org`); `/api/v1` is appended unless the URL already ends with it. */
  baseUrl: string;
  /** A `gms_live_…` or `gms_test_…` key, sent as X-API-Key. */
  apiKey?: string;
  /** A portal token or identity-provider ID token, sent as `Authorization: Bearer`. A function is called before
   *  every request, so a short-lived ID token can be refreshed. */
  token?: string | (() => string | Promise<string>);
  /** For a user with several organizations (ID tokens): sent as X-Organization-Id. */
  organizationId?: string;
  /** Headers added to every request. */
  headers?: Record<string, string>;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  retry?: RetryOptions;
}

export interface GmsClient {
  /** Resolve to the response body; throw GmsApiError for any non-2xx. Arguments are openapi-fetch's. */
  GET: GmsMethod<'get'>;
  /** Sends an `Idempotency-Key` (a new UUID) unless `headers` already has one. */
  POST: GmsMethod<'post'>;
  PATCH: GmsMethod<'patch'>;
  DELETE: GmsMethod<'delete'>;
  /** Every item of a list, page after page (`for await`), until `hasMore` is false. */
  paginate<P extends ListPath>(path: P, ...options: PaginateArgs<P>): AsyncGenerator<ListItem<P>, void, undefined>;
  /** `POST /documents` as multipart/form-data, streaming the file; retried like any POST (the file is read again). */
  uploadDocument(input: UploadDocumentInput, options?: UploadOptions): Promise<DocumentDetail>;
  /** `POST /documents/{id}/versions`: the file becomes the document's current version. */
  addDocumentVersion(id: string, input: DocumentVersionInput, options?: UploadOptions): Promise<DocumentDetail>;
  /** `GET /documents/{id}/content`: the bytes as a stream, with their name, type, size and SHA-256. */
  downloadDocument(id: string, options?: DownloadOptions): Promise<DocumentDownload>;
  /** `downloadDocument`, read whole into a Blob: for files you want in memory anyway. */
  downloadDocumentBlob(id: string, options?: DownloadOptions): Promise<DocumentBlob>;
  /**
   * `POST /projects/{id}/expenses/import`: the CSV (a string, a Blob such as `await fs.openAsBlob(path)`, or a stream,
   * read once into memory: the API takes at most 10 MiB) sent as `text/csv`. All or nothing: bad rows throw a
   * GmsApiError `EXPENSE_IMPORT_INVALID` whose `rowErrors` lists them. Retried like any POST, with one key.
   */
  importExpenses(
    projectId: string,
    csv: string | Blob | ReadableStream<Uint8Array>,
    options?: ImportExpensesOptions,
  ): Promise<ExpenseImport>;
  /** The underlying openapi-fetch client, with the same credentials, retries and Idempotency-Key, answering
   *  `{ data, error, response }` without throwing: for response headers, or to handle statuses yourself. */
  raw: Client<paths, Media>;
}

/** The `/api/v1` base for a server origin (or a URL that already is the base). */
export function apiBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/api/v1') ? trimmed : `${trimmed}/api/v1`;
}

// Inside the wrappers the path is a plain string; each public signature above is what types the call.
type LooseCall = (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
type LoosePageOptions = {
  query?: { offset?: number };
  path?: object;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function createGmsClient(options: GmsClientOptions): GmsClient {
  if (options.apiKey && options.token) {
    // The API refuses two credentials on one request (400 AMBIGUOUS_CREDENTIALS): fail before sending any.
    throw new TypeError('createGmsClient: pass apiKey or token, not both');
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers['X-API-Key'] = options.apiKey;
  if (typeof options.token === 'string') headers.Authorization = `Bearer ${options.token}`;
  if (options.organizationId) headers['X-Organization-Id'] = options.organizationId;

  const send: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const retrying = withRetries(send, options.retry?.maxRetries ?? 2, options.retry?.maxDelayMs ?? 30_000);
  const baseUrl = apiBaseUrl(options.baseUrl);
  const raw = createClient<paths, Media>({
    baseUrl,
    headers,
    // A body can be read once: each attempt sends its own copy.
    fetch: (request) => retrying(() => request.clone()),
  });

  const token = options.token;
  /** A token function's current token, and a POST's Idempotency-Key: set once, before the retrying fetch, so that
   *  every retry of the request carries the same key. */
  async function authorize(request: Request): Promise<Request> {
    if (typeof token === 'function') request.headers.set('Authorization', `Bearer ${await token()}`);
    if (request.method === 'POST' && !request.headers.has('Idempotency-Key')) {
      request.headers.set('Idempotency-Key', globalThis.crypto.randomUUID());
    }
    return request;
  }
  const perRequest: Middleware = { onRequest: ({ request }) => authorize(request) };
  raw.use(perRequest);

  /**
   * POSTs a multipart form with the file streamed, never held in memory. Two things would hold it: a cloned Request
   * (openapi-fetch's path retries clones; a clone's unread twin keeps every chunk the other sends) and fetch itself,
   * which keeps a copy of the body to re-send after a redirect unless redirects are refused (Node 20: 1 GiB of RSS
   * for a 1 GiB file; with `redirect: 'error'` under 50 MB). So redirects are refused, and each attempt is a new
   * Request from the same form, which serializes it anew and reads the file again.
   */
  async function postForm(path: string, form: FormData, o: UploadOptions = {}): Promise<DocumentDetail> {
    return postBody<DocumentDetail>(path, form, o);
  }

  /** POSTs a form or a Blob (its type the Content-Type) with the redirects refused, a new Request per attempt. */
  async function postBody<T>(path: string, body: FormData | Blob, o: UploadOptions = {}): Promise<T> {
    const head = await authorize(
      new Request(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, ...o.headers, ...(o.idempotencyKey ? { 'Idempotency-Key': o.idempotencyKey } : {}) },
        redirect: 'error',
        signal: o.signal,
      }),
    );
    const response = await retrying(() => new Request(head, { body }));
    if (!response.ok) throw new GmsApiError(response.status, await answerBody(response), response.headers);
    return (await response.json()) as T;
  }

  async function downloadDocument(id: string, o: DownloadOptions = {}): Promise<DocumentDownload> {
    const { error, response } = await raw.GET('/documents/{id}/content', {
      params: { path: { id }, query: { version: o.version } },
      parseAs: 'stream',
      signal: o.signal,
    });
    if (!response.ok) throw new GmsApiError(response.status, error, response.headers);
    return { ...fileInfo(response), body: response.body ?? new Blob([]).stream() };
  }

  const calling = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE') => {
    const call = raw[method] as unknown as LooseCall;
    return async (path: string, init?: object) => {
      const { data, error, response } = await call(path, init);
      if (!response.ok) throw new GmsApiError(response.status, error, response.headers);
      return data;
    };
  };
  const get = calling('GET');

  async function* pages(path: string, opts: LoosePageOptions) {
    let offset = opts.query?.offset ?? 0;
    for (;;) {
      const page = (await get(path, {
        params: { query: { ...opts.query, offset }, path: opts.path },
        headers: opts.headers,
        signal: opts.signal,
      })) as { data: unknown[]; pagination: Pagination };
      yield* page.data;
      // An empty page ends the walk even if the server said hasMore: never loop on the same offset.
      if (!page.pagination.hasMore || page.data.length === 0) return;
      offset = page.pagination.offset + page.data.length;
    }
  }

  return {
    GET: get as GmsMethod<'get'>,
    POST: calling('POST') as GmsMethod<'post'>,
    PATCH: calling('PATCH') as GmsMethod<'patch'>,
    DELETE: calling('DELETE') as GmsMethod<'delete'>,
    paginate: <P extends ListPath>(path: P, ...[opts]: PaginateArgs<P>) =>
      pages(path, (opts ?? {}) as LoosePageOptions) as AsyncGenerator<ListItem<P>, void, undefined>,
    // async: a bad argument rejects the promise, as a refused upload does, rather than throwing at the call.
    uploadDocument: async ({ file, fileName, portalVisible, ...fields }, o) =>
      postForm(
        UPLOAD_PATH,
        await uploadForm({ file, fileName }, { ...fields, portalVisible: portalVisible?.toString() }),
        o,
      ),
    addDocumentVersion: async (id, { file, fileName, ...fields }, o) =>
      postForm(VERSION_PATH.replace('{id}', encodeURIComponent(id)), await uploadForm({ file, fileName }, fields), o),
    downloadDocument,
    importExpenses: async (projectId, csv, { dryRun, ...o } = {}) =>
      postBody<ExpenseImport>(
        `${IMPORT_PATH.replace('{id}', encodeURIComponent(projectId))}${dryRun ? '?dryRun=true' : ''}`,
        await csvBlob(csv),
        o,
      ),
    downloadDocumentBlob: async (id, o) => {
      const { body: _stream, ...info } = await downloadDocument(id, o);
      return { ...info, blob: await info.response.blob() };
    },
    raw,
  };
}
