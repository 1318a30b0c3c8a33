// next-auth's route, with the sign-in limits of SPEC §14 in front of the password callback: a refused attempt is a
// 429 with Retry-After before next-auth (and argon2) runs.
import NextAuth from 'next-auth';
import { checkSignInAttempt } from '~/server/auth/sign-in-limits';
import { authOptions } from '~/server/auth/session';
import { publicBaseUrl } from '~/server/env';
import { clientIpFromHeaders } from '~/server/http/client-ip';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

const nextAuth = (req: Request, ctx: RouteContext) => NextAuth(authOptions())(req, ctx);

/** The email of a credentials POST, read from a clone so next-auth still gets the body. */
async function postedEmail(req: Request): Promise<string | null> {
  try {
    const email = new URLSearchParams(await req.clone().text()).get('email');
    return email?.trim() ? email : null;
  } catch {
    return null;
  }
}

async function handlePost(req: Request, ctx: RouteContext): Promise<Response> {
  const { nextauth } = await ctx.params;
  if (nextauth[0] !== 'callback' || nextauth[1] !== 'password') return nextAuth(req, ctx);
  const decision = await checkSignInAttempt(clientIpFromHeaders(req.headers), await postedEmail(req));
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
