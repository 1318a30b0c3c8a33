// Invitations (docs/members.md): the only way into an organization. An admin invites an email with a role; the person
// behind that email sets their own password (new account) or signs in and accepts (existing account). Only
// acceptance creates a membership. Tokens are stored as SHA-256, single use, and expire.
// Each step that writes more than one row (an invitation and its email, an acceptance) opens its own transaction.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '~/db';
import { invitations, memberships, organizations, roles, users } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { runAsActor } from '../audit/scope';
import { claimUnprovenAccount } from '../auth/account-claim';
import { sha256Hex } from '../auth/credential-format';
import type { Permission } from '../auth/permissions';
import { enqueueEmail } from '../email/outbox';
import { renderInvitationEmail } from '../email/templates';
import { emailEnabled } from '../email/transport';
import { env, publicBaseUrl } from '../env';
import { AppError, notFound } from '../errors';
import { hashPassword } from '../auth/passwords';
import { assertStrongPassword } from '../users/password-policy';
import { assertInvitationAllowance } from './invitation-limits';
import { assertWithin, findRoleByName } from './roles';

const newToken = () => randomBytes(32).toString('base64url');
export const invitationLink = (token: string) => `${publicBaseUrl()}/invite/${token}`;
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Open = neither accepted, declined nor revoked (it may still have expired). */
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.declinedAt), isNull(invitations.revokedAt));

export interface Actor {
  userId: string | null;
  permissions: ReadonlySet<Permission>;
}

const inviter = alias(users, 'inviter');

async function invitationRows(db: DbOrTx, organizationId: string, id?: string) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: roles.name,
      rolePermissions: roles.permissions,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      invitedById: inviter.id,
      invitedByEmail: inviter.email,
      invitedByName: inviter.name,
    })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(and(eq(invitations.organizationId, organizationId), isOpen, id ? eq(invitations.id, id) : undefined))
    .orderBy(asc(invitations.email));
  const now = Date.now();
  return rows.map((r) => ({
    dto: {
      id: r.id,
      email: r.email,
      role: r.role,
      status: r.expiresAt.getTime() > now ? ('pending' as const) : ('expired' as const),
      invitedBy: r.invitedById ? { id: r.invitedById, email: r.invitedByEmail!, name: r.invitedByName } : null,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    },
    rolePermissions: r.rolePermissions,
  }));
}

export type InvitationDto = Awaited<ReturnType<typeof invitationRows>>[number]['dto'];

/** The organization's open invitations, pending or expired (accepted, declined and revoked ones are history). */
export async function listInvitations(db: DbOrTx, organizationId: string) {
  return (await invitationRows(db, organizationId)).map((r) => r.dto);
}

/**
 * Emails the invitation with a link of its own (not the one the admin copies), so that answering it proves the
 * invitee reads the mailbox. Without email configured the emailed token is cleared and nothing is written.
 */
