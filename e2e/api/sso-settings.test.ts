// Settings → Single sign-on over real HTTP against the built app (docs/sso.md#connecting-your-identity-provider,
// docs/sso.md#verified-domains): the owner saves and reads the OpenID Connect connection (the secret never comes back
// and is stored encrypted), a non-owner, another plan and another organization are refused, a bad issuer is 400; domains
// are checked against a real DNS server this file starts (dns2 on loopback, the app's DNS_SERVERS): a missing record
// leaves the domain pending, the right one verifies it, and a domain verified by one organization is 409 for any other.
// An app and database of this file's own, with SSO_ALLOW_PRIVATE_NETWORKS off as in production.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsTestServer } from '~/server/testing/dns-server';
import {
  createTestDatabase,
  dumpDatabaseText,
  recordSecrets,
  startApp,
  withDirectDb,
  type RunningApp,
  type TestDatabase,
  type TestDbKind,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn, type DashboardClient } from '../fixtures/dashboard';

let db: TestDatabase;
let app: RunningApp | undefined;
let dns: DnsTestServer | undefined;
const suffix = randomUUID().slice(0, 8);
const person = (name: string) => ({ email: `${name}-${suffix}@sso-settings.example.org`, password: '' });
const owner = person('owner');
const admin = person('admin');
const rival = person('rival');
const basicOwner = person('basic');
const orgs = { trust: { id: '', sandboxId: '' }, rival: { id: '', sandboxId: '' } };
const clientSecret = `cs-${randomBytes(24).toString('base64url')}`;
const newSecret = `cs2-${randomBytes(24).toString('base64url')}`;
const secrets: string[] = [clientSecret, newSecret];
const domain = `acme-${suffix}.example.org`;

interface Settings {
  enterprise: boolean;
  redirectUri: string;
  connection: Record<string, unknown> | null;
  domains: {
    id: string;
    domain: string;
    status: string;
    txtRecord: { name: string; type: string; value: string };
    verifiedAt: string | null;
    lastCheckedAt: string | null;
  }[];
}

beforeAll(async () => {
  db = await createTestDatabase((process.env.TEST_DB ?? 'pglite') as TestDbKind, 'sso-settings');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  for (const p of [owner, admin, rival, basicOwner]) p.password = `Pw-${randomBytes(12).toString('base64url')}-7q`;
  await withFixtures(db, async (build) => {
    orgs.trust = await build.org({ name: 'SSO Trust', slug: `sso-trust-${suffix}`, plan: 'enterprise' });
    orgs.rival = await build.org({ name: 'SSO Rival', slug: `sso-rival-${suffix}`, plan: 'enterprise' });
    await build.org({ name: 'SSO Basic', slug: `sso-basic-${suffix}`, plan: 'basic' });
    await build.user({ ...owner, org: orgs.trust.id, role: 'owner' });
    await build.user({ ...admin, org: orgs.trust.id, role: 'admin' });
    await build.user({ ...rival, org: orgs.rival.id, role: 'owner' });
    await build.user({ ...basicOwner, org: `sso-basic-${suffix}`, role: 'owner' });
  });
  dns = await startDnsServer();
  const authSecret = randomBytes(32).toString('base64url');
  secrets.push(owner.password, admin.password, rival.password, basicOwner.password, authSecret, db.env.ENCRYPTION_KEY);
  app = await startApp(db, {
    label: 'sso-settings',
    env: { AUTH_SECRET: authSecret, DNS_SERVERS: dns.address, SSO_ALLOW_PRIVATE_NETWORKS: 'false' },
  });
}, 360_000); // its own app, started on a machine that may be busy

afterAll(async () => {
  await app?.stop();
  await dns?.stop();
  recordSecrets('sso-settings', secrets);
  await db?.drop();
});

