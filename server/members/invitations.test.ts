// Invitations without email configured (the copied link always works: docs/members.md), and what is stored: hashes
// only, expiry, single use, the role bound at invitation time.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { emailOutbox, invitations, memberships, users } from '~/db/schema';
import { BUILT_IN_ROLES } from '../auth/permissions';
import { type AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { acceptInvitationAsNewUser, createInvitation, listInvitations, previewInvitation } from './invitations';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const admin = { userId: null, permissions: new Set(BUILT_IN_ROLES.admin) };
const tokenOf = (link: string) => new URL(link).pathname.split('/invite/')[1]!;
const password = 'Lantern-quietly-orchard-1937';

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('invitations with no email configured', () => {
  it('the copied link is the way in: nothing is queued, only its hash is stored, and it works once', async () => {
    const org = await createOrganization(db, { name: 'Copy Link Trust' });
    const { invitation, link, emailed } = await createInvitation(
      db,
      org.id,
      { email: 'New.Person@Example.org', role: 'manager' },
      admin,
    );
    expect(emailed).toBe(false);
    expect(invitation).toMatchObject({ email: 'new.person@example.org', role: 'manager', status: 'pending' });
    expect(await db.select().from(emailOutbox)).toEqual([]);
    const token = tokenOf(link);
    const [row] = await db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.emailTokenHash).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await previewInvitation(db, token, null);
    expect(preview).toMatchObject({
      status: 'pending',
      invitation: { organizationName: 'Copy Link Trust', role: 'manager' },
    });
    expect(preview).not.toHaveProperty('accountExists'); // the copied link's holder learns nothing about accounts
    await acceptInvitationAsNewUser(db, token, { name: 'New Person', password });
    const [user] = await db.select().from(users).where(eq(users.email, 'new.person@example.org'));
    expect(user!.emailVerifiedAt).toBeNull(); // a copied link proves nothing about the mailbox
    expect(user!.defaultOrganizationId).toBe(org.id);
    expect(await db.select().from(memberships).where(eq(memberships.userId, user!.id))).toHaveLength(1);
    expect((await previewInvitation(db, token, null)).status).toBe('accepted');
    expect((await refusal(acceptInvitationAsNewUser(db, token, { name: 'Again', password }))).code).toBe('CONFLICT');
    expect(await listInvitations(db, org.id)).toEqual([]);
  });

  it('an expired invitation is refused, listed as expired, and does not block a new one', async () => {
    const org = await createOrganization(db, { name: 'Expiry Trust' });
    const first = await createInvitation(db, org.id, { email: 'late@example.org', role: 'viewer' }, admin);
    await db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, first.invitation.id));
    expect((await previewInvitation(db, tokenOf(first.link), null)).status).toBe('expired');
    const err = await refusal(acceptInvitationAsNewUser(db, tokenOf(first.link), { name: 'Late', password }));
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toMatch(/expired/);
    expect((await listInvitations(db, org.id)).map((i) => i.status)).toEqual(['expired']);
    const second = await createInvitation(db, org.id, { email: 'late@example.org', role: 'viewer' }, admin);
    expect((await listInvitations(db, org.id)).map((i) => i.id)).toEqual([second.invitation.id]);
    expect(await db.select().from(users)).toEqual([]);
  });

  it('nobody invites to a role beyond their own, nor with a weak password', async () => {
    const org = await createOrganization(db, { name: 'Bounds Trust' });
    const err = await refusal(createInvitation(db, org.id, { email: 'boss@example.org', role: 'owner' }, admin));
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toContain('MANAGE_ORGANIZATION');
    const { link } = await createInvitation(db, org.id, { email: 'weak@example.org', role: 'viewer' }, admin);
    const weak = await refusal(
      acceptInvitationAsNewUser(db, tokenOf(link), { name: 'Weak', password: 'weak@example.org1' }),
    );
    expect(weak.code).toBe('VALIDATION_FAILED');
    expect(weak.extra.issues?.[0]?.path).toBe('password');
    expect(await db.select().from(users)).toEqual([]);
  });
});