async function sendInvitationEmail(db: DbOrTx, organizationId: string, invitationId: string) {
  const token = emailEnabled() ? newToken() : null;
  await db
    .update(invitations)
    .set({ emailTokenHash: token && sha256Hex(token) })
    .where(eq(invitations.id, invitationId));
  if (!token) return false;
  const [row] = await db
    .select({
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      organizationName: organizations.name,
      role: roles.name,
      inviterName: inviter.name,
      inviterEmail: inviter.email,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(eq(invitations.id, invitationId));
  const message = await renderInvitationEmail({
    organizationName: row!.organizationName,
    inviterName: row!.inviterName ?? row!.inviterEmail ?? null,
    roleName: row!.role,
    link: invitationLink(token),
    expiresAt: row!.expiresAt,
  });
  const { queued } = await enqueueEmail(db, {
    organizationId,
    to: row!.email,
    kind: 'invitation',
    // One email per token: a resend (new token) is a new email, a retried transaction is not.
    idempotencyKey: `invitation:${invitationId}:${sha256Hex(token).slice(0, 16)}`,
    message,
  });
  return queued;
}

const expiry = () => new Date(Date.now() + env().INVITATION_TTL_DAYS * 86_400_000);

/** Invites an email with a role the inviter holds entirely, in one transaction with the email it queues. */
export function createInvitation(db: Db, organizationId: string, input: { email: string; role: string }, actor: Actor) {
  return db.transaction((tx) => createInvitationInTx(tx, organizationId, input, actor));
}

async function createInvitationInTx(
  db: Tx,
  organizationId: string,
  input: { email: string; role: string },
  actor: Actor,
) {
  const role = await findRoleByName(db, organizationId, input.role);
  assertWithin(role.permissions, actor.permissions);
  await assertInvitationAllowance(db, organizationId, actor.userId);
  const email = normalizeEmail(input.email);
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) throw new AppError('CONFLICT', `${email} is already a member of this organization`);
  // An expired invitation is closed so that a new one can be made.
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, email),
        isOpen,
        lte(invitations.expiresAt, sql`now()`),
      ),
    );
  const token = newToken();
  const inserted = await db
    .insert(invitations)
    .values({
      organizationId,
      email,
      roleId: role.id,
      tokenHash: sha256Hex(token),
      invitedByUserId: actor.userId,
      expiresAt: expiry(),
    })
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  if (!inserted[0]) throw new AppError('CONFLICT', `${email} already has a pending invitation: resend it instead`);
  const emailed = await sendInvitationEmail(db, organizationId, inserted[0].id);
  await recordAudit(db, {
    organizationId,
    action: 'member.invited',
    target: { type: 'invitation', id: inserted[0].id },
    changes: { email: [null, email], role: [null, role.name] },
  });
  const [row] = await invitationRows(db, organizationId, inserted[0].id);
  return { invitation: row!.dto, link: invitationLink(token), emailed };
}

async function openInvitation(db: DbOrTx, organizationId: string, id: string, actor: Actor) {
  const [row] = await invitationRows(db, organizationId, id);
  if (!row) throw notFound('Invitation');
  // Nobody re-issues or withdraws an invitation to a role beyond their own.
  assertWithin(row.rolePermissions, actor.permissions);
  return row;
}

/** A new link and a new expiry; the old link stops working. */
export function resendInvitation(db: Db, organizationId: string, id: string, actor: Actor) {
  return db.transaction((tx) => resendInvitationInTx(tx, organizationId, id, actor));
}

async function resendInvitationInTx(db: Tx, organizationId: string, id: string, actor: Actor) {
  await openInvitation(db, organizationId, id, actor);
  await assertInvitationAllowance(db, organizationId, actor.userId);
  const token = newToken();
  await db
    .update(invitations)
    .set({ tokenHash: sha256Hex(token), expiresAt: expiry(), updatedAt: sql`now()` })
    .where(eq(invitations.id, id));
  const emailed = await sendInvitationEmail(db, organizationId, id);
  const [row] = await invitationRows(db, organizationId, id);
  await recordAudit(db, {
    organizationId,
    action: 'invitation.resent',
    target: { type: 'invitation', id },
    changes: { expiresAt: [null, row!.dto.expiresAt] },
  });
  return { invitation: row!.dto, link: invitationLink(token), emailed };
}

export async function revokeInvitation(db: DbOrTx, organizationId: string, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    await openInvitation(tx, organizationId, id, actor);
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(invitations.id, id), isOpen))
      .returning({ id: invitations.id, revokedAt: invitations.revokedAt });
    if (!row) throw notFound('Invitation');
    await recordAudit(tx, {
      organizationId,
      action: 'invitation.revoked',
      target: { type: 'invitation', id },
      changes: { revokedAt: [null, row.revokedAt] },
    });
    return { id: row.id, revokedAt: row.revokedAt!.toISOString() };
  });
}

/**
 * Closes the organization's open invitations to `email` when its member leaves, is removed or is deactivated: a link
 * sent before (a SCIM-provisioned member may still hold one) must not bring them back in (docs/members.md).
 */
export async function revokeOpenInvitationsTo(
  tx: Tx,
  organizationId: string,
  email: string,
  reason: 'member_removed' | 'member_deactivated',
) {
  const rows = await tx
    .update(invitations)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.email, normalizeEmail(email)), isOpen))
    .returning({ id: invitations.id, revokedAt: invitations.revokedAt });
  for (const row of rows) {
    await recordAudit(tx, {
      organizationId,
      action: 'invitation.revoked',
      target: { type: 'invitation', id: row.id },
      changes: { revokedAt: [null, row.revokedAt], reason: [null, reason] },
    });
  }
  return rows.length;
}