describe('the OpenID Connect connection', () => {
  let ownerClient: DashboardClient;

  it('the owner saves it; reading it back never returns the secret, only that one is stored', async () => {
    ownerClient = await signIn(owner.email, owner.password, app!.baseUrl);
    const empty = await ownerClient.query<Settings>('sso.get');
    expect(empty.status).toBe(200);
    expect(empty.data).toMatchObject({ enterprise: true, connection: null, domains: [] });
    expect(empty.data!.redirectUri).toBe(`${app!.baseUrl}/api/sso/callback`);
    const roles = await ownerClient.query<{ id: string; name: string }[]>('members.roles.list');
    const viewerRole = roles.data!.find((r) => r.name === 'viewer')!;

    const saved = await ownerClient.mutate('sso.save', {
      issuer: 'https://idp.example.com/oauth2/default',
      clientId: '0oa1b2c3d4',
      clientSecret,
      requireSso: true,
      jitEnabled: true,
      jitRoleId: viewerRole.id,
    });
    expect(saved.status).toBe(200);
    const read = await ownerClient.query<Settings>('sso.get');
    expect(read.data!.connection).toMatchObject({
      issuer: 'https://idp.example.com/oauth2/default',
      clientId: '0oa1b2c3d4',
      clientSecretSet: true,
      requireSso: true,
      jitEnabled: true,
      jitRoleId: viewerRole.id,
      updatedBy: owner.email,
    });
    expect(JSON.stringify(saved.data)).not.toContain(clientSecret);
    expect(JSON.stringify(read.data)).not.toContain(clientSecret);
    expect(JSON.stringify(read.data)).not.toContain(clientSecret.slice(-8));
  });

  it('an update without a secret keeps the stored one; a new secret replaces it', async () => {
    const kept = await ownerClient.mutate('sso.save', {
      issuer: 'https://idp.example.com/oauth2/default',
      clientId: '0oa1b2c3d4-renamed',
      requireSso: false,
      jitEnabled: false,
    });
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({ clientId: '0oa1b2c3d4-renamed', clientSecretSet: true, requireSso: false });
    const blank = await ownerClient.mutate('sso.save', {
      issuer: 'https://idp.example.com/oauth2/default',
      clientId: '0oa1b2c3d4-renamed',
      clientSecret: '',
    });
    expect(blank.status).toBe(200);
    const replaced = await ownerClient.mutate('sso.save', {
      issuer: 'https://idp.example.com/oauth2/default',
      clientId: '0oa1b2c3d4-renamed',
      clientSecret: newSecret,
    });
    expect(replaced.status).toBe(200);
    expect(JSON.stringify(replaced.data)).not.toContain(newSecret);
  });

  it('a bad issuer, client id or JIT role is 400 and changes nothing', async () => {
    const before = (await ownerClient.query<Settings>('sso.get')).data!.connection;
    const owners = (await ownerClient.query<Settings>('sso.get')).data!;
    const allRoles = await ownerClient.query<{ id: string; name: string }[]>('members.roles.list');
    const ownerRoleId = allRoles.data!.find((r) => r.name === 'owner')!.id;
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ issuer: 'http://idp.example.com' }, /issuer: must be https/],
      [{ issuer: 'https://127.0.0.1:8443' }, /issuer: .*private, loopback/],
      [{ issuer: 'https://169.254.169.254/' }, /issuer: .*private, loopback/],
      [{ issuer: 'https://localhost/' }, /issuer: .*private, loopback/],
      [{ issuer: 'https://idp.example.com/?tenant=1' }, /issuer: must not have a query/],
      [{ issuer: 'https://idp.example.com/#x' }, /issuer: must not have a fragment/],
      [{ issuer: 'https://user:pw@idp.example.com' }, /issuer: must not contain credentials/],
      [{ issuer: 'not a url' }, /issuer: must be an absolute URL/],
      [{ clientId: '   ' }, /clientId: is required/],
      [{ clientId: 'x'.repeat(256) }, /clientId/],
      [{ clientSecret: 'y'.repeat(5000) }, /clientSecret/],
      [{ jitRoleId: randomUUID() }, /jitRoleId: is not a role of this organization/],
      [{ jitRoleId: ownerRoleId }, /jitRoleId: must not be the owner role/],
    ];
    for (const [patch, message] of bad) {
      const res = await ownerClient.mutate('sso.save', {
        issuer: 'https://idp.example.com/oauth2/default',
        clientId: 'changed',
        clientSecret: 'changed-secret',
        ...patch,
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.error?.message, JSON.stringify(patch)).toMatch(message);
    }
    expect(owners.enterprise).toBe(true);
    const after = (await ownerClient.query<Settings>('sso.get')).data!.connection;
    expect(after).toEqual(before);
  });

  it('a non-owner, another organization and another plan are refused; nothing of the connection leaks', async () => {
    const adminClient = await signIn(admin.email, admin.password, app!.baseUrl);
    for (const res of [
      await adminClient.query('sso.get'),
      await adminClient.mutate('sso.save', { issuer: 'https://evil.example.com', clientId: 'x', clientSecret: 'y' }),
      await adminClient.mutate('sso.delete'),
      await adminClient.mutate('sso.addDomain', { domain: 'evil.example.com' }),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(res)).not.toContain('idp.example.com');
    }

    // Another organization's owner sees their own (empty) settings, and cannot name alpha's organization.
    const rivalClient = await signIn(rival.email, rival.password, app!.baseUrl);
    const theirs = await rivalClient.query<Settings>('sso.get');
    expect(theirs.data).toMatchObject({ enterprise: true, connection: null });
    const aimed = await rivalClient.query('sso.get', undefined, { organizationId: orgs.trust.id });
    expect(aimed.status).toBe(403);
    const aimedSave = await rivalClient.mutate(
      'sso.save',
      { issuer: 'https://evil.example.com', clientId: 'x', clientSecret: 'y' },
      { organizationId: orgs.trust.id },
    );
    expect(aimedSave.status).toBe(403);
    expect((await rivalClient.mutate('sso.delete', undefined, { organizationId: orgs.trust.id })).status).toBe(403);

    const basicClient = await signIn(basicOwner.email, basicOwner.password, app!.baseUrl);
    const basic = await basicClient.query<Settings>('sso.get');
    expect(basic.data).toMatchObject({ enterprise: false, connection: null });
    const refused = await basicClient.mutate('sso.save', {
      issuer: 'https://idp.example.com',
      clientId: 'x',
      clientSecret: 'y',
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toMatch(/part of the enterprise plan/);
    const refusedDomain = await basicClient.mutate('sso.addDomain', { domain: `basic-${suffix}.example.org` });
    expect(refusedDomain.status).toBe(403);

    const ours = await (await signIn(owner.email, owner.password, app!.baseUrl)).query<Settings>('sso.get');
    expect(ours.data!.connection).toMatchObject({ issuer: 'https://idp.example.com/oauth2/default' });
  });
});

