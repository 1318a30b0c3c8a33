// Which sign-in an email gets (docs/sso.md#signing-in-with-sso): only a VERIFIED domain of an enterprise organization
// with a connection routes to single sign-on; Require SSO refuses members' passwords but never an owner's.
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { eq } from 'drizzle-orm';
import { memberships, ssoConnections, ssoDomains } from '~/db/schema';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { emailDomain, passwordRefusedBySso, ssoRouteForEmail } from './routing';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

async function connected(opts: { plan?: 'basic' | 'enterprise'; verified?: boolean; requireSso?: boolean } = {}) {
  const org = await createOrganization(db, { name: 'Routed Trust', plan: opts.plan ?? 'enterprise' });
  await db.insert(ssoConnections).values({
    organizationId: org.id,
    issuer: 'https://idp.example.org',
    clientId: 'client',
    clientSecretEncrypted: 'not.read.here',
    requireSso: opts.requireSso ?? false,
  });
  await db.insert(ssoDomains).values({
    organizationId: org.id,
    domain: 'routed.example.org',
    verificationToken: 'token',
    verifiedAt: opts.verified === false ? null : new Date(),
  });
  return org;
}

describe('emailDomain', () => {
  it('is the part after the last @, lower-cased, without a trailing dot', () => {
    expect(emailDomain('Ada@Routed.Example.ORG')).toBe('routed.example.org');
    expect(emailDomain('"a@b"@routed.example.org.')).toBe('routed.example.org');
    expect(emailDomain('  ada@routed.example.org ')).toBe('routed.example.org');
  });
  it('is null without a local part or a domain', () => {
    for (const bad of ['', 'ada', '@routed.example.org', 'ada@', 'ada@.']) expect(emailDomain(bad)).toBeNull();
  });
});

describe('ssoRouteForEmail', () => {
  it('routes a verified domain of an enterprise organization with a connection', async () => {
    const org = await connected({ requireSso: true });
    expect(await ssoRouteForEmail(db, 'Ada@ROUTED.example.org')).toEqual({ organizationId: org.id, requireSso: true });
    expect(await ssoRouteForEmail(db, 'ada@other.example.org')).toBeNull();
  });
  it('does not route an unverified domain', async () => {
    await connected({ verified: false });
    expect(await ssoRouteForEmail(db, 'ada@routed.example.org')).toBeNull();
  });
  it('does not route an organization that left the enterprise plan', async () => {
    await connected({ plan: 'basic' });
    expect(await ssoRouteForEmail(db, 'ada@routed.example.org')).toBeNull();
  });
  it('does not route a verified domain without a connection', async () => {
    const org = await connected();
    await db.delete(ssoConnections).where(eq(ssoConnections.organizationId, org.id));
    expect(await ssoRouteForEmail(db, 'ada@routed.example.org')).toBeNull();
  });
});

describe('passwordRefusedBySso', () => {
  it('refuses a member and an admin when Require SSO is on; an owner keeps the password', async () => {
    const org = await connected({ requireSso: true });
    const member = await createUser(db, { email: 'm@routed.example.org', organizationId: org.id, role: 'member' });
    const admin = await createUser(db, { email: 'a@routed.example.org', organizationId: org.id, role: 'admin' });
    const owner = await createUser(db, { email: 'o@routed.example.org', organizationId: org.id, role: 'owner' });
    expect(await passwordRefusedBySso(db, member.id)).toBe(true);
    expect(await passwordRefusedBySso(db, admin.id)).toBe(true);
    expect(await passwordRefusedBySso(db, owner.id)).toBe(false);
  });
  it('refuses nobody when Require SSO is off, or who is not a member of the routed organization', async () => {
    const org = await connected({ requireSso: false });
    const member = await createUser(db, { email: 'm@routed.example.org', organizationId: org.id, role: 'member' });
    expect(await passwordRefusedBySso(db, member.id)).toBe(false);
    await db.update(ssoConnections).set({ requireSso: true }).where(eq(ssoConnections.organizationId, org.id));
    await db.delete(memberships).where(eq(memberships.userId, member.id));
    expect(await passwordRefusedBySso(db, member.id)).toBe(false);
  });
});
