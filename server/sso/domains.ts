// The email domains an organization proves it controls (docs/sso.md#verified-domains): an owner adds a domain, publishes
// the TXT record `gms-verification=<token>` on it, and asks for a check. A domain is verified by one organization at
// a time across the service (the partial unique index sso_domains_verified_domain_key); a pending claim proves nothing.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { domainToASCII } from 'node:url';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { ssoDomains } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { isUniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import { lockOrganization } from '../organizations/organizations';
import { hasVerificationRecord, lookupTxt, verificationRecord, type TxtLookupOptions } from './dns';
import { assertSsoAvailable } from './enterprise';

/** Domains per organization, pending and verified together. */
export const MAX_SSO_DOMAINS = 50;
const MAX_DOMAIN_INPUT = 300;

export const CLAIMED_MESSAGE = 'This domain is claimed by another organization';

/**
 * Two-label names under a country code that are registries, not organizations (co.uk, com.au, ac.jp, gov.br…): a
 * short rule instead of the whole public suffix list, which would be a dependency to keep current. It errs on the
 * side of refusing names nobody could own.
 */
const REGISTRY_SECOND_LEVELS = new Set(['ac', 'co', 'com', 'edu', 'gob', 'go', 'gov', 'mil', 'ne', 'net', 'or', 'org']);
/** Names that never reach the public DNS (RFC 6761, RFC 6762, RFC 8375 and the reverse zones). */
const NON_PUBLIC_TLDS = new Set(['localhost', 'local', 'invalid', 'arpa', 'internal', 'home']);

const invalidDomain = (message: string) =>
  new AppError('VALIDATION_FAILED', `domain: ${message}`, { issues: [{ path: 'domain', message }] });

/**
 * The stored form of a domain someone typed: trimmed, lower-case, no trailing dot, an international name in punycode
 * (`bücher.example` → `xn--bcher-kva.example`). Refused: an IP address, a single label (`com`), a registry's own
 * name (`co.uk`), a name outside the public DNS (`corp.local`), an email address or URL, and anything DNS cannot
 * hold (labels of 1–63 letters, digits and inner hyphens; 253 characters in all).
 */
export function normalizeDomain(raw: string): string {
  const typed = raw.trim().toLowerCase();
  if (typed.length === 0) throw invalidDomain('is required');
  if (typed.length > MAX_DOMAIN_INPUT) throw invalidDomain('must be at most 253 characters');
  if (typed.includes('@')) throw invalidDomain('must be a domain (the part after @), not an email address');
  if (/[/:?#[\]\s*]/.test(typed)) throw invalidDomain('must be a domain name such as example.org');
  const withoutDot = typed.endsWith('.') ? typed.slice(0, -1) : typed;
  if (net.isIP(withoutDot)) throw invalidDomain('must be a domain name, not an IP address');
  const ascii = domainToASCII(withoutDot);
  if (!ascii) throw invalidDomain('must be a domain name such as example.org');
  // The URL parser reads numeric forms (0x7f.1, 2130706433) as the IPv4 address they mean.
  if (net.isIP(ascii)) throw invalidDomain('must be a domain name, not an IP address');
  if (ascii.length > 253) throw invalidDomain('must be at most 253 characters');
  const labels = ascii.split('.');
  if (labels.length < 2) throw invalidDomain('must have at least two labels, such as example.org');
  for (const label of labels) {
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) {
      throw invalidDomain('each label must be 1–63 letters, digits or inner hyphens');
    }
  }
  const tld = labels[labels.length - 1]!;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) throw invalidDomain('must end in a top-level domain');
  if (NON_PUBLIC_TLDS.has(tld)) throw invalidDomain('must be a public domain name');
  if (labels.length === 2 && tld.length === 2 && REGISTRY_SECOND_LEVELS.has(labels[0]!)) {
    throw invalidDomain('is a registry suffix, not a domain an organization can own');
  }
  return ascii;
}

/** 40 hex characters (160 random bits): unguessable, and safe in every DNS console's TXT field. */
export const newVerificationToken = () => randomBytes(20).toString('hex');

type DomainRow = typeof ssoDomains.$inferSelect;

function toDomain(row: DomainRow) {
  return {
    id: row.id,
    domain: row.domain,
    status: row.verifiedAt ? ('verified' as const) : ('pending' as const),
    /** The record to publish: a TXT record on the domain itself. */
    txtRecord: { name: row.domain, type: 'TXT' as const, value: verificationRecord(row.verificationToken) },
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type SsoDomain = ReturnType<typeof toDomain>;

export async function listSsoDomains(db: DbOrTx, organizationId: string): Promise<SsoDomain[]> {
  const rows = await db
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.organizationId, organizationId))
    .orderBy(ssoDomains.domain);
  return rows.map(toDomain);
}

