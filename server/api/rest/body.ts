// Request bodies of /api/v1: at most 1 MiB (413), JSON only (415), parsed here once (400 when it is not JSON).
import type { ErrorCode } from '~/server/errors';

const MAX_BODY_BYTES = 1024 * 1024;
const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/** Only these carry a body: trpc-to-openapi reads a DELETE's input from its query, so its body is never read. */
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

export type BodyResult = { ok: true; value: unknown } | { ok: false; code: ErrorCode; message: string };

export const carriesBody = (method: string) => BODY_METHODS.has(method);

/** The parsed JSON body; undefined when the request sent none. */
export async function readJsonBody(headers: Headers, body: AsyncIterable<Uint8Array> | null): Promise<BodyResult> {
  const declared = Number(headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body exceeds 1 MiB' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        return { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body exceeds 1 MiB' };
      }
      chunks.push(chunk);
    }
  }
  if (size === 0) return { ok: true, value: undefined };
  const contentType = headers.get('content-type');
  if (!contentType || !JSON_CONTENT_TYPE.test(contentType)) {
    return {
      ok: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Request body must be JSON (Content-Type: application/json)',
    };
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' };
  }
}
