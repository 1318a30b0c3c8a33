/**
 * The one place that drives trpc-to-openapi: its node handler, called with a fetch `Request` (path relative to
 * /api/v1) carrying the body the adapter already parsed, and a minimal `res` that captures the status and the body.
 *
 * Relies on trpc-to-openapi 3.3.0 and @trpc/server 11.22.1 (pinned in versions.ts) beyond their documented use:
 * `createOpenApiNodeHttpHandler` is given a fetch `Request` where its types say node's IncomingMessage, and it
 * - reads only `method`, `url` and `headers` of it (Content-Type through `headers.get` for a `Request`), and takes an
 *   own `body` property that is not a ReadableStream as the parsed body instead of reading the stream (getBody);
 * - writes the response only through `res.statusCode`, `res.setHeader` and one `res.end(JSON.stringify(output))`;
 * - takes the status from `responseMeta`, and reports every failure (a TRPCError whose cause is what the procedure
 *   threw) to `onError` with the same `req` object, before it writes its own error body.
 * openapi-bridge.test.ts runs all of that through the library; an upgrade that changes any of it fails that test
 * rather than the API.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';

/** What the bridge needs of a context: the status a procedure asked for (a 201, health's 503). */
export interface BridgeContext {
  response: { status?: number };
}

export interface BridgeCall<C extends BridgeContext> {
  method: string;
  /** Absolute URL whose path is the procedure's OpenAPI path (without /api/v1), with the query string. */
  url: string;
  /** Copied: the library reads Content-Type of them; the procedure sees the context's headers. */
  headers: Headers;
  /** Already parsed JSON (POST/PUT/PATCH); undefined for a request without a body. */
  body: unknown;
  ctx: C;
}

export interface BridgeResult {
  status: number;
  /** The JSON the library serialized: the procedure's output, or its own error body (which the adapter replaces). */
  payload: string | undefined;
  /** What the procedure (or the library, before it) threw, as the library reported it to onError; undefined on success. */
  error: unknown;
}

/** The library's node handler reads `method`, `url`, `headers`, `body` and `query` of the request and writes these of `res`. */
interface CapturingResponse {
  statusCode: number;
  setHeader(name: string, value: unknown): void;
  end(payload?: string): void;
}
type NodeHandler = (req: Request, res: CapturingResponse) => Promise<void>;

interface Exchange {
  ctx: BridgeContext;
  error?: unknown;
}

export function createOpenApiBridge<C extends BridgeContext>(
  router: AnyTRPCRouter,
): (call: BridgeCall<C>) => Promise<BridgeResult> {
  // One exchange per request object: how the context goes in and the error comes out of the library's callbacks.
  const exchanges = new WeakMap<Request, Exchange>();
  const handler = createOpenApiNodeHttpHandler({
    router,
    createContext: ({ req }: { req: Request }) => exchanges.get(req)!.ctx,
    responseMeta: ({ ctx, errors }: { ctx?: BridgeContext; errors: unknown[] }) =>
      errors.length === 0 && ctx?.response.status ? { status: ctx.response.status } : {},
    onError: ({ error, req }: { error: unknown; req: Request }) => {
      exchanges.get(req)!.error = error;
    },
    // The library's option types are the node request and response; it is handed a fetch Request and the capture.
  } as never) as unknown as NodeHandler;

  return async (call) => {
    const req = new Request(call.url, { method: call.method, headers: call.headers });
    // The library refuses a body without a JSON Content-Type (415); an empty body the adapter read as {} has none.
    if (call.body !== undefined && !req.headers.has('content-type'))
      req.headers.set('content-type', 'application/json');
    // The library takes an own `body` that is not a stream as the parsed body, instead of reading the stream.
    Object.defineProperty(req, 'body', { value: call.body });
    const exchange: Exchange = { ctx: call.ctx };
    exchanges.set(req, exchange);
    const { status, payload } = await new Promise<{ status: number; payload: string | undefined }>(
      (resolve, reject) => {
        const res: CapturingResponse = {
          statusCode: 200,
          setHeader: () => {}, // the adapter sets every response header itself
          end: (body) => resolve({ status: res.statusCode, payload: body }),
        };
        handler(req, res).catch(reject);
      },
    );
    return { status, payload, error: exchange.error };
  };
}
