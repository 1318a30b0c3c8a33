// Verified domains (docs/sso.md#verified-domains): what a typed domain becomes (or why it is refused), the TXT record
// checked against a real DNS server on loopback (dns2), one organization per verified domain — before the lookup and
// when two verifications race to the unique index — the plan rule, tenancy and the audit records.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { auditRecords, ssoDomains } from '~/db/schema';
import { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { startDnsServer, type DnsTestServer } from '../testing/dns-server';
import { freshDbForEachTest } from '../testing/test-db';
import { addSsoDomain, listSsoDomains, normalizeDomain, removeSsoDomain, verifySsoDomain } from './domains';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

let dns: DnsTestServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.stop());

const viaTestDns = () => ({ servers: [dns.address] });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

const enterprise = (name: string) => createOrganization(db, { name, plan: 'enterprise' });
const unique = () => `d${randomBytes(4).toString('hex')}`;

describe('normalizeDomain', () => {
  it('trims, lower-cases, drops the trailing dot and writes an international name in punycode', () => {
    expect(normalizeDomain('  Example.ORG.  ')).toBe('example.org');
    expect(normalizeDomain('mail.sub.example.co.uk')).toBe('mail.sub.example.co.uk');
    expect(normalizeDomain('Bücher.example')).toBe('xn--bcher-kva.example');
    expect(normalizeDomain('münchen.de.')).toBe('xn--mnchen-3ya.de');
    expect(normalizeDomain('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    expect(normalizeDomain('example.xn--p1ai')).toBe('example.xn--p1ai');
    expect(normalizeDomain(`${'a'.repeat(63)}.example.org`)).toBe(`${'a'.repeat(63)}.example.org`);
  });

  it('refuses IP addresses, single labels, registry suffixes, private names, addresses, URLs and what DNS cannot hold', () => {
    const refused: [string, RegExp][] = [
      ['', /required/],
      ['   ', /required/],
      ['com', /two labels/],
      ['localhost', /two labels/],
      ['co.uk', /registry suffix/],
      ['com.au', /registry suffix/],
      ['corp.local', /public domain/],
      ['printer.localhost', /public domain/],
      ['1.168.192.in-addr.arpa', /public domain/],
      ['127.0.0.1', /IP address/],
      ['10.0.0.1.', /IP address/],
      ['0x7f.1', /IP address/],
      ['2130706433', /IP address|two labels/],
      ['::1', /domain name/],
      ['[::1]', /domain name/],
      ['alice@example.org', /email address/],
      ['https://example.org', /domain name/],
      ['example.org/path', /domain name/],
      ['example.org:443', /domain name/],
      ['*.example.org', /domain name/],
      ['exa mple.org', /domain name/],
      ['a..b.org', /label/],
      ['-a.example.org', /label/],
      ['a-.example.org', /label/],
      ['under_score.example.org', /label/],
      [`${'a'.repeat(64)}.example.org`, /label/],
      [`${'abcdefghi.'.repeat(25)}example.org`, /at most 253/],
      ['x'.repeat(400), /at most 253/],
      ['example.123', /domain name|top-level domain/],
    ];
    for (const [input, message] of refused) {
      let error: unknown;
      try {
        normalizeDomain(input);
      } catch (e) {
        error = e;
      }
      expect(error, input).toBeInstanceOf(AppError);
      expect((error as AppError).code, input).toBe('VALIDATION_FAILED');
      expect((error as AppError).message, input).toMatch(message);
      expect((error as AppError).extra.issues?.[0]?.path).toBe('domain');
    }
  });
});

describe('adding and verifying a domain', () => {
  it('adds a pending domain with its TXT record; the wrong record leaves it pending, the right one verifies it', async () => {
    const org = await enterprise('Acme Foundation');
    const name = `${unique()}.example.org`;
    const added = await addSsoDomain(db, org.id, ` ${name.toUpperCase()}. `);
    expect(added).toMatchObject({ domain: name, status: 'pending', verifiedAt: null, lastCheckedAt: null });
    expect(added.txtRecord).toEqual({
      name,
      type: 'TXT',
      value: expect.stringMatching(/^gms-verification=[0-9a-f]{40}$/) as string,
    });

    // Not published yet.
    const missing = await refusal(verifySsoDomain(db, org.id, added.id, viaTestDns()));
    expect(missing.code).toBe('VALIDATION_FAILED');
    expect(missing.message).toMatch(new RegExp(`not found on ${name.replace(/\./g, '\\.')} yet`));
    expect(missing.message).not.toContain(added.txtRecord.value);
    let [row] = await listSsoDomains(db, org.id);
    expect(row).toMatchObject({ status: 'pending', verifiedAt: null });
    expect(row!.lastCheckedAt).not.toBeNull();

    // Published with a typo, beside other records.
    dns.setTxt(name, ['v=spf1 -all', `${added.txtRecord.value}0`]);
    expect((await refusal(verifySsoDomain(db, org.id, added.id, viaTestDns()))).code).toBe('VALIDATION_FAILED');

    dns.setTxt(name, ['v=spf1 -all', added.txtRecord.value]);
    const verified = await verifySsoDomain(db, org.id, added.id, viaTestDns());
    expect(verified).toMatchObject({ id: added.id, status: 'verified' });
    expect(verified.verifiedAt).not.toBeNull();
    [row] = await listSsoDomains(db, org.id);
    expect(row!.status).toBe('verified');

    // Checking again answers it as it is (no lookup: the record may be gone by now).
    dns.remove(name);
    expect(await verifySsoDomain(db, org.id, added.id, viaTestDns())).toMatchObject({ status: 'verified' });

    const trail = await db
      .select({ action: auditRecords.action, targetId: auditRecords.targetId, changes: auditRecords.changes })
      .from(auditRecords)
      .where(eq(auditRecords.organizationId, org.id));
    expect(trail.filter((r) => r.action.startsWith('sso_domain.'))).toEqual([
      { action: 'sso_domain.added', targetId: added.id, changes: { domain: [null, name] } },
      {
        action: 'sso_domain.verified',
        targetId: added.id,
        changes: { domain: [null, name], verifiedAt: [null, verified.verifiedAt] },
      },
    ]);
    expect(JSON.stringify(trail)).not.toContain(added.txtRecord.value.slice('gms-verification='.length));
  });

  it('the same domain twice in one organization is 409; removing frees it', async () => {
    const org = await enterprise('Acme Foundation');
    const name = `${unique()}.example.org`;
    const added = await addSsoDomain(db, org.id, name);
    expect((await refusal(addSsoDomain(db, org.id, name.toUpperCase()))).code).toBe('CONFLICT');
    expect(await removeSsoDomain(db, org.id, added.id)).toEqual({ removed: true });
    expect(await listSsoDomains(db, org.id)).toEqual([]);
    expect((await refusal(removeSsoDomain(db, org.id, added.id))).code).toBe('NOT_FOUND');
    expect((await addSsoDomain(db, org.id, name)).domain).toBe(name);
  });

  it('a domain another organization verified is 409 "claimed by another organization", without naming it', async () => {
    const first = await enterprise('First Claimant');
    const second = await enterprise('Second Claimant');
    const name = `${unique()}.example.org`;
    // The second organization added the domain before the first verified it.
    const early = await addSsoDomain(db, second.id, name);
    const added = await addSsoDomain(db, first.id, name);
    dns.setTxt(name, [added.txtRecord.value, early.txtRecord.value]);
    await verifySsoDomain(db, first.id, added.id, viaTestDns());

    const late = await refusal(addSsoDomain(db, second.id, name));
    expect(late.code).toBe('CONFLICT');
    expect(late.message).toBe('This domain is claimed by another organization');
    expect(late.message).not.toContain('First');
    const racing = await refusal(verifySsoDomain(db, second.id, early.id, viaTestDns()));
    expect(racing.code).toBe('CONFLICT');
    expect(racing.message).toBe('This domain is claimed by another organization');
    expect((await listSsoDomains(db, second.id))[0]!.status).toBe('pending');

    // Once the first removes it, the second can prove it.
    await removeSsoDomain(db, first.id, added.id);
    expect(await verifySsoDomain(db, second.id, early.id, viaTestDns())).toMatchObject({ status: 'verified' });
  });

  it('two verifications racing to the unique index: one wins, the other is 409, not a server error', async () => {
    const a = await enterprise('Racer A');
    const b = await enterprise('Racer B');
    const name = `${unique()}.example.org`;
    const forA = await addSsoDomain(db, a.id, name);
    const forB = await addSsoDomain(db, b.id, name);
    dns.setTxt(name, [forA.txtRecord.value, forB.txtRecord.value]);
    // B's lookup is held at the DNS server until A's whole verification has committed: B passed the "claimed by
    // another organization?" check before A verified, so only the partial unique index stops it.
    const held = dns.hold(name);
    const bVerification = verifySsoDomain(db, b.id, forB.id, { servers: [dns.address], timeoutMs: 120_000 }).then(
      (d) => d,
      (e: unknown) => e,
    );
    await held.asked;
    const other = await startDnsServer(); // A asks a server that answers at once
    try {
      other.setTxt(name, [forA.txtRecord.value]);
      expect(await verifySsoDomain(db, a.id, forA.id, { servers: [other.address] })).toMatchObject({
        status: 'verified',
      });
    } finally {
      await other.stop();
    }
    held.release();
    const outcome = await bVerification;
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).code).toBe('CONFLICT');
    expect((outcome as AppError).message).toBe('This domain is claimed by another organization');
    const rows = await db.select().from(ssoDomains).where(eq(ssoDomains.domain, name));
    expect(rows.filter((r) => r.verifiedAt !== null).map((r) => r.organizationId)).toEqual([a.id]);
    const bTrail = await db.select().from(auditRecords).where(eq(auditRecords.organizationId, b.id));
    expect(bTrail.map((r) => r.action)).not.toContain('sso_domain.verified');
  });

  it('refuses other plans (403) and other organizations’ domains (404)', async () => {
    const basic = await createOrganization(db, { name: 'Basic Org', plan: 'basic' });
    const refused = await refusal(addSsoDomain(db, basic.id, `${unique()}.example.org`));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toMatch(/enterprise plan/);

    const owner = await enterprise('Owner Org');
    const outsider = await enterprise('Outsider Org');
    const added = await addSsoDomain(db, owner.id, `${unique()}.example.org`);
    dns.setTxt(added.domain, [added.txtRecord.value]);
    expect((await refusal(verifySsoDomain(db, outsider.id, added.id, viaTestDns()))).code).toBe('NOT_FOUND');
    expect((await refusal(removeSsoDomain(db, outsider.id, added.id))).code).toBe('NOT_FOUND');
    expect(await listSsoDomains(db, outsider.id)).toEqual([]);
    const [still] = await db
      .select()
      .from(ssoDomains)
      .where(and(eq(ssoDomains.id, added.id), eq(ssoDomains.organizationId, owner.id)));
    expect(still!.verifiedAt).toBeNull();
  });

  it('a sandbox is refused: single sign-on is configured on the live organization', async () => {
    const org = await enterprise('Sandboxed');
    const refused = await refusal(addSsoDomain(db, org.sandboxId, `${unique()}.example.org`));
    expect(refused.code).toBe('VALIDATION_FAILED');
  });
});