describe('verified domains', () => {
  let ownerClient: DashboardClient;
  let rivalClient: DashboardClient;
  let ours: Settings['domains'][number];
  let rivalsEarly: Settings['domains'][number];

  it('malformed domains are 400', async () => {
    ownerClient = await signIn(owner.email, owner.password, app!.baseUrl);
    for (const bad of [
      'com',
      'co.uk',
      '127.0.0.1',
      'localhost',
      'alice@example.org',
      'https://example.org',
      '',
      'a..b',
    ]) {
      const res = await ownerClient.mutate('sso.addDomain', { domain: bad });
      expect(res.status, bad).toBe(400);
    }
    const long = await ownerClient.mutate('sso.addDomain', { domain: `${'a'.repeat(60)}.`.repeat(5) + 'org' });
    expect(long.status).toBe(400);
    expect((await ownerClient.query<Settings>('sso.get')).data!.domains).toEqual([]);
  });

  it('adding a domain returns the TXT record to publish', async () => {
    rivalClient = await signIn(rival.email, rival.password, app!.baseUrl);
    // The rival adds it first: a pending claim proves nothing and blocks no one.
    const early = await rivalClient.mutate<Settings['domains'][number]>('sso.addDomain', { domain });
    expect(early.status).toBe(200);
    rivalsEarly = early.data!;

    const added = await ownerClient.mutate<Settings['domains'][number]>('sso.addDomain', {
      domain: ` ${domain.toUpperCase()}. `,
    });
    expect(added.status).toBe(200);
    ours = added.data!;
    expect(ours).toMatchObject({ domain, status: 'pending', verifiedAt: null });
    expect(ours.txtRecord).toEqual({
      name: domain,
      type: 'TXT',
      value: expect.stringMatching(/^gms-verification=[0-9a-f]{32,}$/) as string,
    });
    expect(ours.txtRecord.value).not.toBe(rivalsEarly.txtRecord.value);
    const again = await ownerClient.mutate('sso.addDomain', { domain });
    expect(again.status).toBe(409);
  });

  it('verifying before the record is published: 4xx "not found yet", and the domain stays pending', async () => {
    const res = await ownerClient.mutate('sso.verifyDomain', { id: ours.id });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/not found on .* yet/);
    expect(dns!.questions).toContain(domain);
    const [row] = (await ownerClient.query<Settings>('sso.get')).data!.domains;
    expect(row).toMatchObject({ id: ours.id, status: 'pending', verifiedAt: null });
    expect(row!.lastCheckedAt).not.toBeNull();

    // Another record on the name, or another organization's token, is not ours.
    dns!.setTxt(domain, ['v=spf1 -all', rivalsEarly.txtRecord.value]);
    expect((await ownerClient.mutate('sso.verifyDomain', { id: ours.id })).status).toBe(400);
  });

  it('another organization cannot verify, remove or see our domain', async () => {
    expect((await rivalClient.mutate('sso.verifyDomain', { id: ours.id })).status).toBe(404);
    expect((await rivalClient.mutate('sso.removeDomain', { id: ours.id })).status).toBe(404);
    const theirs = (await rivalClient.query<Settings>('sso.get')).data!.domains;
    expect(theirs.map((d) => d.id)).toEqual([rivalsEarly.id]);
  });

  it('with the right TXT record (a long one split in chunks beside others) the domain is verified', async () => {
    const value = ours.txtRecord.value;
    dns!.setTxt(domain, ['v=spf1 -all', [value.slice(0, 20), value.slice(20)], rivalsEarly.txtRecord.value]);
    const res = await ownerClient.mutate<Settings['domains'][number]>('sso.verifyDomain', { id: ours.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: ours.id, status: 'verified' });
    const [row] = (await ownerClient.query<Settings>('sso.get')).data!.domains;
    expect(row!.status).toBe('verified');
  });

  it('the domain is now claimed: another organization adding it, or verifying its earlier claim, gets 409', async () => {
    const added = await rivalClient.mutate('sso.addDomain', { domain });
    expect(added.status).toBe(409);
    expect(added.error?.message).toBe('This domain is claimed by another organization');
    expect(JSON.stringify(added)).not.toContain('SSO Trust');
    // Its record is published too: only the claim stops it.
    const verified = await rivalClient.mutate('sso.verifyDomain', { id: rivalsEarly.id });
    expect(verified.status).toBe(409);
    expect(verified.error?.message).toBe('This domain is claimed by another organization');
    const theirs = (await rivalClient.query<Settings>('sso.get')).data!.domains;
    expect(theirs).toEqual([expect.objectContaining({ id: rivalsEarly.id, status: 'pending' })]);
  });

  it('removing a domain, and removing the connection', async () => {
    const extra = await ownerClient.mutate<Settings['domains'][number]>('sso.addDomain', {
      domain: `bücher-${suffix}.example`,
    });
    expect(extra.status).toBe(200);
    expect(extra.data!.domain).toMatch(/^xn--/);
    expect((await ownerClient.mutate('sso.removeDomain', { id: extra.data!.id })).status).toBe(200);
    expect((await ownerClient.mutate('sso.removeDomain', { id: extra.data!.id })).status).toBe(404);
    expect((await ownerClient.mutate('sso.delete')).status).toBe(200);
    expect((await ownerClient.mutate('sso.delete')).status).toBe(404);
    const after = (await ownerClient.query<Settings>('sso.get')).data!;
    expect(after.connection).toBeNull();
    expect(after.domains.map((d) => d.status)).toEqual(['verified']); // the proof stays
  });
});

