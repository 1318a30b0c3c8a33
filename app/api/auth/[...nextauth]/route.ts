// next-auth's route, with the sign-in limits (docs/authentication.md#sign-in-limits) in front of the password callback:
// an attempt is counted before next-auth (and argon2) runs; a refused one is a 429 with Retry-After, and while the
// account is out of attempts a new address must first enter the one-time code emailed to it.
import { after } from 'next/server';
import NextAuth from 'next-auth';
import { tallyAuthEvent } from '~/server/audit/auth-tallies';
import { consumeSignInCode, issueSignInCode } from '~/server/auth/sign-in-codes';
import { beginSignInAttempt, releaseSignInAttempt } from '~/server/auth/sign-in-limits';
import { authOptions, withCheckedSignInEmail, withSsoRequirement } from '~/server/auth/session';
import type { Db } from '~/db';
import { getDb } from '~/server/db';
import { env, publicBaseUrl } from '~/server/env';
import { addressGroup, clientAddress } from '~/server/http/client-ip';
import { passwordRefusedBySso } from '~/server/sso/routing';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

const nextAuth = (req: Request, ctx: RouteContext) => NextAuth(authOptions())(req, ctx);

interface PostedSignIn {
  email: string;
  /** The one-time code of the second step, when the form sent one. */
  code: string | null;
}

/**
 * The email (and code) of a credentials POST, read from a clone so next-auth still gets the body — or null when the
 * body is not one plain form with exactly one email: next-auth would also read JSON, and the last of repeated fields,
 * so anything else could sign in as an email the limit never saw.
 */
async function postedSignIn(req: Request): Promise<PostedSignIn | null> {
  // Exactly the form media type: next-auth reads a body as JSON when its content type merely contains "json".
  const contentType = (req.headers.get('content-type') ?? '').toLowerCase();
  if (contentType.split(';')[0]!.trim() !== 'application/x-www-form-urlencoded' || contentType.includes('json')) {
    return null;
  }
  try {
    const form = new URLSearchParams(await req.clone().text());
    const emails = form.getAll('email');
    const codes = form.getAll('code');
    if (emails.length !== 1 || !emails[0]!.trim() || codes.length > 1) return null;
    return { email: emails[0]!, code: codes[0]?.trim() || null };
  } catch {
    return null;
  }
}

/** The shape next-auth's signIn(…, {redirect: false}) reads: `url`, whose `error` parameter it returns. */
function refusal(status: number, error: string, extra: Record<string, string> = {}, headers: HeadersInit = {}) {
  const url = new URL('/login', publicBaseUrl());
  url.search = new URLSearchParams({ error, ...extra }).toString();
  return Response.json(
    { url: url.toString(), error, ...extra },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

const signedIn = (res: Response) =>
  res.status === 200 && res.headers.getSetCookie().some((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));

async function handlePost(req: Request, ctx: RouteContext): Promise<Response> {
  const db = await getDb();
  // Require SSO (docs/sso.md#require-sso): a member other than an owner signs in through the provider — not with a
  // password, nor a Firebase ID token.
  return withSsoRequirement(
    (userId) => passwordRefusedBySso(db, userId),
    () => handleSignInPost(req, ctx, db),
  );
}

async function handleSignInPost(req: Request, ctx: RouteContext, db: Db): Promise<Response> {
  const { nextauth } = await ctx.params;
  if (nextauth[0] !== 'callback' || nextauth[1] !== 'password') return nextAuth(req, ctx);
  const posted = await postedSignIn(req);
  const ip = clientAddress(req.headers);
  const decision = await beginSignInAttempt(db, ip, posted?.email ?? null); // the address counts either way
  if (decision.kind === 'refused' && decision.reason === 'address') {
    // Refused before anything is looked up or written: a flood from one address costs no database work.
    const retryAfter = String(decision.retryAfterSeconds);
    return refusal(429, 'RateLimited', { retryAfter }, { 'Retry-After': retryAfter });
  }
  if (decision.kind === 'no-email' || !posted) {
    return Response.json(
      { error: 'Sign-in takes one email and a password, form-encoded', code: 'VALIDATION_FAILED' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  // Every attempt that does not sign in is counted in the account's audit tally: one record per address and window.
  const failed = () =>
    tallyAuthEvent(db, {
      action: 'session.sign_in_failed',
      email: posted.email,
      ip: addressGroup(ip), // one tally per IPv6 /64: rotating addresses within it makes no new records
      userAgent: req.headers.get('user-agent'),
      windowSeconds: env().AUTH_AUDIT_WINDOW_SECONDS,
    });
  if (decision.kind === 'refused') {
    await failed();
    const retryAfter = String(decision.retryAfterSeconds);
    return refusal(429, 'RateLimited', { retryAfter }, { 'Retry-After': retryAfter });
  }
  if (decision.kind === 'code-required') {
    if (!posted.code) {
      // The same answer whether or not the email has an account, in the same time: the code (for an account, to its
      // own mailbox) is made and enqueued after the answer has gone, so its work tells nothing.
      after(() => issueSignInCode(db, posted.email, ip));
      await failed();
      return refusal(401, 'CodeRequired');
    }
    if (!(await consumeSignInCode(db, posted.email, posted.code))) {
      await failed();
      return refusal(401, 'CodeInvalid');
    }
  }
  const res = await withCheckedSignInEmail(posted.email, () => nextAuth(req, ctx));
  if (signedIn(res)) await releaseSignInAttempt(decision.reservations);
  else await failed();
  return res;
}

export { nextAuth as GET, handlePost as POST };
