// Credential behaviour (docs/authentication.md) over real HTTP: detection and precedence, revocation, IP allow-lists,
// the per-address failure limit, portal tokens, ID tokens and organization selection, sandbox isolation.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import { invite } from '../fixtures/invitations';
import { recordSecrets } from '../fixtures/app-server';

const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('credential detection', () => {
  it('more than one credential → 400 AMBIGUOUS_CREDENTIALS', async () => {
    const f = fixtures();
    const res = await api('/grants', {
      headers: { 'X-API-Key': f.orgA.readKey, Authorization: `Bearer ${f.orgA.portalToken}` },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AMBIGUOUS_CREDENTIALS');
    const withQuery = await api(`/grants?token=${f.orgA.portalToken}`, { key: f.orgA.readKey });
    expect(withQuery.body.code).toBe('AMBIGUOUS_CREDENTIALS');
  });

  it('an API key sent as Bearer → 401 saying keys go in X-API-Key', async () => {
    const res = await api('/grants', { headers: { Authorization: `Bearer ${fixtures().orgA.readKey}` } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
    expect(res.body.error).toContain('X-API-Key');
    expect(JSON.stringify(res.body)).not.toContain(fixtures().orgA.readKey);
  });

  it('Authorization must be Bearer (any case)', async () => {
    expect((await api('/grants', { headers: { Authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(401);
    const lower = await api('/grants?limit=1', {
      headers: { Authorization: `bearer ${fixtures().users.viewer.idToken}` },
    });
    expect(lower.status).toBe(200);
  });

  it('the header name is case-insensitive', async () => {
    const res = await api('/grants?limit=1', { headers: { 'x-api-key': fixtures().orgA.readKey } });
    expect(res.status).toBe(200);
  });
});

describe('revocation and allow-lists', () => {
  it('a key revoked in the dashboard fails on the very next request', async () => {
    const owner = await signIn(fixtures().users.owner.email, fixtures().users.owner.password);
    const created = await owner.mutate<{ id: string; key: string }>('extensions.apiKeys.create', { name: 'to revoke' });
    expect(created.status).toBe(200);
    recordSecrets('credentials-test', [created.data!.key]);
    expect((await api('/grants?limit=1', { key: created.data!.key })).status).toBe(200);
    const revoked = await owner.mutate('extensions.apiKeys.revoke', { id: created.data!.id });
    expect(revoked.status).toBe(200);
    const after = await api('/grants?limit=1', { key: created.data!.key });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('an IP-locked key works from its ranges and is refused elsewhere with 403 IP_NOT_ALLOWED', async () => {
    const key = fixtures().orgA.ipLockedKey;
    expect((await api('/grants?limit=1', { key, headers: from('10.1.1.7') })).status).toBe(200);
    expect((await api('/grants?limit=1', { key, headers: from('2001:db8::5') })).status).toBe(200);
    const elsewhere = await api('/grants?limit=1', { key, headers: from('10.2.2.2') });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('IP_NOT_ALLOWED');
  });

  it('31 failed authentications from one address within a minute → 429; other addresses are unaffected', async () => {
    const address = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 1; i <= 30; i++) {
      const res = await api('/grants', { key: `gms_live_${'x'.repeat(49)}`, headers: from(address) });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await api('/grants', { key: `gms_live_${'x'.repeat(49)}`, headers: from(address) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Past the limit the address is refused before any verification, even with a good key.
    expect((await api('/grants?limit=1', { key: fixtures().orgA.readKey, headers: from(address) })).status).toBe(429);
    expect((await api('/grants?limit=1', { key: fixtures().orgA.readKey, headers: from('10.98.0.1') })).status).toBe(
      200,
    );
  });
});

describe('portal tokens', () => {
  it('work by header and by ?token= on GET, with no-store and no-referrer', async () => {
    const token = fixtures().orgA.portalToken;
    // Portal tokens hold VIEW_PROJECTS/VIEW_REPORTS; grants are refused, but authentication itself succeeded.
    for (const res of [
      await api('/grants?limit=1', { headers: { Authorization: `Bearer ${token}` } }),
      await api(`/grants?limit=1&token=${token}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('are read-only: a write → 403 READ_ONLY_CREDENTIAL, and nothing is created', async () => {
    const name = `portal write ${randomUUID()}`;
    const res = await api('/missions', {
      method: 'POST',
      headers: { Authorization: `Bearer ${fixtures().orgA.portalToken}` },
      body: { name },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('READ_ONLY_CREDENTIAL');
    const list = await api('/missions?limit=100', { key: fixtures().orgA.fullKey });
    expect(list.body.data.map((m: any) => m.name)).not.toContain(name);
  });
});

describe('ID tokens and organizations', () => {
  it('a user with one membership acts on it; X-Organization-Id of another organization → 403; malformed → 400', async () => {
    const { viewer } = fixtures().users;
    const bearer = { Authorization: `Bearer ${viewer.idToken}` };
    expect((await api('/missions', { headers: bearer })).status).toBe(200);
    const other = await api('/missions', { headers: { ...bearer, 'X-Organization-Id': fixtures().orgB.id } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
    const malformed = await api('/missions', { headers: { ...bearer, 'X-Organization-Id': 'alpha' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
  });

  it('a user in several organizations gets the default one, or the one named; and its sandbox', async () => {
    const f = fixtures();
    const outsider = await signIn(f.users.outsider.email, f.users.outsider.password);
    // beta's owner invites alpha's admin to beta; the admin (an existing user) accepts: a new membership.
    const { token } = await invite(outsider, f.users.admin.email, 'viewer');
    const adminSession = await signIn(f.users.admin.email, f.users.admin.password);
    expect((await adminSession.mutate('invitations.accept', { token })).status).toBe(200);
    const bearer = { Authorization: `Bearer ${f.users.admin.idToken}` };
    const name = `admin mission ${randomUUID()}`;
    const created = await api('/missions', { method: 'POST', headers: bearer, body: { name } }); // default org: alpha
    expect(created.status).toBe(201);
    const inAlpha = await api('/missions?limit=100', { key: f.orgA.fullKey });
    expect(inAlpha.body.data.map((m: any) => m.name)).toContain(name);
    // In beta the admin is a viewer: reads work, writes are refused naming the permission.
    expect((await api('/missions', { headers: { ...bearer, 'X-Organization-Id': f.orgB.id } })).status).toBe(200);
    const write = await api('/missions', {
      method: 'POST',
      headers: { ...bearer, 'X-Organization-Id': f.orgB.id },
      body: { name },
    });
    expect(write.status).toBe(403);
    expect(write.body.error).toContain('MANAGE_MISSIONS');
    // alpha's sandbox, with the user's alpha role.
    const sandbox = await api('/missions', { headers: { ...bearer, 'X-Organization-Id': f.orgA.sandboxId } });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data.map((m: any) => m.name)).not.toContain(name);
  });

  it('a garbage or refresh token → 401 INVALID_CREDENTIALS; an expired one → 401 TOKEN_EXPIRED', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJub25lIn0.e30.', 'AMf-vBxRefreshTokenLookalike']) {
      const res = await api('/grants', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
    const expired = await api('/grants', { headers: { Authorization: `Bearer ${fixtures().expiredIdToken}` } });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
  });
});

describe('test mode', () => {
  it('a test key never sees live rows, and a live key never sees sandbox rows', async () => {
    const f = fixtures();
    const live = await api('/missions', {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { name: `live ${randomUUID()}` },
    });
    const test = await api('/missions', {
      method: 'POST',
      key: f.orgA.testKey,
      body: { name: `sandbox ${randomUUID()}` },
    });
    expect(live.status).toBe(201);
    expect(test.status).toBe(201);
    const testList = (await api('/missions?limit=100', { key: f.orgA.testKey })).body.data.map((m: any) => m.id);
    const liveList = (await api('/missions?limit=100', { key: f.orgA.fullKey })).body.data.map((m: any) => m.id);
    expect(testList).toContain(test.body.id);
    expect(testList).not.toContain(live.body.id);
    expect(liveList).toContain(live.body.id);
    expect(liveList).not.toContain(test.body.id);
    expect(
      (await api(`/missions/${live.body.id}`, { method: 'PATCH', key: f.orgA.testKey, body: { active: false } }))
        .status,
    ).toBe(404);
  });
});

describe('sessions and surfaces', () => {
  it('/api/v1 ignores the dashboard session cookie; /api/trpc ignores API keys', async () => {
    const owner = await signIn(fixtures().users.owner.email, fixtures().users.owner.password);
    const rest = await api('/grants', { headers: { Cookie: owner.cookie } });
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
    const trpc = await fetch(`${fixtures().baseUrl}/api/trpc/members.me`, {
      headers: { 'X-API-Key': fixtures().orgA.fullKey },
    });
    expect(trpc.status).toBe(401);
    const me = await owner.query<{ organizationId: string; permissions: string[] }>('members.me');
    expect(me.data?.organizationId).toBe(fixtures().orgA.id);
    expect(me.data?.permissions).toContain('MANAGE_ORGANIZATION');
  });

  it('a wrong password does not sign in', async () => {
    await expect(signIn(fixtures().users.owner.email, 'not-the-password')).rejects.toThrow(/sign-in failed/);
  });
});
