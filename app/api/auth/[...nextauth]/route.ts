// next-auth's route, with the sign-in limits (docs/authentication.md#sign-in-limits) in front of the password callback:
// a refused attempt is a 429 with Retry-After before next-auth (and argon2) runs.
import NextAuth from 'next-auth';
import { checkSignInAttempt } from '~/server/auth/sign-in-limits';
import { authOptions } from '~/server/auth/session';
import { publicBaseUrl } from '~/server/env';
import { clientAddress } from '~/server/http/client-ip';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

const nextAuth = (req: Request, ctx: RouteContext) => NextAuth(authOptions())(req, ctx);

/**
 * The email of a credentials POST, read from a clone so next-auth still gets the body — or null when the body is
 * not one plain form with exactly one email: next-auth would also read JSON, and the last of repeated fields, so
 * anything else could sign in as an email the limit never saw.
 */
async function postedEmail(req: Request): Promise<string | null> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '')) return null;
  try {
    const emails = new URLSearchParams(await req.clone().text()).getAll('email');
    return emails.length === 1 && emails[0]!.trim() ? emails[0]! : null;
  } catch {
    return null;
  }
}

async function handlePost(req: Request, ctx: RouteContext): Promise<Response> {
  const { nextauth } = await ctx.params;
  if (nextauth[0] !== 'callback' || nextauth[1] !== 'password') return nextAuth(req, ctx);
  const email = await postedEmail(req);
  const decision = await checkSignInAttempt(clientAddress(req.headers), email); // the address counts either way
  if (decision.allowed && email === null) {
    return Response.json(
      { error: 'Sign-in takes one email and a password, form-encoded', code: 'VALIDATION_FAILED' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (decision.allowed) return nextAuth(req, ctx);
  const retryAfter = String(decision.retryAfterSeconds);
  // The shape next-auth's signIn(…, {redirect: false}) reads: `url`, whose `error` parameter it returns.
  const url = new URL('/login', publicBaseUrl());
  url.search = new URLSearchParams({ error: 'RateLimited', retryAfter }).toString();
  return Response.json(
    { url: url.toString(), error: 'RateLimited', retryAfter: decision.retryAfterSeconds },
    { status: 429, headers: { 'Retry-After': retryAfter, 'Cache-Control': 'no-store' } },
  );
}

export { nextAuth as GET, handlePost as POST };
