// SCIM provisioning over HTTP against the built app (docs/sso.md#scim-provisioning), with requests shaped as Okta's and
// Microsoft Entra ID's provisioning clients send them (their documented payloads, headers and query strings): the
// owner creates the token in the dashboard, then create → find → deactivate (a signed-in session refused at once) →
// reactivate → delete; wrong token 401; malformed filter 400. An app and database of this file's own, so the token
// and the deactivations touch no organization the other files share.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  type RunningApp,
  type TestDatabase,
  type TestDbKind,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn, type DashboardClient } from '../fixtures/dashboard';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

let db: TestDatabase;
let app: RunningApp | undefined;
let scimToken = '';
const suffix = randomUUID().slice(0, 8);
const owner = { email: `owner-${suffix}@scim-e2e.example.org`, password: '' };
/** Already a member before provisioning is switched on: the identity provider finds and links them by userName. */
const staff = { id: '', email: `staff-${suffix}@scim-e2e.example.org`, password: '' };
const secrets: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase((process.env.TEST_DB ?? 'pglite') as TestDbKind, 'scim');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  owner.password = `Owner-${randomBytes(12).toString('base64url')}-7q`;
  staff.password = `Staff-${randomBytes(12).toString('base64url')}-7q`;
  await withFixtures(db, async (build) => {
    await build.org({ name: 'SCIM Trust', slug: 'scim-trust', plan: 'enterprise' });
    await build.user({ email: owner.email, password: owner.password, org: 'scim-trust', role: 'owner' });
    staff.id = (
      await build.user({ email: staff.email, password: staff.password, org: 'scim-trust', role: 'member' })
    ).id;
  });
  const authSecret = randomBytes(32).toString('base64url');
  secrets.push(owner.password, staff.password, authSecret, db.env.ENCRYPTION_KEY);
  app = await startApp(db, { label: 'scim', env: { AUTH_SECRET: authSecret } });
}, 360_000); // its own app, started on a machine that may be busy

afterAll(async () => {
  await app?.stop();
  secrets.push(scimToken);
  recordSecrets('scim', secrets);
  await db?.drop();
});

/** Okta's SCIM client: `Accept` and `Content-Type` application/scim+json, its user agent. */
const OKTA = {
  Accept: 'application/scim+json',
  'Content-Type': 'application/scim+json; charset=utf-8',
  'User-Agent': 'Okta SCIM Client 1.0.0',
};
/** Entra's provisioning service sends plain JSON. */
const ENTRA = { Accept: 'application/scim+json', 'Content-Type': 'application/json', 'User-Agent': 'Azure AD SCIM' };

