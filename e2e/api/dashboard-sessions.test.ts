// Dashboard sessions from a Firebase ID token: exchanged for a next-auth session, and lost once the identity
// provider disables the user (sessions re-check; the test app re-checks every second).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, signInWithIdToken } from '../fixtures/dashboard';
import { emulatorClient } from '../fixtures/firebase-emulator';
import { fixtures } from '../fixtures/fixtures';
import { inviteNewMember } from '../fixtures/invitations';

describe('Firebase sign-in to the dashboard', () => {
  it('an ID token becomes a session; disabling the user ends it at the next re-check', async () => {
    const f = fixtures();
    const emulator = emulatorClient(f.emulatorHost, 'demo-gms');
    const owner = await signIn(f.users.owner.email, f.users.owner.password);
    const email = `firebase-${randomUUID().slice(0, 8)}@alpha.example.org`;
    await inviteNewMember(owner, 'viewer', { email });
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