/** The acceptance in the invitation's organization's trail, by the person who accepted (they proved who they are). */
async function recordAccepted(
  tx: Tx,
  invitation: { id: string; organizationId: string; roleId: string },
  userId: string,
) {
  const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, invitation.roleId));
  await runAsActor({ kind: 'user', id: userId }, () =>
    recordAudit(tx, {
      organizationId: invitation.organizationId,
      action: 'invitation.accepted',
      target: { type: 'invitation', id: invitation.id },
      changes: { userId: [null, userId], role: [null, role?.name ?? null] },
    }),
  );
}

// ---- The invitee's side ----

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'declined' | 'revoked' | 'invalid';

async function findByToken(db: DbOrTx, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const hash = sha256Hex(token);
  const query = db
    .select({
      id: invitations.id,
      organizationId: invitations.organizationId,
      email: invitations.email,
      roleId: invitations.roleId,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      declinedAt: invitations.declinedAt,
      revokedAt: invitations.revokedAt,
      emailTokenHash: invitations.emailTokenHash,
    })
    .from(invitations)
    .where(or(eq(invitations.tokenHash, hash), eq(invitations.emailTokenHash, hash)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, viaEmail: row.emailTokenHash === hash };
}

function statusOf(row: Awaited<ReturnType<typeof findByToken>>): InvitationStatus {
  if (!row) return 'invalid';
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.declinedAt) return 'declined';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'pending';
}

const STATUS_MESSAGE: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  invalid: 'This invitation link is not valid',
  expired: 'This invitation has expired: ask for a new one',
  accepted: 'This invitation has already been used',
  declined: 'This invitation was declined',
  revoked: 'This invitation was withdrawn',
};

/** Locks a pending invitation for acceptance, or explains why it cannot be used. */
async function pendingByToken(db: DbOrTx, token: string) {
  const row = await findByToken(db, token, true);
  const status = statusOf(row);
  if (status !== 'pending') throw new AppError(status === 'invalid' ? 'NOT_FOUND' : 'CONFLICT', STATUS_MESSAGE[status]);
  return row!;
}

/** What the invite page shows. Details only while the invitation can be used; nothing about accounts. */
export async function previewInvitation(db: DbOrTx, token: string, sessionUserId: string | null) {
  const row = await findByToken(db, token, false);
  const status = statusOf(row);
  let signedInEmail: string | null = null;
  if (sessionUserId) {
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, sessionUserId)).limit(1);
    signedInEmail = me?.email ?? null;
  }
  if (status !== 'pending') return { status, message: STATUS_MESSAGE[status], signedInEmail };
  const [details] = await db
    .select({
      organizationName: organizations.name,
      role: roles.name,
      inviterName: inviter.name,
      inviterEmail: inviter.email,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(eq(invitations.id, row!.id));
  // Whether the email has an account is not said: the copied link is in the inviting admin's hands, and the
  // answer would tell them about a person's accounts in other organizations. The page offers both paths (choose a
  // password, or sign in) and the server decides when the invitee acts (docs/members.md).
  return {
    status,
    message: null,
    signedInEmail,
    invitation: {
      email: row!.email,
      organizationName: details!.organizationName,
      role: details!.role,
      invitedBy: details!.inviterName ?? details!.inviterEmail ?? null,
      expiresAt: row!.expiresAt.toISOString(),
    },
  };
}

async function markAccepted(db: DbOrTx, invitationId: string, userId: string) {
  await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: userId, updatedAt: sql`now()` })
    .where(eq(invitations.id, invitationId));
}

async function accountOf(db: DbOrTx, email: string) {
  const [account] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return account;
}

/**
 * An account nobody has proven to own (created from a copied link, or given a password by an admin before
 * invitations existed) is taken over by the person who answers an emailed invitation: they read that mailbox.
 */
const canClaim = (account: { emailVerifiedAt: Date | null }, viaEmail: boolean) =>
  viaEmail && account.emailVerifiedAt === null;

