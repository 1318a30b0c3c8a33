// Invitations are limited per organization and per inviter per day (docs/members.md): the phishing relay of the
// security review (25 invitations in a row from one organization) is refused with 429 and Retry-After, resends
// count, and the count is the audit trail's (exact across instances).
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { BUILT_IN_ROLES } from '../auth/permissions';
import { runAsActor } from '../audit/scope';
import type { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { createInvitation, resendInvitation } from './invitations';

// This file's own limits, set before any import reads (and caches) the configuration.
vi.hoisted(() => {
  process.env.INVITATIONS_PER_ORGANIZATION_PER_DAY = '5';
  process.env.INVITATIONS_PER_INVITER_PER_DAY = '3';
});

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('invitation limits', () => {
  it('per inviter, then per organization: 429 with Retry-After of about a day; resends count; other organizations are unaffected', async () => {
    const org = await createOrganization(db, { name: 'Verify at https://evil.example' });
    const other = await createOrganization(db, { name: 'Elsewhere' });
    const admin = (email: string, organizationId = org.id) =>
      createUser(db, {
        email,
        password: `Lantern-${randomBytes(6).toString('hex')}-orchard`,
        organizationId,
        role: 'admin',
      });
    const [a, b, c] = [
      await admin('a@relay.example'),
      await admin('b@relay.example'),
      await admin('c@else.example', other.id),
    ];
    const as = (userId: string) => ({ userId, permissions: new Set(BUILT_IN_ROLES.admin) });
    const invite = (userId: string, n: number, organizationId = org.id) =>
      runAsActor({ kind: 'user', id: userId }, () =>
        createInvitation(
          db,
          organizationId,
          { email: `target-${userId.slice(0, 4)}-${n}@victims.example`, role: 'viewer' },
          as(userId),
        ),
      );

    const first = await invite(a.id, 1);
    await invite(a.id, 2);
    await runAsActor({ kind: 'user', id: a.id }, () => resendInvitation(db, org.id, first.invitation.id, as(a.id)));
    const byInviter = await refusal(invite(a.id, 4));
    expect(byInviter.code).toBe('RATE_LIMITED');
    expect(byInviter.status).toBe(429);
    expect(byInviter.message).toMatch(/invitations from you today \(3 a day\)/);
    const retryAfter = Number(byInviter.extra.headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThan(86_400 - 120);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // A resend is an email too.
    expect(
      (
        await refusal(
          runAsActor({ kind: 'user', id: a.id }, () => resendInvitation(db, org.id, first.invitation.id, as(a.id))),
        )
      ).code,
    ).toBe('RATE_LIMITED');

    // Another admin of the same organization has their own 3, but the organization has only 5 in all.
    await invite(b.id, 1);
    await invite(b.id, 2);
    const byOrganization = await refusal(invite(b.id, 3));
    expect(byOrganization.code).toBe('RATE_LIMITED');
    expect(byOrganization.message).toMatch(/invitations from this organization today \(5 a day\)/);

    // Another organization is not affected.
    await invite(c.id, 1, other.id);
  });
});
