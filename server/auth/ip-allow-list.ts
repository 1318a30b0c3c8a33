// API-key IP allow-lists: CIDRs (IPv4 and IPv6; a bare address is a /32 or /128), checked with ipaddr.js.
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseRange(entry: string): Range {
  const value = entry.trim();
  if (value.includes('/')) return ipaddr.parseCIDR(value);
  const addr = ipaddr.parse(value);
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
}

/** Normalizes and validates an allow-list; throws VALIDATION_FAILED naming the first bad entry. */
export function normalizeAllowList(entries: string[]): string[] {
  return entries.map((entry) => {
    try {
      const [addr, bits] = parseRange(entry);
      return `${addr.toString()}/${bits}`;
    } catch {
      throw new AppError('VALIDATION_FAILED', `Not an IP address or CIDR: ${entry}`, {
        issues: [{ path: 'allowedIps', message: `not an IP address or CIDR: ${entry}` }],
      });
    }
  });
}

export function isIpAllowed(ip: string, allowList: string[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip); // IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes IPv4
  } catch {
    return false;
  }
  return allowList.some((entry) => {
    try {
      const [range, bits] = parseRange(entry);
      const candidate =
        range.kind() === 'ipv6' && addr.kind() === 'ipv4' ? (addr as ipaddr.IPv4).toIPv4MappedAddress() : addr;
      return candidate.kind() === range.kind() && candidate.match([range, bits] as never);
    } catch {
      return false;
    }
  });
}