async function scim(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
) {
  const res = await fetch(`${app!.baseUrl}/scim/v2${path}`, {
    method,
    headers: { Authorization: `Bearer ${options.token ?? scimToken}`, ...(options.headers ?? OKTA) },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

describe('SCIM provisioning as Okta and Entra drive it (docs/sso.md#scim-provisioning)', () => {
  let ownerClient: DashboardClient;

  it('the owner creates the token in Settings → Single sign-on; it is shown once', async () => {
    ownerClient = await signIn(owner.email, owner.password, app!.baseUrl);
    const created = await ownerClient.mutate<{ token: string }>('scim.createToken');
    expect(created.status).toBe(200);
    scimToken = created.data!.token;
    expect(scimToken).toMatch(/^scim_/);
    const status = await ownerClient.query<{ enterprise: boolean; token: Record<string, unknown> }>('scim.status');
    expect(status.data!.enterprise).toBe(true);
    expect(JSON.stringify(status.data)).not.toContain(scimToken);
  });

  it('refuses a wrong or missing token (401) and a malformed filter (400 invalidFilter), in SCIM’s shape', async () => {
    for (const token of ['', 'scim_wrong', `${scimToken.slice(0, -2)}xx`]) {
      const refused = await scim('GET', '/Users', { token });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('content-type')).toMatch(/^application\/scim\+json/);
      expect(refused.body).toMatchObject({ schemas: [ERROR], status: '401' });
    }
    const malformed = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidFilter' });
    // A malformed percent-escape in the path: refused in SCIM's shape too (the page router would answer plain text).
    const badPath = await scim('GET', '/Users/%E0%A4%A');
    expect(badPath.status).toBe(400);
    expect(badPath.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expect(badPath.body).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidSyntax' });
    const unsupported = await scim('GET', `/Users?filter=${encodeURIComponent('name.familyName co "x"')}`);
    expect(unsupported.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    const broken = await scim('POST', '/Users', { body: '{"schemas": [' });
    expect(broken.body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
  });

  it('Okta: looks the user up, creates them (201), and a second create is 409 uniqueness', async () => {
    const email = `new.hire-${suffix}@scim-e2e.example.org`;
    // Okta's import check: GET /Users?filter=userName eq "…"&startIndex=1&count=100
    const lookup = await scim(
      'GET',
      `/Users?filter=userName%20eq%20%22${encodeURIComponent(email)}%22&startIndex=1&count=100`,
    );
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
    const oktaCreate = {
      schemas: [USER],
      userName: email,
      name: { givenName: 'New', familyName: 'Hire' },
      emails: [{ primary: true, value: email, type: 'work' }],
      displayName: 'New Hire',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    };
    const created = await scim('POST', '/Users', { body: oktaCreate });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expect(created.headers.get('location')).toBe(created.body.meta.location);
    expect(created.body).toMatchObject({ userName: email, active: true, externalId: '00ujl29u0le5T6Aj10h7' });
    const again = await scim('POST', '/Users', { body: oktaCreate });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ schemas: [ERROR], scimType: 'uniqueness' });
    const members = await ownerClient.query<{ email: string; role: string }[]>('members.list');
    expect(members.data!.find((m) => m.email === email)?.role).toBe('member');
  });

  it('Okta: deactivates an existing member — their signed-in session is refused within a second; reactivation restores access', async () => {
    const staffClient = await signIn(staff.email, staff.password, app!.baseUrl);
    expect((await staffClient.query('members.me')).status).toBe(200);

    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${staff.email.toUpperCase()}"`)}`,
    );
    expect(found.body.totalResults).toBe(1);
    const id = found.body.Resources[0].id as string;
    expect(id).toBe(staff.id);

    const deactivated = await scim('PATCH', `/Users/${id}`, {
      body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] },
    });
    const at = Date.now();
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    const refused = await staffClient.query('members.me');
    expect(Date.now() - at).toBeLessThan(1000);
    expect(refused.status).toBe(401);
    // Signing in again gets a session, but the organization refuses it.
    const again = await signIn(staff.email, staff.password, app!.baseUrl);
    expect((await again.query('members.me')).status).toBe(403);

    const reactivated = await scim('PATCH', `/Users/${id}`, {
      body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] },
    });
    expect(reactivated.body.active).toBe(true);
    expect((await again.query('members.me')).status).toBe(200);
  });

  it('Entra: creates, updates with capitalized ops and string booleans, deactivates, reactivates and deletes', async () => {
    const email = `entra.user-${suffix}@scim-e2e.example.org`;
    // Entra first asks for a user that does not exist, by an id that is not ours: 404; and filters for the new one.
    expect((await scim('GET', '/Users/5171a35d82074e068ce2', { headers: ENTRA })).status).toBe(404);
    const none = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`, { headers: ENTRA });
    expect(none.body.totalResults).toBe(0);
    const created = await scim('POST', '/Users', {
      headers: ENTRA,
      body: {
        schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
        userName: email,
        active: true,
        emails: [{ primary: true, type: 'work', value: email }],
        meta: { resourceType: 'User' },
        name: { formatted: 'Entra User', familyName: 'User', givenName: 'Entra' },
        roles: [],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const updated = await scim('PATCH', `/Users/${id}`, {
      headers: ENTRA,
      body: {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'Add', path: 'displayName', value: 'Entra Renamed' },
          { op: 'Replace', path: 'emails[type eq "work"].value', value: email },
          {
            op: 'Replace',
            path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
            value: 'Grants',
          },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.displayName).toBe('Entra Renamed');

    const off = await scim('PATCH', `/Users/${id}`, {
      headers: ENTRA,
      body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
    });
    expect(off.body.active).toBe(false);
    expect((await scim('GET', `/Users/${id}`, { headers: ENTRA })).body.active).toBe(false);
    const on = await scim('PATCH', `/Users/${id}`, {
      headers: ENTRA,
      body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] },
    });
    expect(on.body.active).toBe(true);

    const deleted = await fetch(`${app!.baseUrl}/scim/v2/Users/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${scimToken}`, ...ENTRA },
    });
    expect(deleted.status).toBe(204);
    expect((await scim('GET', `/Users/${id}`, { headers: ENTRA })).status).toBe(404);
    const members = await ownerClient.query<{ email: string }[]>('members.list');
    expect(members.data!.map((m) => m.email)).not.toContain(email);
  });

  it('deletes the linked member too; the audit trail names SCIM as the actor of every change', async () => {
    const removed = await scim('DELETE', `/Users/${staff.id}`);
    expect(removed.status).toBe(204);
    const trail = await ownerClient.query<{ data: { action: string; actor: { kind: string } }[] }>('auditLog.list', {
      limit: 100,
    });
    const scimActions = trail.data!.data.filter((r) => r.actor.kind === 'scim').map((r) => r.action);
    expect(new Set(scimActions)).toEqual(
      new Set(['member.provisioned', 'member.updated', 'member.deactivated', 'member.reactivated', 'member.removed']),
    );
    expect(trail.data!.data.some((r) => r.action === 'scim_token.created')).toBe(true);
  });

  it('a revoked token is 401 on the next request', async () => {
    expect((await ownerClient.mutate('scim.revokeToken')).status).toBe(200);
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});
