// SCIM provisioning (docs/sso.md#scim-provisioning) through handleScimRequest, the function /scim/v2 runs: tokens,
// create, filter, get, replace, Okta's and Entra's PATCH shapes, deactivation and what it ends, delete, tenancy and
// the error shapes. The HTTP replay of Okta's and Entra's clients against the built app is e2e/api/scim.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { auditRecords, dashboardSessions, memberships, roles, scimTokens } from '~/db/schema';
import { createApiKey, verifyApiKey } from '../auth/api-keys';
import { sha256Hex } from '../auth/credential-format';
import { startDashboardSession, openSessionVersion } from '../auth/dashboard-sessions';
import { BUILT_IN_ROLES } from '../auth/permissions';
import { principalForUser } from '../auth/user-principal';
import { createCalendarFeed, renderCalendarFeed } from '../calendar/feeds';
import { AppError } from '../errors';
import { acceptInvitation, createInvitation } from '../members/invitations';
import { listMembers } from '../members/members';
import { createOrganization, updateOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { handleScimRequest } from './http';
import { createScimToken, revokeScimToken, scimTokenStatus } from './tokens';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function enterprise(name = 'Acme Foundation') {
  const org = await createOrganization(db, { name, plan: 'enterprise' });
  const email = `owner@${org.slug}.example`;
  const owner = { ...(await createUser(db, { email, organizationId: org.id, role: 'owner' })), email };
  const { token } = await createScimToken(db, org.id, owner.id);
  return { org, owner, token };
}

/** One SCIM request as the route handler passes it on. */
async function scim(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await handleScimRequest(
    db,
    {
      method,
      url: `http://127.0.0.1/scim/v2${path}`,
      headers: new Headers({
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(text !== null ? { 'content-type': 'application/scim+json' } : {}),
        ...headers,
      }),
      body:
        text === null
          ? null
          : (async function* () {
              yield Buffer.from(text);
            })(),
    },
    { clientIp: `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  );
  const raw = await response.text();
  return { status: response.status, headers: response.headers, body: raw ? JSON.parse(raw) : undefined };
}

const oktaUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER],
  userName: email,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: 'Ada Lovelace',
  locale: 'en-US',
  externalId: '00u1abcd',
  groups: [],
  password: 'never-stored-1!',
  active: true,
  ...extra,
});

async function audits(organizationId: string) {
  const rows = await db.select().from(auditRecords).where(eq(auditRecords.organizationId, organizationId));
  return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
}

describe('SCIM tokens', () => {
  it('is for enterprise organizations; shown once, stored as SHA-256; a new token revokes the old', async () => {
    const basic = await createOrganization(db, { name: 'Basic Trust' });
    await expect(createScimToken(db, basic.id, null)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const { org, owner, token } = await enterprise();
    expect(token).toMatch(/^scim_[0-9A-Za-z]{43}$/);
    const [stored] = await db.select().from(scimTokens).where(eq(scimTokens.organizationId, org.id));
    expect(stored!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const status = await scimTokenStatus(db, org.id);
    expect(status).toMatchObject({ enterprise: true, token: { prefix: stored!.prefix, createdBy: owner.email } });
    expect(JSON.stringify(status)).not.toContain(stored!.tokenHash);

    expect((await scim(token, 'GET', '/Users')).status).toBe(200);
    const second = await createScimToken(db, org.id, owner.id);
    expect((await scim(token, 'GET', '/Users')).status).toBe(401);
    expect((await scim(second.token, 'GET', '/Users')).status).toBe(200);
    await revokeScimToken(db, org.id);
    expect((await scim(second.token, 'GET', '/Users')).status).toBe(401);
    await expect(revokeScimToken(db, org.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await audits(org.id)).map((r) => r.action).filter((a) => a.startsWith('scim_token.'))).toEqual([
      'scim_token.created',
      'scim_token.revoked',
      'scim_token.created',
      'scim_token.revoked',
    ]);
  });

  it('refuses a missing, malformed or unknown token with 401 in SCIM’s error shape', async () => {
    const { token } = await enterprise();
    for (const bad of [null, 'garbage', `scim_${'A'.repeat(43)}`, token.slice(0, -1)]) {
      const answer = await scim(bad, 'GET', '/Users');
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toBe('application/scim+json; charset=utf-8');
      expect(answer.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
    }
    const basic = await scim(token, 'GET', '/Users', undefined, { authorization: `Basic ${token}` });
    expect(basic.status).toBe(401);
  });

  it('stops working when the organization leaves the enterprise plan', async () => {
    const { org, token } = await enterprise();
    await updateOrganization(db, org.id, { plan: 'basic' });
    expect((await scim(token, 'GET', '/Users')).status).toBe(401);
  });
});

describe('SCIM Users', () => {
  it('creates a member with the default role from Okta’s payload; no password is stored', async () => {
    const { org, token } = await enterprise();
    const created = await scim(token, 'POST', '/Users', oktaUser('Ada@Acme.example'));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(created.body.meta.location);
    expect(created.body).toMatchObject({
      schemas: [USER],
      userName: 'ada@acme.example',
      externalId: '00u1abcd',
      displayName: 'Ada Lovelace',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ value: 'ada@acme.example', primary: true }],
      active: true,
      meta: { resourceType: 'User' },
    });
    const member = (await listMembers(db, org.id)).find((m) => m.email === 'ada@acme.example');
    expect(member).toMatchObject({ role: 'member', disabled: false, name: 'Ada Lovelace' });
    const principal = await principalForUser(db, created.body.id, org.id);
    expect([...principal.permissions].sort()).toEqual([...BUILT_IN_ROLES.member].sort());

    const again = await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ scimType: 'uniqueness', status: '409' });
    const [record] = (await audits(org.id)).filter((r) => r.action === 'member.provisioned');
    expect(record).toMatchObject({ actorKind: 'scim', targetId: created.body.id });
    expect(JSON.stringify(await audits(org.id))).not.toContain('never-stored');
  });

  it('does not take over an account that exists outside the organization (409), and refuses a bad body', async () => {
    const { token } = await enterprise();
    const elsewhere = await createOrganization(db, { name: 'Elsewhere' });
    await createUser(db, { email: 'grace@elsewhere.example', organizationId: elsewhere.id, role: 'viewer' });
    const taken = await scim(token, 'POST', '/Users', oktaUser('grace@elsewhere.example'));
    expect(taken.status).toBe(409);
    expect(taken.body.scimType).toBe('uniqueness');

    expect((await scim(token, 'POST', '/Users', '{"schemas":')).body).toMatchObject({
      status: '400',
      scimType: 'invalidSyntax',
    });
    expect((await scim(token, 'POST', '/Users', { userName: 'x@y.example' })).body.scimType).toBe('invalidSyntax');
    expect((await scim(token, 'POST', '/Users', { schemas: [USER], userName: 'not-an-email' })).body.scimType).toBe(
      'invalidValue',
    );
    expect((await scim(token, 'POST', '/Users', oktaUser('a@b.example', { active: 'maybe' }))).body.scimType).toBe(
      'invalidValue',
    );
    expect((await scim(token, 'POST', '/Users', { schemas: [USER], userName: 'x'.repeat(70_000) })).status).toBe(413);
    const plain = await scim(token, 'POST', '/Users', oktaUser('t@b.example'), { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
  });

  it('finds users by userName (any case), externalId and emails.value; pages with startIndex and count', async () => {
    const { token } = await enterprise();
    for (const n of [1, 2, 3]) {
      expect(
        (await scim(token, 'POST', '/Users', oktaUser(`user${n}@acme.example`, { externalId: `ext-${n}` }))).status,
      ).toBe(201);
    }
    const q = (filter: string) => `/Users?filter=${encodeURIComponent(filter)}`;
    const found = await scim(token, 'GET', q('userName eq "USER2@acme.example"'));
    expect(found.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [{ userName: 'user2@acme.example' }],
    });
    expect((await scim(token, 'GET', q('externalId eq "ext-3"'))).body.Resources[0].userName).toBe(
      'user3@acme.example',
    );
    expect((await scim(token, 'GET', q('emails.value eq "user1@acme.example"'))).body.totalResults).toBe(1);
    expect((await scim(token, 'GET', q('userName eq "nobody@acme.example"'))).body).toMatchObject({
      totalResults: 0,
      Resources: [],
    });
    // The owner counts too: 4 members.
    const page = await scim(token, 'GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expect((await scim(token, 'GET', '/Users?count=0')).body).toMatchObject({ totalResults: 4, itemsPerPage: 0 });

    for (const bad of [
      'userName eq',
      'userName co "a"',
      'title eq "x"',
      'userName eq "a" or userName eq "b"',
      'userName eq 5',
    ]) {
      const refused = await scim(token, 'GET', q(bad));
      expect(refused.status, bad).toBe(400);
      expect(refused.body, bad).toMatchObject({ scimType: 'invalidFilter', status: '400' });
    }
    expect((await scim(token, 'GET', '/Users?count=ten')).body.scimType).toBe('invalidValue');
  });

  it('gets, replaces (PUT) and keeps userName immutable; another organization’s user is 404', async () => {
    const { org, token } = await enterprise();
    const other = await enterprise('Other Trust');
    const created = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    const foreign = (await scim(other.token, 'POST', '/Users', oktaUser('bob@other.example'))).body;

    expect((await scim(token, 'GET', `/Users/${created.id}`)).body.userName).toBe('ada@acme.example');
    for (const id of [foreign.id, other.owner.id, 'not-a-uuid']) {
      const missing = await scim(token, 'GET', `/Users/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: '404' });
      expect(
        (
          await scim(token, 'PATCH', `/Users/${id}`, {
            schemas: [PATCH],
            Operations: [{ op: 'replace', value: { active: false } }],
          })
        ).status,
      ).toBe(404);
      expect((await scim(token, 'DELETE', `/Users/${id}`)).status).toBe(404);
    }
    expect((await scim(other.token, 'GET', `/Users/${foreign.id}`)).body.active).toBe(true);

    const replaced = await scim(token, 'PUT', `/Users/${created.id}`, {
      schemas: [USER],
      userName: 'ada@acme.example',
      name: { givenName: 'Augusta', familyName: 'King' },
      emails: [{ value: 'ada@acme.example', primary: true }],
      active: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ displayName: 'Augusta King', active: true });
    expect(replaced.body.externalId).toBeUndefined(); // PUT without it clears it
    const renamed = await scim(token, 'PUT', `/Users/${created.id}`, {
      schemas: [USER],
      userName: 'ada2@acme.example',
    });
    expect(renamed.body).toMatchObject({ status: '400', scimType: 'mutability' });
    const updates = (await audits(org.id)).filter((r) => r.action === 'member.updated');
    expect(updates.at(-1)!.changes).toMatchObject({
      name: ['Ada Lovelace', 'Augusta King'],
      externalId: ['00u1abcd', null],
    });
  });

  it('deactivates with Okta’s PATCH: refused at once, sessions and credentials end; reactivation restores access', async () => {
    const { org, token } = await enterprise();
    const created = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    const session = await startDashboardSession(db, created.id, 3600);
    const key = await createApiKey(db, {
      organizationId: org.id,
      mode: 'live',
      name: 'ada',
      createdByUserId: created.id,
    });
    expect(await openSessionVersion(db, created.id, session)).not.toBeNull();
    const feed = await createCalendarFeed(db, { organizationId: org.id, userId: created.id, scope: 'all' });
    const feedToken = feed.url.slice(feed.url.lastIndexOf('/') + 1, -'.ics'.length);
    expect(await renderCalendarFeed(db, feedToken)).not.toBeNull();

    const off = await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    await expect(principalForUser(db, created.id, org.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await openSessionVersion(db, created.id, session)).toBeNull();
    await expect(verifyApiKey(db, key.key)).rejects.toBeInstanceOf(AppError);
    expect(await renderCalendarFeed(db, feedToken)).toBeNull();
    expect((await listMembers(db, org.id)).find((m) => m.userId === created.id)).toMatchObject({
      disabled: true,
      deactivated: true,
    });
    // Repeating it changes nothing and records nothing more.
    await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });

    const on = await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.body.active).toBe(true);
    expect((await principalForUser(db, created.id, org.id)).organizationId).toBe(org.id);
    expect(await renderCalendarFeed(db, feedToken)).not.toBeNull(); // the feed answers again; the key stays revoked
    await expect(verifyApiKey(db, key.key)).rejects.toBeInstanceOf(AppError);
    const actions = (await audits(org.id)).map((r) => r.action);
    expect(actions.filter((a) => a === 'member.deactivated')).toHaveLength(1);
    expect(actions.filter((a) => a === 'member.reactivated')).toHaveLength(1);
    const deactivated = (await audits(org.id)).find((r) => r.action === 'member.deactivated')!;
    expect(deactivated.changes).toMatchObject({
      active: [true, false],
      revokedApiKeys: [null, 1],
      endedSessions: [null, 1],
    });
    expect(deactivated.actorKind).toBe('scim');
  });

  it('a member of another organization keeps their sessions there; only this organization refuses them', async () => {
    const { org, token } = await enterprise();
    const created = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    const elsewhere = await createOrganization(db, { name: 'Elsewhere' });
    await db
      .insert(memberships)
      .values({ organizationId: elsewhere.id, userId: created.id, roleId: await roleId(elsewhere.id, 'viewer') });
    const session = await startDashboardSession(db, created.id, 3600);
    await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(await openSessionVersion(db, created.id, session)).not.toBeNull();
    await expect(principalForUser(db, created.id, org.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await principalForUser(db, created.id, elsewhere.id)).organizationId).toBe(elsewhere.id);
  });

  it('takes Entra’s PATCH: capitalized ops, string booleans, paths with filters', async () => {
    const { token } = await enterprise();
    const created = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    const patched = await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'displayName', value: 'Ada King' },
        { op: 'Add', path: 'name.familyName', value: 'King' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ada@acme.example' },
        { op: 'Add', path: 'externalId', value: 'entra-object-id' },
        { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Grants' },
        { op: 'Replace', path: 'active', value: 'False' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ displayName: 'Ada King', externalId: 'entra-object-id', active: false });
    const back = await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(back.body.active).toBe(true);
    const removed = await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: 'externalId' }],
    });
    expect(removed.body.externalId).toBeUndefined();

    const bad = async (operations: unknown, scimType: string) => {
      const answer = await scim(token, 'PATCH', `/Users/${created.id}`, { schemas: [PATCH], Operations: operations });
      expect(answer.status, JSON.stringify(operations)).toBe(400);
      expect(answer.body.scimType, JSON.stringify(operations)).toBe(scimType);
    };
    await bad([{ op: 'Replace', path: 'active', value: 'perhaps' }], 'invalidValue');
    await bad([{ op: 'move', path: 'active', value: true }], 'invalidValue');
    await bad([], 'invalidValue');
    await bad([{ op: 'remove' }], 'noTarget');
    await bad([{ op: 'replace', path: 'userName', value: 'someone@else.example' }], 'mutability');
    const noSchema = await scim(token, 'PATCH', `/Users/${created.id}`, {
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(noSchema.body.scimType).toBe('invalidSyntax');
  });

  it('deletes the membership (not the account); never the last active owner', async () => {
    const { org, owner, token } = await enterprise();
    const created = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    expect((await scim(token, 'DELETE', `/Users/${created.id}`)).status).toBe(204);
    expect((await scim(token, 'GET', `/Users/${created.id}`)).status).toBe(404);
    expect((await listMembers(db, org.id)).map((m) => m.email)).toEqual([owner.email]);
    const removed = (await audits(org.id)).find((r) => r.action === 'member.removed')!;
    expect(removed).toMatchObject({ actorKind: 'scim', targetId: created.id });

    const lastOwner = await scim(token, 'PATCH', `/Users/${owner.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(lastOwner.status).toBe(409);
    expect((await scim(token, 'DELETE', `/Users/${owner.id}`)).status).toBe(409);
    const [still] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, org.id), eq(memberships.userId, owner.id)));
    expect(still!.disabledAt).toBeNull();
  });

  it('an invitation sent before provisioning closes when the member is deactivated or deleted', async () => {
    const { org, token } = await enterprise();
    const admin = { userId: null, permissions: new Set(BUILT_IN_ROLES.admin) };
    const invite = async (email: string) => {
      const { link } = await createInvitation(db, org.id, { email, role: 'viewer' }, admin);
      return link.slice(link.lastIndexOf('/') + 1);
    };
    const adaLink = await invite('ada@acme.example');
    const bobLink = await invite('bob@acme.example');
    const ada = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    const bob = (await scim(token, 'POST', '/Users', oktaUser('bob@acme.example', { externalId: '00u2' }))).body;

    await scim(token, 'PATCH', `/Users/${ada.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect((await scim(token, 'DELETE', `/Users/${bob.id}`)).status).toBe(204);

    await expect(acceptInvitation(db, adaLink, ada.id)).rejects.toBeInstanceOf(AppError);
    await expect(acceptInvitation(db, bobLink, bob.id)).rejects.toBeInstanceOf(AppError);
    const rows = await db.select().from(memberships).where(eq(memberships.organizationId, org.id));
    expect(rows.find((m) => m.userId === bob.id)).toBeUndefined();
    expect(rows.find((m) => m.userId === ada.id)!.disabledAt).not.toBeNull();
    const revoked = (await audits(org.id)).filter((r) => r.action === 'invitation.revoked');
    expect(revoked.map((r) => (r.changes as { reason: [null, string] }).reason[1]).sort()).toEqual([
      'member_deactivated',
      'member_removed',
    ]);
  });

  it('answers the discovery resources and refuses unknown paths and methods in SCIM’s shape', async () => {
    const { token } = await enterprise();
    expect((await scim(token, 'GET', '/ServiceProviderConfig')).body).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false },
    });
    expect((await scim(token, 'GET', '/ResourceTypes')).body.Resources[0]).toMatchObject({
      id: 'User',
      endpoint: '/Users',
    });
    expect((await scim(token, 'GET', `/Schemas/${USER}`)).body.id).toBe(USER);
    expect((await scim(token, 'GET', '/Groups')).status).toBe(404);
    const put = await scim(token, 'PUT', '/Users', oktaUser('x@acme.example'));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});

describe('sessions of a deactivated member', () => {
  it('ends only open sessions', async () => {
    const { token } = await enterprise();
    const created = (await scim(token, 'POST', '/Users', oktaUser('ada@acme.example'))).body;
    await startDashboardSession(db, created.id, 3600);
    await scim(token, 'PATCH', `/Users/${created.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    const rows = await db.select().from(dashboardSessions).where(eq(dashboardSessions.userId, created.id));
    expect(rows.every((r) => r.endedAt !== null)).toBe(true);
  });
});

async function roleId(organizationId: string, name: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)));
  return row!.id;
}
