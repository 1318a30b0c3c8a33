// grant.found: one event per (organization, grant) whose discovery row the match write just claimed.
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { events, grants } from '~/db/schema';
import { newEventId } from '../events/record-event';
import { toGrantDetail } from '../grants/dto';
import type { Discovery } from './score-matches';

const { searchVector: _searchVector, ...grantColumns } = getTableColumns(grants);
const EVENTS_PER_INSERT = 500;

/** The grants in their REST shape (as GET /grants/{id} without the reader's matches and pursuit), by id. */
export async function grantDetailsById(db: DbOrTx, grantIds: string[], today: string) {
  const rows = await db.select(grantColumns).from(grants).where(inArray(grants.id, grantIds));
  return new Map(rows.map((row) => [row.id, toGrantDetail({ ...row, searchVector: null }, today)]));
}

/**
 * Records grant.found for each discovery and links each event to its discovery row, in the caller's transaction.
 * The rows are exactly what recordEvent writes (same id format, livemode of the organization, data in REST shape),
 * inserted in bulk: an import can discover thousands of grants, and one round trip per event would dominate it.
 */
export async function recordGrantFound(db: DbOrTx, discoveries: Discovery[], today: string): Promise<void> {
  if (discoveries.length === 0) return;
  const details = await grantDetailsById(db, [...new Set(discoveries.map((d) => d.grantId))], today);
  const createdAt = new Date();
  const rows = discoveries.map((d) => ({
    id: newEventId(createdAt.getTime()),
    organizationId: d.organizationId,
    type: 'grant.found' as const,
    livemode: d.livemode,
    data: {
      grant: details.get(d.grantId),
      match: { missionId: d.missionId, missionName: d.missionName, score: d.score, reasons: d.reasons },
    },
    createdAt,
  }));
  for (let i = 0; i < rows.length; i += EVENTS_PER_INSERT)
    await db.insert(events).values(rows.slice(i, i + EVENTS_PER_INSERT));
  const links = rows.map((r, i) => ({
    organization_id: r.organizationId,
    grant_id: discoveries[i]!.grantId,
    event_id: r.id,
  }));
  await db.execute(sql`
    update grant_discoveries d set event_id = x.event_id
    from jsonb_to_recordset(${JSON.stringify(links)}::text::jsonb) as x(organization_id uuid, grant_id uuid, event_id text)
    where d.organization_id = x.organization_id and d.grant_id = x.grant_id`);
}
