// The name an auditor recognizes for an actor, looked up once per scope: a user's email, a credential's name.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { apiKeys, portalTokens, users } from '~/db/schema';
import type { AuditActor } from './scope';

export async function actorLabel(db: DbOrTx, actor: AuditActor): Promise<string | null> {
  if (actor.label !== undefined) return actor.label;
  let label: string | null = null;
  if (actor.id !== null) {
    if (actor.kind === 'user') {
      [{ label = null } = {}] = await db
        .select({ label: users.email })
        .from(users)
        .where(eq(users.id, actor.id))
        .limit(1);
    } else if (actor.kind === 'api_key') {
      [{ label = null } = {}] = await db
        .select({ label: apiKeys.name })
        .from(apiKeys)
        .where(eq(apiKeys.id, actor.id))
        .limit(1);
    } else if (actor.kind === 'portal_token') {
      [{ label = null } = {}] = await db
        .select({ label: portalTokens.name })
        .from(portalTokens)
        .where(eq(portalTokens.id, actor.id))
        .limit(1);
    }
  }
  actor.label = label; // the scope's own actor object: later records of the request skip the lookup
  return label;
}
