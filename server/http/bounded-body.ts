// A small request body read whole, but never more than a limit: the declared Content-Length is refused up front, and a
// body sent without one (chunked) is read only until it passes the limit, then released. For the routes outside
// /api/v1 that take a form or a line of JSON (the SSO sign-in's first steps, the email links' confirmation page);
// /api/v1 has its own reader (server/api/rest/body.ts).

/** The body as UTF-8 text, or null when it is longer than `maxBytes`. */
export async function readTextUpTo(req: Request, maxBytes: number): Promise<string | null> {
  const declared = req.headers.get('content-length');
  // A length that is not a number is refused too: nothing says how much would follow.
  if (declared !== null && !(Number(declared) <= maxBytes)) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
