// Conditional requests (docs/api.md#conditional-requests-and-caching): a strong ETag of the exact body; a current one
// in If-None-Match → 304.
import etag from 'etag';
import fresh from 'fresh';

export const entityTag = (body: string | Buffer) => etag(body);

/** The request's If-None-Match names this tag. */
export function isFresh(requestHeaders: Headers, tag: string): boolean {
  const conditional = requestHeaders.get('if-none-match');
  return conditional !== null && fresh({ 'if-none-match': conditional }, { etag: tag });
}