/**
 * Someone without an account joins, choosing their own name and password. An email that already has an account
 * must sign in and accept instead — unless the account was never proven and this is the emailed link, in which
 * case the invitee's password replaces whatever was set and every older session ends.
 */
export function acceptInvitationAsNewUser(db: Db, token: string, input: { name: string; password: string }) {
  return db.transaction((tx) => acceptInvitationAsNewUserInTx(tx, token, input));
}

async function acceptInvitationAsNewUserInTx(db: Tx, token: string, input: { name: string; password: string }) {
  const invitation = await pendingByToken(db, token);
  // Two organizations' invitations to one new email, answered at once: one creates the account, the other waits
  // here and then finds it (instead of failing on the unique email).
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitee:${invitation.email}`}))`);
  const existing = await accountOf(db, invitation.email);
  if (existing && !canClaim(existing, invitation.viaEmail)) {
    throw new AppError('CONFLICT', 'An account with this email already exists: sign in to accept the invitation');
  }
  const name = input.name.trim();
  assertStrongPassword(input.password, [invitation.email, name]);
  const passwordHash = await hashPassword(input.password);
  const verifiedAt = invitation.viaEmail ? new Date() : null;
  let userId: string;
  if (existing) {
    // A claim: every older session ends and the memberships accepted through copied links go (account-claim.ts);
    // the mailbox owner's password replaces whatever was set, and they land in the organization that invited them.
    await claimUnprovenAccount(db, existing.id, 'emailed_invitation');
    await db
      .update(users)
      .set({
        name,
        passwordHash,
        defaultOrganizationId: invitation.organizationId,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    userId = existing.id;
  } else {
    const [user] = await db
      .insert(users)
      .values({
        email: invitation.email,
        name,
        passwordHash,
        emailVerifiedAt: verifiedAt,
        defaultOrganizationId: invitation.organizationId,
      })
      .returning({ id: users.id });
    userId = user!.id;
  }
  await db
    .insert(memberships)
    .values({ organizationId: invitation.organizationId, userId, roleId: invitation.roleId })
    .onConflictDoNothing();
  await markAccepted(db, invitation.id, userId);
  await recordAccepted(db, invitation, userId);
  return { email: invitation.email, organizationId: invitation.organizationId };
}

async function invitedUser(db: DbOrTx, invitationEmail: string, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, defaultOrganizationId: users.defaultOrganizationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || normalizeEmail(user.email) !== invitationEmail) {
    throw new AppError(
      'FORBIDDEN',
      `This invitation is for ${invitationEmail}: sign in with that account to accept it`,
    );
  }
  return user;
}

/** A signed-in user accepts an invitation to their own email. Their default organization changes only if unset. */
export function acceptInvitation(db: Db, token: string, userId: string) {
  return db.transaction((tx) => acceptInvitationInTx(tx, token, userId));
}

async function acceptInvitationInTx(db: Tx, token: string, userId: string) {
  const invitation = await pendingByToken(db, token);
  const user = await invitedUser(db, invitation.email, userId);
  await db
    .insert(memberships)
    .values({ organizationId: invitation.organizationId, userId, roleId: invitation.roleId })
    .onConflictDoNothing(); // already a member (joined another way meanwhile): the role they have stays
  if (!user.defaultOrganizationId || invitation.viaEmail) {
    await db
      .update(users)
      .set({
        ...(!user.defaultOrganizationId && { defaultOrganizationId: invitation.organizationId }),
        ...(invitation.viaEmail && { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  }
  await markAccepted(db, invitation.id, userId);
  await recordAccepted(db, invitation, userId);
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, invitation.organizationId));
  return { organizationId: invitation.organizationId, organizationName: org!.name };
}

export function declineInvitation(db: Db, token: string, userId: string) {
  return db.transaction((tx) => declineInvitationInTx(tx, token, userId));
}

async function declineInvitationInTx(db: Tx, token: string, userId: string) {
  const invitation = await pendingByToken(db, token);
  await invitedUser(db, invitation.email, userId);
  await db
    .update(invitations)
    .set({ declinedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(invitations.id, invitation.id));
  await recordAudit(db, {
    organizationId: invitation.organizationId,
    action: 'invitation.declined',
    target: { type: 'invitation', id: invitation.id },
  });
  return { declined: true as const };
}
