// POST /api/sso/discover {email} → {method: 'sso' | 'password'} (docs/sso.md#signing-in-with-sso): the login form's
// first step. The answer depends on the email's domain alone (never on an account), and is rate-limited per address.
import { randomUUID } from 'node:crypto';
import { getDb } from '~/server/db';
import { AppError, errorBody } from '~/server/errors';
import { readTextUpTo } from '~/server/http/bounded-body';
import { clientAddress } from '~/server/http/client-ip';
import { enforceSsoLimit } from '~/server/sso/limits';
import { ssoRouteForEmail } from '~/server/sso/routing';

export const dynamic = 'force-dynamic';

const MAX_BODY = 4096;

const refuse = (err: AppError) =>
  Response.json(errorBody(err.code, err.message, randomUUID()), {
    status: err.status,
    headers: { 'Cache-Control': 'no-store', ...err.extra.headers },
  });

export async function POST(req: Request): Promise<Response> {
  try {
    await enforceSsoLimit(clientAddress(req.headers));
    const text = await readTextUpTo(req, MAX_BODY);
    if (text === null) throw new AppError('PAYLOAD_TOO_LARGE', 'The body is too long: send {"email": "…"}');
    let email: unknown;
    try {
      email = (JSON.parse(text) as { email?: unknown } | null)?.email;
    } catch {
      throw new AppError('VALIDATION_FAILED', 'The body must be JSON: {"email": "…"}');
    }
    if (typeof email !== 'string' || !email.includes('@') || email.length > 320)
      throw new AppError('VALIDATION_FAILED', 'email: enter an email address');
    const route = await ssoRouteForEmail(await getDb(), email);
    return Response.json({ method: route ? 'sso' : 'password' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    if (err instanceof AppError) return refuse(err);
    throw err;
  }
}
