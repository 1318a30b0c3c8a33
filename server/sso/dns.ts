// The DNS side of domain verification (docs/sso.md#verified-domains): the TXT records of a domain, asked of the
// resolvers in DNS_SERVERS (the system's when unset), with a timeout; and the one rule for what proves the domain.
import { Resolver } from 'node:dns/promises';
import net from 'node:net';
import { ConfigurationError, env } from '../env';

/** The value an organization publishes: `gms-verification=<token>`. */
export const VERIFICATION_PREFIX = 'gms-verification=';
export const verificationRecord = (token: string) => `${VERIFICATION_PREFIX}${token}`;

/** Per attempt; two attempts per server. A slow answer is an answer "not yet", never a request held for long. */
const TIMEOUT_MS = 3_000;
const TRIES = 2;

/**
 * DNS_SERVERS as `Resolver#setServers` takes them: `1.1.1.1`, `1.1.1.1:53`, `::1` or `[::1]:53`, comma-separated.
 * A resolver is dialled by address: a host name is a configuration error (nothing would resolve it).
 */
export function parseDnsServers(value: string | undefined): string[] | null {
  if (!value?.trim()) return null;
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
    const hostPort = /^([^:]+):(\d{1,5})$/.exec(entry);
    const host = bracketed?.[1] ?? hostPort?.[1] ?? entry;
    const port = bracketed?.[2] ?? hostPort?.[2];
    if (!net.isIP(host) || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) {
      throw new ConfigurationError(`DNS_SERVERS: "${entry}" is not an IP address with an optional :port`);
    }
    if (port === undefined) return host;
    return net.isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
  });
}

/** What the resolver said: the TXT records (each one string, its chunks joined), or that the name has none. */
export type TxtLookup = { found: true; records: string[] } | { found: false; reason: 'no_records' | 'unreachable' };

export interface TxtLookupOptions {
  /** Default: DNS_SERVERS, else the system's resolvers. */
  servers?: string[] | null;
  timeoutMs?: number;
}

/** Codes meaning the resolvers answered, with nothing for the name (or the domain's own servers failed). */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'ESERVFAIL', 'EREFUSED', 'EBADNAME', 'ENOTIMP']);

/** The domain's TXT records. A resolver error is reduced to no records / unreachable: never shown, never thrown. */
export async function lookupTxt(domain: string, opts: TxtLookupOptions = {}): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: opts.timeoutMs ?? TIMEOUT_MS, tries: TRIES });
  const servers = opts.servers === undefined ? parseDnsServers(env().DNS_SERVERS) : opts.servers;
  if (servers) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(domain);
    // RFC 7208 section 3.3 and every verifier: a TXT record longer than 255 bytes is split in chunks, read back joined.
    return { found: true, records: records.map((chunks) => chunks.join('')) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    return { found: false, reason: NO_RECORDS.has(code) ? 'no_records' : 'unreachable' };
  }
}

/** True when one record is exactly `gms-verification=<token>` (case and spacing included: nothing is normalized). */
export const hasVerificationRecord = (records: readonly string[], token: string) =>
  records.includes(verificationRecord(token));
