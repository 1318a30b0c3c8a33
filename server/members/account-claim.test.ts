// Without email configured, a copied link can make an account for an address (docs/members.md, "Why two links"). That
// account is unproven and never holds the address against its owner: the owner's password reset (as an emailed
// invitation, a verified Firebase email, or later an SSO sign-in) claims it — every older session ends, and the
// memberships accepted through copied links go, since the owner never accepted them. A membership that came another
// way stays, and anyone can leave an organization, except as its last owner.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { auditRecords, memberships, passwordResetTokens, roles, users } from '~/db/schema';
import { claimUnprovenAccount } from '../auth/account-claim';
import { sha256Hex } from '../auth/credential-format';
import { verifyPassword } from '../auth/passwords';
import { BUILT_IN_ROLES } from '../auth/permissions';
import type { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { resetPassword } from '../users/password-reset';
import { acceptInvitationAsNewUser, createInvitation } from './invitations';
import { leaveOrganization } from './members';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const admin = { userId: null, permissions: new Set(BUILT_IN_ROLES.admin) };
const tokenOf = (link: string) => new URL(link).pathname.split('/invite/')[1]!;
const strong = () => `Lantern-${randomBytes(6).toString('hex')}-orchard`;
const victim = 'victim@corp-b.example';

/** Organization A invites the victim and answers its own copied link: the squat, with no email configured. */
async function squat() {
  const a = await createOrganization(db, { name: 'Squatter Org' });
  const { link, emailed } = await createInvitation(db, a.id, { email: victim, role: 'viewer' }, admin);
  expect(emailed).toBe(false);
  const chosenByA = strong();
  await acceptInvitationAsNewUser(db, tokenOf(link), { name: 'Not the victim', password: chosenByA });
  const [user] = await db.select().from(users).where(eq(users.email, victim));
  expect(user!.emailVerifiedAt).toBeNull();
  return { a, user: user!, chosenByA };
}

const membershipsOf = async (userId: string) =>
  (await db.select().from(memberships).where(eq(memberships.userId, userId))).map((m) => m.organizationId);

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('an account made from a copied link never blocks the address’s owner', () => {
  it('the owner’s password reset claims it: A’s password and sessions end, A’s membership goes, recorded in A’s trail', async () => {
    const { a, user, chosenByA } = await squat();
    // A membership that came another way (an operator's, or from before invitations) is not the copied link's.
    const b = await createOrganization(db, { name: 'Older Org' });
    const [viewer] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, b.id), eq(roles.name, 'viewer')));
    await db.insert(memberships).values({ organizationId: b.id, userId: user.id, roleId: viewer!.id });

    // Email arrives later (or the operator hands over a reset link): the owner answers it.
    const token = randomBytes(32).toString('base64url');
    await db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + 3_600_000) });
    const own = strong();
    await resetPassword(db, { token, password: own });

    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(after!.sessionVersion).toBeGreaterThan(user.sessionVersion);
    expect(await verifyPassword(after!.passwordHash!, chosenByA)).toBe(false);
    expect(await verifyPassword(after!.passwordHash!, own)).toBe(true);
    expect(await membershipsOf(user.id)).toEqual([b.id]); // A's is gone; the other stays
    expect(after!.defaultOrganizationId).toBeNull(); // it was A
    const trail = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, a.id), eq(auditRecords.action, 'member.removed')));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorKind: 'user',
      actorId: user.id,
      targetId: user.id,
      changes: { role: ['viewer', null], reason: [null, 'account_claimed:password_reset'] },
    });

    // Proven now: a copied link of another organization can no longer set its password.
    const c = await createOrganization(db, { name: 'Third Org' });
    const { link } = await createInvitation(db, c.id, { email: victim, role: 'viewer' }, admin);
    expect((await refusal(acceptInvitationAsNewUser(db, tokenOf(link), { name: 'x', password: strong() }))).code).toBe(
      'CONFLICT',
    );
    // And the owner leaves the older membership if they do not want it.
    await leaveOrganization(db, b.id, user.id);
    expect(await membershipsOf(user.id)).toEqual([]);
  });

  it('one claim for every proof (Firebase, SSO): once, and never of a proven account', async () => {
    const { a, user } = await squat();
    const first = await db.transaction((tx) => claimUnprovenAccount(tx, user.id, 'sso'));
    expect(first).toEqual({ claimed: true, droppedOrganizationIds: [a.id] });
    const again = await db.transaction((tx) => claimUnprovenAccount(tx, user.id, 'firebase'));
    expect(again).toEqual({ claimed: false, droppedOrganizationIds: [] });
    expect(await membershipsOf(user.id)).toEqual([]);
  });

  it('a claim never takes away an organization’s last owner: that membership stays', async () => {
    const org = await createOrganization(db, { name: 'Owned Through A Link' });
    const { link } = await createInvitation(
      db,
      org.id,
      { email: victim, role: 'owner' },
      { userId: null, permissions: new Set(BUILT_IN_ROLES.owner) },
    );
    await acceptInvitationAsNewUser(db, tokenOf(link), { name: 'Sole owner', password: strong() });
    const [user] = await db.select().from(users).where(eq(users.email, victim));
    const claim = await db.transaction((tx) => claimUnprovenAccount(tx, user!.id, 'password_reset'));
    expect(claim).toEqual({ claimed: true, droppedOrganizationIds: [] });
    expect(await membershipsOf(user!.id)).toEqual([org.id]);
  });

  it('the last owner cannot leave; anyone else can, whatever their role', async () => {
    const org = await createOrganization(db, { name: 'Leaving Org' });
    const owner = await createInvitation(
      db,
      org.id,
      { email: 'owner@leave.example', role: 'owner' },
      {
        userId: null,
        permissions: new Set(BUILT_IN_ROLES.owner),
      },
    );
    await acceptInvitationAsNewUser(db, tokenOf(owner.link), { name: 'Owner', password: strong() });
    const [u] = await db.select().from(users).where(eq(users.email, 'owner@leave.example'));
    const err = await refusal(leaveOrganization(db, org.id, u!.id));
    expect(err.code).toBe('CONFLICT');
    expect(await membershipsOf(u!.id)).toEqual([org.id]);
  });
});
