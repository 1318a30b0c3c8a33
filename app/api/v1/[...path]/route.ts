// Public REST API under Next.js. The node server (scripts/serve.ts) answers /api/v1 itself, through the same adapter.
import { handleRestRequest, toResponse } from '~/server/api/rest/handler';
import { clientAddress } from '~/server/http/client-ip';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const result = await handleRestRequest(
    {
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      body: request.body as AsyncIterable<Uint8Array> | null,
    },
    { clientIp: clientAddress(request.headers) },
  );
  return toResponse(result);
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as HEAD,
  handle as OPTIONS,
};
