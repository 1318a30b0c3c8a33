// The SSRF guard (docs/webhooks.md): webhook URLs may only reach public unicast addresses, checked at registration and
// again at connect time on the address actually dialled (a name may resolve differently later).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor(host: string, address: string) {
    super(`refused to connect to ${host}: ${address} is not a public address`);
    this.name = 'ForbiddenAddressError';
  }
}

/**
 * True unless `ip` is a public unicast address. Private, loopback, link-local (cloud metadata), CGNAT, multicast,
 * unspecified, reserved, documentation and benchmark ranges are refused; IPv4-mapped, NAT64, 6to4 and Teredo
 * IPv6 forms are refused too (they embed an IPv4 address the check would otherwise miss). Unparseable → refused.
 */
export function isForbiddenAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return true;
  let addr = ipaddr.parse(bare);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() !== 'unicast';
}

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

export interface UrlCheckOptions {
  allowPrivate: boolean;
  /** Resolves a name to its addresses (default: the system resolver); injectable for tests. */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) =>
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
    if (isForbiddenAddress(host)) throw invalid(`${host} is a private, loopback or reserved address`);
    return url.href;
  }
  if (isLocalName(host.toLowerCase())) throw invalid(`${host} is a loopback name`);
  let addresses: string[] = [];
  try {
    addresses = await (opts.resolve ?? systemResolve)(host);
  } catch {
    return url.href; // not resolvable now: the connect-time check still guards every delivery
  }
  const bad = addresses.find(isForbiddenAddress);
  if (bad) throw invalid(`${host} resolves to ${bad}, a private, loopback or reserved address`);
  return url.href;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s) agents: resolves the name and refuses the connection if any address is not public,
 * so the check is made on the address the socket dials (no DNS rebinding between check and connect).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate) {
        const bad = list.find((a) => isForbiddenAddress(a.address));
        if (bad) return callback(new ForbiddenAddressError(hostname, bad.address), '');
      }
      if (list.length === 0)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as unknown as net.LookupFunction;
}

/** Node dials IP-literal hosts without calling `lookup`: those are checked here before the request. */
export function assertLiteralHostAllowed(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(host) && isForbiddenAddress(host)) throw new ForbiddenAddressError(host, host);
}
