// The caller's IP address. The node server (scripts/serve.ts) overwrites X-Forwarded-For with the socket
// address unless TRUST_PROXY is set, so the last hop here is one we trust.
export function clientIpFromHeaders(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return normalizeIp(last || '0.0.0.0');
}

/** "::ffff:127.0.0.1" → "127.0.0.1" so IPv4 allow-lists match IPv4-mapped sockets. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
