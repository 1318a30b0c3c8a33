// What the REST adapter answers: a status, headers and a JSON body (or none), and the error body (docs/api.md#errors)
// for every error status, built from the one AppError mapping (toAppError) — never by hand.
import { Readable } from 'node:stream';
import { AppError, errorBody, type ErrorCode } from '~/server/errors';
import { logger } from '~/server/logger';
import { toAppError } from '../trpc';

export interface RestResult {
  status: number;
  headers: Headers;
  /**
   * JSON text (as a string, or as the UTF-8 bytes a successful GET's ETag was taken of), a file's bytes as a stream
   * (docs/documents.md#downloads), or nothing.
   */
  body: string | Buffer | Readable | null;
  /** The security headers it gets: a file's forbid rendering it at all. Default 'api'. */
  kind?: 'api' | 'file';
}

export function jsonResult(status: number, body: unknown, headers: Headers): RestResult {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return { status, headers, body: JSON.stringify(body) };
}

/** An error the adapter itself decides (404, 405, 413, 415, 400, 500). */
export function failure(requestId: string, code: ErrorCode, message: string, headers = new Headers()): RestResult {
  const error = new AppError(code, message);
  headers.set('X-Request-Id', requestId);
  return jsonResult(error.status, errorBody(code, message, requestId), headers);
}

/** Whatever a procedure (or the limiter) threw, as the client sees it; 5xx are logged with the request id. */
export function errorResult(error: unknown, requestId: string, path: string, headers: Headers): RestResult {
  const app = toAppError(error);
  if (app.status >= 500) logger.error({ err: error, requestId, path }, 'request failed');
  for (const [k, v] of Object.entries(app.extra.headers ?? {})) headers.set(k, v);
  return jsonResult(app.status, errorBody(app.code, app.message, requestId, app.extra.issues, app.extra.rows), headers);
}

export function toResponse(result: RestResult): Response {
  const body =
    result.body instanceof Readable
      ? (Readable.toWeb(result.body) as ReadableStream<Uint8Array>)
      : Buffer.isBuffer(result.body)
        ? new Uint8Array(result.body)
        : result.body;
  return new Response(body, { status: result.status, headers: result.headers });
}
