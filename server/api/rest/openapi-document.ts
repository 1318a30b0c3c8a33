// GET /api/v1/openapi.json: the document, serialized and tagged once per process, public and cacheable for 5 minutes.
import { openApiDocument } from '../openapi';
import { entityTag, isFresh } from './conditional';
import { failure, type RestResult } from './responses';

export const OPENAPI_DOCUMENT_PATH = '/openapi.json';

let served: { body: string; tag: string } | undefined;
function servedDocument() {
  if (!served) {
    const body = JSON.stringify(openApiDocument());
    served = { body, tag: entityTag(body) };
  }
  return served;
}

export function answerOpenApiDocument(
  method: string,
  pathname: string,
  requestHeaders: Headers,
  headers: Headers,
  requestId: string,
): RestResult {
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('Allow', 'GET');
    return failure(requestId, 'METHOD_NOT_ALLOWED', `Method ${method} not allowed on ${pathname}`, headers);
  }
  headers.set('Cache-Control', 'public, max-age=300');
  const document = servedDocument();
  headers.set('ETag', document.tag);
  if (isFresh(requestHeaders, document.tag)) return { status: 304, headers, body: null };
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return { status: 200, headers, body: document.body };
}