describe('what was stored and recorded', () => {
  it('the secret is stored encrypted, never in plaintext; the trail names each change, the secret as a marker only', async () => {
    // Connected again, so that a stored secret exists to look for; then the app stops and the database is read.
    const ownerClient = await signIn(owner.email, owner.password, app!.baseUrl);
    const saved = await ownerClient.mutate('sso.save', {
      issuer: 'https://idp.example.com/oauth2/default',
      clientId: '0oa1b2c3d4',
      clientSecret,
    });
    expect(saved.status).toBe(200);
    await app!.stop();

    const dump = await dumpDatabaseText(db);
    for (const secret of [clientSecret, newSecret]) expect(dump).not.toContain(secret);
    const [stored] = await withDirectDb(db, (sql) =>
      sql(`select client_secret_encrypted from sso_connections where organization_id = '${orgs.trust.id}'`),
    );
    expect(String(stored!.client_secret_encrypted)).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);

    const trail = await withDirectDb(db, (sql) =>
      sql(
        `select action, target_type, changes::text as changes from audit_records
         where organization_id = '${orgs.trust.id}' and action like 'sso_%' order by seq`,
      ),
    );
    // The save that changed nothing (a blank secret, the same fields) recorded nothing.
    expect(trail.map((r) => r.action)).toEqual([
      'sso_connection.created',
      'sso_connection.updated',
      'sso_connection.updated',
      'sso_domain.added',
      'sso_domain.verified',
      'sso_domain.added',
      'sso_domain.removed',
      'sso_connection.deleted',
      'sso_connection.created',
    ]);
    expect(trail.map((r) => r.target_type)).toEqual([
      ...Array(3).fill('sso_connection'),
      ...Array(4).fill('sso_domain'),
      'sso_connection',
      'sso_connection',
    ]);
    const changes = trail.map((r) => JSON.parse(String(r.changes)) as Record<string, unknown>);
    expect(changes[0]).toMatchObject({
      issuer: [null, 'https://idp.example.com/oauth2/default'],
      clientSecret: [null, '[set]'],
      jitRole: [null, 'viewer'],
      requireSso: [null, true],
    });
    expect(changes[1]).toMatchObject({
      clientId: ['0oa1b2c3d4', '0oa1b2c3d4-renamed'],
      requireSso: [true, false],
      jitRole: ['viewer', null],
    });
    expect(changes[1]).not.toHaveProperty('clientSecret');
    expect(changes[2]).toEqual({ clientSecret: ['[set]', '[changed]'] });
    expect(changes[3]).toEqual({ domain: [null, domain] });
    expect(changes[7]).toMatchObject({ clientSecret: ['[set]', null] });
    const rivalTrail = await withDirectDb(db, (sql) =>
      sql(`select action from audit_records where organization_id = '${orgs.rival.id}' and action like 'sso_%'`),
    );
    expect(rivalTrail.map((r) => r.action)).toEqual(['sso_domain.added']); // refusals record nothing
  });
});
