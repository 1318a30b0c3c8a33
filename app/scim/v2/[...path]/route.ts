// SCIM 2.0 provisioning (docs/sso.md#scim-provisioning): identity providers create and deactivate the organization's
// members. Its own protocol and error shape, beside /api/v1 and not in the OpenAPI document.
import { getDb } from '~/server/db';
import { clientAddress } from '~/server/http/client-ip';
import { handleScimRequest } from '~/server/scim/http';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  return handleScimRequest(
    await getDb(),
    {
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      body: request.body as AsyncIterable<Uint8Array> | null,
    },
    { clientIp: clientAddress(request.headers) },
  );
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
