// Settings' "test connection" (docs/sso.md#test-connection): an owner signs in at the organization's provider in a new
// tab; the callback checks the ID token exactly as a sign-in would, stores what the provider returned (or why it was
// refused) on the request, and signs nobody in. Only the owner who started a test may read its result.
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db';
import { organizations, ssoSignIns } from '~/db/schema';
import { AppError } from '../errors';
import { logger } from '../logger';
import { SsoFailure, startSsoSignIn, type SsoTestClaims } from './sign-in';

export type SsoTestResult =
  { status: 'pending' } | { status: 'ok'; claims: SsoTestClaims } | { status: 'error'; message: string };

async function assertEnterprise(db: Db, organizationId: string) {
  const [org] = await db
    .select({ plan: organizations.plan, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  if (org.plan !== 'enterprise' || org.liveOrganizationId)
    throw new AppError('FORBIDDEN', 'Single sign-on is part of the enterprise plan');
}

/** Starts a test: the URL the owner opens in a new tab. */
export async function startSsoTest(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<{ id: string; authorizationUrl: string }> {
  await assertEnterprise(db, organizationId);
  try {
    const started = await startSsoSignIn(db, { organizationId, purpose: 'test', requestedByUserId: userId });
    return { id: started.id, authorizationUrl: started.authorizationUrl };
  } catch (err) {
    if (err instanceof SsoFailure && err.code === 'sso_unavailable')
      throw new AppError('VALIDATION_FAILED', 'Save the connection first: there is no provider to test');
    if (err instanceof SsoFailure) {
      logger.warn({ ssoFailure: err.code, reason: err.reason }, 'sso connection test not started');
      throw new AppError(
        'VALIDATION_FAILED',
        "The provider's discovery document could not be read: check the issuer URL (https, reachable from this server)",
      );
    }
    throw err;
  }
}

/** The test's state: pending until its callback, then the claims or the reason it failed. */
export async function ssoTestResult(
  db: Db,
  organizationId: string,
  userId: string,
  id: string,
): Promise<SsoTestResult> {
  const [row] = await db
    .select({ result: ssoSignIns.result, completedAt: ssoSignIns.completedAt, expiresAt: ssoSignIns.expiresAt })
    .from(ssoSignIns)
    .where(
      and(
        eq(ssoSignIns.id, id),
        eq(ssoSignIns.organizationId, organizationId),
        eq(ssoSignIns.purpose, 'test'),
        eq(ssoSignIns.requestedByUserId, userId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Test not found');
  const result = row.result as SsoTestResult | null;
  if (result && (result.status === 'ok' || result.status === 'error')) return result;
  if (!row.completedAt && row.expiresAt.getTime() < Date.now())
    return { status: 'error', message: 'The test expired before the provider sent you back: start it again' };
  return { status: 'pending' };
}
