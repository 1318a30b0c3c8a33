// The daily prune of SSO sign-in records (docs/sso.md#signing-in-with-sso). A record lives ten minutes as an
// authorization request, then holds only what a replayed callback or ticket must find used, and a connection test's
// result, which its owner reads at once. A day after it expired nothing reads it: it goes, so the table holds about a
// day of sign-ins rather than every sign-in ever made.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { ssoSignIns } from '~/db/schema';

/** Deletes the sign-in records that expired more than a day ago; returns how many. */
export async function pruneSsoSignIns(db: Db): Promise<number> {
  const gone = await db
    .delete(ssoSignIns)
    .where(lt(ssoSignIns.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: ssoSignIns.id });
  return gone.length;
}