/** Whether another organization holds `domain` verified (its name is never told). */
async function claimedElsewhere(db: DbOrTx, organizationId: string, domain: string) {
  const [row] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(
      and(
        eq(ssoDomains.domain, domain),
        isNotNull(ssoDomains.verifiedAt),
        ne(ssoDomains.organizationId, organizationId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Adds a pending domain and returns it with the TXT record to publish. */
export async function addSsoDomain(db: Db, organizationId: string, rawDomain: string): Promise<SsoDomain> {
  const domain = normalizeDomain(rawDomain);
  try {
    return await db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      await assertSsoAvailable(tx, organizationId);
      if (await claimedElsewhere(tx, organizationId, domain)) throw new AppError('CONFLICT', CLAIMED_MESSAGE);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(ssoDomains)
        .where(eq(ssoDomains.organizationId, organizationId));
      if (n >= MAX_SSO_DOMAINS) {
        throw new AppError('VALIDATION_FAILED', `An organization can have at most ${MAX_SSO_DOMAINS} domains`);
      }
      const [row] = await tx
        .insert(ssoDomains)
        .values({ organizationId, domain, verificationToken: newVerificationToken() })
        .returning();
      await recordAudit(tx, {
        organizationId,
        action: 'sso_domain.added',
        target: { type: 'sso_domain', id: row!.id },
        changes: { domain: [null, domain] }, // never the token: it is what proves the domain
      });
      return toDomain(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'sso_domains_organization_id_domain_key')) {
      throw new AppError('CONFLICT', `${domain} is already one of this organization's domains`);
    }
    throw err;
  }
}

async function findDomain(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.id, id), eq(ssoDomains.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Domain not found');
  return row;
}

/**
 * Looks the domain's TXT records up and marks it verified when one is exactly `gms-verification=<token>`. Not there
 * (yet) → VALIDATION_FAILED, the domain stays pending with `lastCheckedAt` set; the resolvers unreachable → UNAVAILABLE.
 * Verified by another organization first, whether before the lookup or while it ran → CONFLICT. Checking a domain
 * that is already verified answers it as it is, without a lookup.
 */
export async function verifySsoDomain(
  db: Db,
  organizationId: string,
  id: string,
  dnsOptions: TxtLookupOptions = {},
): Promise<SsoDomain> {
  await assertSsoAvailable(db, organizationId);
  const pending = await findDomain(db, organizationId, id);
  if (pending.verifiedAt) return toDomain(pending);
  if (await claimedElsewhere(db, organizationId, pending.domain)) throw new AppError('CONFLICT', CLAIMED_MESSAGE);
  // The lookup runs outside any transaction: no lock is held while a resolver takes its time.
  const lookup = await lookupTxt(pending.domain, dnsOptions);
  const proven = lookup.found && hasVerificationRecord(lookup.records, pending.verificationToken);
  if (!proven) {
    await db
      .update(ssoDomains)
      .set({ lastCheckedAt: sql`now()` })
      .where(and(eq(ssoDomains.id, id), eq(ssoDomains.organizationId, organizationId)));
    if (!lookup.found && lookup.reason === 'unreachable') {
      throw new AppError('UNAVAILABLE', 'The DNS resolvers did not answer; try again in a minute');
    }
    throw new AppError(
      'VALIDATION_FAILED',
      `The verification TXT record was not found on ${pending.domain} yet. ` +
        'DNS changes can take a while to appear: check again later.',
    );
  }
  try {
    return await db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      await assertSsoAvailable(tx, organizationId);
      const [row] = await tx
        .update(ssoDomains)
        .set({ verifiedAt: sql`now()`, lastCheckedAt: sql`now()` })
        .where(and(eq(ssoDomains.id, id), eq(ssoDomains.organizationId, organizationId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Domain not found'); // removed while the lookup ran
      await recordAudit(tx, {
        organizationId,
        action: 'sso_domain.verified',
        target: { type: 'sso_domain', id: row.id },
        changes: { domain: [null, row.domain], verifiedAt: [null, row.verifiedAt] },
      });
      return toDomain(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'sso_domains_verified_domain_key')) throw new AppError('CONFLICT', CLAIMED_MESSAGE);
    throw err;
  }
}

/** Removes a domain, pending or verified; a verified one is free for another organization to claim. */
export function removeSsoDomain(db: Db, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    await assertSsoAvailable(tx, organizationId);
    const [row] = await tx
      .delete(ssoDomains)
      .where(and(eq(ssoDomains.id, id), eq(ssoDomains.organizationId, organizationId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Domain not found');
    await recordAudit(tx, {
      organizationId,
      action: 'sso_domain.removed',
      target: { type: 'sso_domain', id: row.id },
      changes: { domain: [row.domain, null], verifiedAt: [row.verifiedAt, null] },
    });
    return { removed: true as const };
  });
}
