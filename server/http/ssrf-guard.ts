// The SSRF guard (docs/webhooks.md): webhook URLs may only reach public unicast addresses, checked at registration and
// again at connect time on the address actually dialled (a name may resolve differently later). The catalog sync
// judges the redirects it follows by the same rule (docs/catalog.md#redirects).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';

/**
 * What a refusal says: the rule, never the address a name resolved to nor the resolver's error. A tenant reads these
 * (registration errors, the delivery log), and an address or a resolver message there would map the internal network
 * one probe at a time.
 */
export const FORBIDDEN_LITERAL_MESSAGE =
  "the URL's host is a private, loopback, link-local or reserved address, which webhooks may not reach";
export const FORBIDDEN_RESOLVED_MESSAGE =
  "the URL's host resolves to a private, loopback, link-local or reserved address, which webhooks may not reach";
export const UNRESOLVABLE_MESSAGE = "the URL's host could not be resolved";

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor(literal: boolean) {
    super(`refused to connect: ${literal ? FORBIDDEN_LITERAL_MESSAGE : FORBIDDEN_RESOLVED_MESSAGE}`);
    this.name = 'ForbiddenAddressError';
  }
}

/** 2000::/3, the only IPv6 space IANA allocates for global unicast; everything outside it is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** RFC 6052's well-known NAT64 prefix: the last 32 bits are the IPv4 address the translator dials. */
const NAT64_V6 = ipaddr.parseCIDR('64:ff9b::/96');
/** RFC 9637's IPv6 documentation prefix, newer than ipaddr.js's table. */
const DOCUMENTATION_V6 = ipaddr.parseCIDR('3fff::/20');

const embeddedIPv4 = (v6: ipaddr.IPv6) => {
  const [high, low] = v6.parts.slice(-2) as [number, number];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
};

/**
 * True unless `ip` is a public unicast address — the one decision for registration and delivery alike (docs/webhooks.md#endpoints).
 * IPv4: private, loopback, link-local (cloud metadata), CGNAT, multicast, unspecified (0.0.0.0/8), broadcast,
 * reserved, documentation and benchmark ranges are refused (ipaddr.js's ranges: only `unicast` passes).
 * IPv6: only global unicast (2000::/3) minus its special ranges passes — so `::`, `::1`, IPv4-compatible
 * (`::7f00:1`), unique- and site-local, link-local, multicast, discard and local-use NAT64 (64:ff9b:1::/48) are
 * refused, as are 6to4 (2002::/16), Teredo (2001::/32) and the documentation, benchmarking and ORCHID ranges.
 * IPv4-mapped (`::ffff:7f00:1`) and well-known NAT64 (64:ff9b::/96) addresses are judged by the IPv4 address they
 * embed: a DNS64 resolver gives the latter for every IPv4-only host, so a public one passes. Unparseable → refused.
 */
export function isForbiddenAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return true;
  const addr = ipaddr.parse(bare);
  if (addr.kind() === 'ipv4') return addr.range() !== 'unicast';
  const v6 = addr as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress() || v6.match(NAT64_V6)) return embeddedIPv4(v6).range() !== 'unicast';
  return !v6.match(GLOBAL_UNICAST_V6) || v6.match(DOCUMENTATION_V6) || v6.range() !== 'unicast';
}

/** `localhost` and its subdomains (RFC 6761), with or without the root's trailing dot. */
export const isLocalName = (host: string) => {
  const name = host.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

export interface UrlCheckOptions {
  allowPrivate: boolean;
  /** Resolves a name to its addresses (default: the system resolver); injectable for tests. */
  resolve?: (host: string) => Promise<string[]>;
}

export const systemResolve = async (host: string) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Checks a webhook URL at registration: https (http only with the dev setting), no credentials, and a host that
 * is — and resolves to — public addresses only. Numeric forms (2130706433, 0x7f.1, 017700000001) are normalized
 * by the URL parser first, so they are checked as the address they mean. Returns the normalized URL.
 */
export async function validateWebhookUrl(raw: string, opts: UrlCheckOptions): Promise<string> {
  const invalid = (message: string) =>
    new AppError('VALIDATION_FAILED', `url: ${message}`, { issues: [{ path: 'url', message }] });
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid('must be an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && opts.allowPrivate)) {
    throw invalid(opts.allowPrivate ? 'must be http or https' : 'must be https');
  }
  if (url.username || url.password) throw invalid('must not contain credentials');
  if (url.href.length > 2048) throw invalid('must be at most 2048 characters');
  if (opts.allowPrivate) return url.href;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) {
    if (isForbiddenAddress(host)) throw invalid(FORBIDDEN_LITERAL_MESSAGE);
    return url.href;
  }
  if (isLocalName(host.toLowerCase())) throw invalid(FORBIDDEN_RESOLVED_MESSAGE);
  let addresses: string[] = [];
  try {
    addresses = await (opts.resolve ?? systemResolve)(host);
  } catch {
    return url.href; // not resolvable now: the connect-time check still guards every delivery
  }
  if (addresses.some(isForbiddenAddress)) throw invalid(FORBIDDEN_RESOLVED_MESSAGE);
  return url.href;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** The system resolver's `lookup` with `all: true`, or a stand-in for tests. */
export type ResolveAll = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/** A resolver failure as the delivery log shows it: the rule's words, its code kept for Node's socket handling. */
const unresolvable = (code: string | undefined) =>
  Object.assign(new Error(UNRESOLVABLE_MESSAGE), { code: code ?? 'ENOTFOUND' });

/**
 * A `lookup` for http(s) agents: resolves the name and refuses the connection if any address is not public,
 * so the check is made on the address the socket dials (no DNS rebinding between check and connect).
 */
export function guardedLookup(allowPrivate: boolean, resolveAll: ResolveAll = dns.lookup): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolveAll(hostname, { ...options, all: true }, (err, list) => {
      if (err) return callback(unresolvable(err.code), '');
      if (!allowPrivate && list.some((a) => isForbiddenAddress(a.address)))
        return callback(new ForbiddenAddressError(false), '');
      if (list.length === 0) return callback(unresolvable('ENOTFOUND'), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as unknown as net.LookupFunction;
}

/** Node dials IP-literal hosts without calling `lookup`: those are checked here before the request. */
export function assertLiteralHostAllowed(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(host) && isForbiddenAddress(host)) throw new ForbiddenAddressError(true);
}
