// Telling the organizations concerned of a grant's new versions (docs/catalog.md#telling-the-organizations-concerned):
// after a batch of the catalog commits, each organization that pursues or matches a changed grant gets one
// grant.updated per version, its pursuits' owners a bell when the close date moved, and its pursuits a history line
// when a forecast was posted. One transaction per organization: its events, bells and history commit together, and
// one organization's failure is logged without touching the catalog (committed already) or the other organizations.
import { sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { queryRows } from '../db-rows';
import { recordEvent } from '../events/record-event';
import { todayUtc } from '../dates';
import type { GrantChange } from '../grants/versions';
import { logger } from '../logger';
import { grantDetailsById } from '../matching/grant-found';
import { notifyCloseDateMoved } from '../notifications/grant-changes';
import { recordForecastPosted } from '../pipeline/grant-changes';

export interface GrantChangesTold {
  /** grant.updated events recorded. */
  events: number;
  /** Bells written (close date moved). */
  notifications: number;
  /** Pursuit history entries written (forecast posted). */
  historyEntries: number;
  /** Organizations whose telling failed (logged; nothing of theirs was written). */
  failed: number;
}

interface Concerned {
  grant_id: string;
  organization_id: string;
  livemode: boolean;
}

/**
 * The organizations each grant concerns: those with a pursuit on it (any stage or status) or a mission matching it
 * (a grant_matches row, as the batch's matching left it), sandboxes included as for grant.found. A private grant
 * concerns its owner only.
 */
async function concernedOrganizations(db: Db, grantIds: string[]): Promise<Concerned[]> {
  const ids = sql.join(
    grantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<Concerned>(
    db,
    sql`
      select c.grant_id::text as grant_id, c.organization_id::text as organization_id, o.livemode
      from (
        select p.grant_id, p.organization_id from pursuits p where p.grant_id in (${ids})
        union
        select m.grant_id, m.organization_id from grant_matches m where m.grant_id in (${ids})
      ) c
      join grants g on g.id = c.grant_id
      join organizations o on o.id = c.organization_id
      where g.owner_organization_id is null or g.owner_organization_id = c.organization_id
      order by c.organization_id, c.grant_id`,
  );
}

const isForecastPosted = (change: GrantChange) => {
  const status = change.changes.status;
  return status?.[0] === 'forecasted' && status[1] === 'posted';
};

/**
 * Tells the organizations concerned of these versions (as the batch writer's onCommitted hands them). Never throws:
 * what fails is logged, as the catalog write it follows has committed and must stand.
 */
export async function tellGrantChanges(
  db: Db,
  changes: GrantChange[],
  opts: { today?: string; log?: typeof logger } = {},
): Promise<GrantChangesTold> {
  const told: GrantChangesTold = { events: 0, notifications: 0, historyEntries: 0, failed: 0 };
  if (changes.length === 0) return told;
  const log = opts.log ?? logger;
  const today = opts.today ?? todayUtc();
  let concerned: Concerned[];
  let details: Awaited<ReturnType<typeof grantDetailsById>>;
  const grantIds = [...new Set(changes.map((c) => c.grantId))];
  try {
    concerned = await concernedOrganizations(db, grantIds);
    details = concerned.length ? await grantDetailsById(db, grantIds, today) : new Map();
  } catch (err) {
    log.error({ err, grants: grantIds.length }, 'grant.updated: could not read who to tell; nobody was told');
    told.failed++;
    return told;
  }

  const byOrganization = new Map<string, { livemode: boolean; grantIds: Set<string> }>();
  for (const c of concerned) {
    const org = byOrganization.get(c.organization_id) ?? { livemode: c.livemode, grantIds: new Set() };
    org.grantIds.add(c.grant_id);
    byOrganization.set(c.organization_id, org);
  }
  for (const [organizationId, org] of byOrganization) {
    const theirs = changes.filter((c) => org.grantIds.has(c.grantId));
    try {
      const result = await db.transaction(async (tx) => {
        const done = { events: 0, notifications: 0, historyEntries: 0 };
        for (const change of theirs) {
          const grant = details.get(change.grantId);
          if (!grant) continue; // deleted since the batch committed
          await recordEvent(tx, {
            organizationId,
            type: 'grant.updated',
            livemode: org.livemode,
            data: { grant, version: change.version, changedAt: change.changedAt, changes: change.changes },
          });
          done.events++;
          if (isForecastPosted(change)) {
            done.historyEntries += (await recordForecastPosted(tx, organizationId, change.grantId)).length;
          }
          // A close date moved: one it had before changed (a forecast getting its first one is told by the history).
          const closeDate = change.changes.closeDate;
          if (closeDate && closeDate[0] !== null) {
            done.notifications += await notifyCloseDateMoved(tx, {
              organizationId,
              grantId: change.grantId,
              grantTitle: grant.title,
              version: change.version,
              from: closeDate[0] as string | null,
              to: closeDate[1] as string | null,
            });
          }
        }
        return done;
      });
      told.events += result.events;
      told.notifications += result.notifications;
      told.historyEntries += result.historyEntries;
    } catch (err) {
      told.failed++;
      log.error(
        { err, organizationId, versions: theirs.map((c) => `${c.grantId}@${c.version}`) },
        'grant.updated: telling an organization failed; its events, bells and history for these versions were not written',
      );
    }
  }
  return told;
}
