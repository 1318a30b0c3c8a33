// The caller's address, decided in one place for every entry point (the REST fast path, the Next route handler for
// /api/v1, the dashboard's tRPC, sign-in, the portal page).
//
// The node server (scripts/serve.ts) knows the socket and runs each request inside `withSocketAddress`. With
// TRUST_PROXY on, the last X-Forwarded-For hop is the address our proxy saw; with it off, only the socket counts.
// Under plain `next start` no socket is known here, and X-Forwarded-For is whatever the caller sent: with TRUST_PROXY
// off the address is then UNKNOWN_ADDRESS, which no allow-list admits (fail closed) rather than a forgeable value.
import { AsyncLocalStorage } from 'node:async_hooks';
import ipaddr from 'ipaddr.js';
import { env } from '../env';
import { processSingleton } from '../process-singleton';

export const UNKNOWN_ADDRESS = 'unknown';

const socketAddress = processSingleton('socketAddress', () => new AsyncLocalStorage<string>());

/** Runs `fn` (a whole request) with the socket's address known to `clientAddress`. */
export function withSocketAddress<T>(address: string | undefined, fn: () => T): T {
  return socketAddress.run(normalizeIp(address ?? UNKNOWN_ADDRESS), fn);
}

export function clientAddress(headers: Headers, opts: { trustProxy?: boolean; socket?: string } = {}): string {
  const socket = opts.socket ?? socketAddress.getStore();
  if (opts.trustProxy ?? env().TRUST_PROXY) {
    const last = headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (last) return normalizeIp(last);
  }
  return socket ? normalizeIp(socket) : UNKNOWN_ADDRESS;
}

/** "::ffff:127.0.0.1" → "127.0.0.1" so IPv4 allow-lists match IPv4-mapped sockets. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/**
 * The unit a per-address limit counts: the address itself, or for IPv6 its /64 — one subscriber's prefix, inside
 * which a client picks addresses at will, so nobody mints fresh budgets by rotating them. An IPv4-mapped IPv6
 * address counts as its IPv4 address; anything unparsable (`unknown`) as itself.
 */
export function addressGroup(clientIp: string): string {
  if (!ipaddr.IPv6.isValid(clientIp)) return clientIp;
  const v6 = ipaddr.IPv6.parse(clientIp);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${clientIp}/64`).toString()}/64`;
}
