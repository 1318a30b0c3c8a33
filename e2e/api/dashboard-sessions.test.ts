// Dashboard sessions from a Firebase ID token: exchanged for a next-auth session, and lost once the identity
// provider disables the user (sessions re-check; the test app re-checks every second).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, signInWithIdToken } from '../fixtures/dashboard';
import { emulatorClient } from '../fixtures/firebase-emulator';
import { fixtures } from '../fixtures/fixtures';
import { inviteNewMemberByEmail } from '../fixtures/invitations';

describe('Firebase sign-in to the dashboard', () => {
  it('an ID token becomes a session; disabling the user ends it at the next re-check', async () => {
    const f = fixtures();
    const emulator = emulatorClient(f.emulatorHost, 'demo-gms');
    const owner = await signIn(f.users.owner.email, f.users.owner.password);
    const email = `firebase-${randomUUID().slice(0, 8)}@alpha.example.org`;
    // Joined through the emailed link: a copied link's account would be claimed by the verified sign-in below.
    await inviteNewMemberByEmail(owner, 'viewer', { email });
    const password = `pw-${randomUUID()}`;
    const user = await emulator.createUser({ email, password, emailVerified: true });
    recordSecrets('dashboard-sessions-test', [password, user.idToken, user.refreshToken]);

    const session = await signInWithIdToken(user.idToken);
    const me = await session.query<{ organizationId: string; permissions: string[] }>('members.me');
    expect(me.status).toBe(200);
    expect(me.data!.organizationId).toBe(f.orgA.id);
    expect(me.data!.permissions).not.toContain('MANAGE_MISSIONS'); // viewer

    await emulator.disableUser(user.uid);
    await new Promise((r) => setTimeout(r, 1_500));
    const after = await session.query('members.me');
    expect(after.status).toBe(401);
  });

  it('a bad ID token does not sign in', async () => {
    await expect(signInWithIdToken('not-a-token')).rejects.toThrow(/sign-in failed/);
    await expect(signInWithIdToken(fixtures().expiredIdToken)).rejects.toThrow(/sign-in failed/);
  });
});

describe('the password sign-in takes one form-encoded email (so the per-email limit sees the email signed in as)', () => {
  async function post(contentType: string, body: string) {
    const base = fixtures().baseUrl;
    const csrf = await fetch(`${base}/api/auth/csrf`);
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch(`${base}/api/auth/callback/password`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': contentType, Cookie: cookie },
      body: body.replace('CSRF', encodeURIComponent(csrfToken)).replace('"CSRFJSON"', JSON.stringify(csrfToken)),
    });
    return { status: res.status, sessionCookie: res.headers.getSetCookie().some((c) => c.includes('session-token')) };
  }

  it('JSON, or a repeated email, is refused before any password is checked', async () => {
    const { owner } = fixtures().users;
    const json = await post(
      'application/json',
      JSON.stringify({ email: owner.email, password: owner.password, csrfToken: 'x' }).replace('"x"', '"CSRFJSON"'),
    );
    expect(json).toEqual({ status: 400, sessionCookie: false });
    const form = (emails: string[]) =>
      [
        ...emails.map((e) => `email=${encodeURIComponent(e)}`),
        `password=${encodeURIComponent(owner.password)}`,
        'csrfToken=CSRF',
        'json=true',
      ].join('&');
    const repeated = await post('application/x-www-form-urlencoded', form(['someone-else@example.org', owner.email]));
    expect(repeated).toEqual({ status: 400, sessionCookie: false });
    const plain = await post('application/x-www-form-urlencoded', form([owner.email]));
    expect(plain.sessionCookie).toBe(true); // the one well-formed request signs in
  });
});
