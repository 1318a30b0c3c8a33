// grant.found: one event per (organization, grant) whose discovery row the match write just claimed.
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { events, grants } from '~/db/schema';
import { newEventId } from '../events/record-event';
import { toGrantDetail } from '../grants/dto';
import type { Discovery } from './score-matches';
import { renderReasons } from '../grants/match-reasons';

const { searchVector: _searchVector, ...grantColumns } = getTableColumns(grants);
/** Events per statement: bounds the JSON parameter when a batch discovers a grant for many organizations. */
const EVENTS_PER_INSERT = 1000;

/** The grants in their REST shape (as GET /grants/{id} without the reader's matches and pursuit), by id. */
export async function grantDetailsById(db: DbOrTx, grantIds: string[], today: string) {
  const rows = await db.select(grantColumns).from(grants).where(inArray(grants.id, grantIds));
  return new Map(rows.map((row) => [row.id, toGrantDetail({ ...row, searchVector: null }, today)]));
}

/**
 * Records grant.found for each discovery and links each event to its discovery row, in the caller's transaction.
 * The rows are exactly what recordEvent writes (same id format, livemode of the organization, data in REST shape),
 * inserted in bulk: an import can discover thousands of grants, and one round trip per event would dominate it. Each
 * chunk goes as one JSON parameter to one statement that inserts the events and links them: a VALUES list of six
 * parameters per row made PostgreSQL parse (and the driver describe) thousands of parameters, the slowest part of
 * recording events in the discovery benchmark (docs/benchmarks.md#discovery).
 */
export async function recordGrantFound(db: DbOrTx, discoveries: Discovery[], today: string): Promise<void> {
  if (discoveries.length === 0) return;
  const details = await grantDetailsById(db, [...new Set(discoveries.map((d) => d.grantId))], today);
  const createdAt = new Date();
  for (let i = 0; i < discoveries.length; i += EVENTS_PER_INSERT) {
    const rows = discoveries.slice(i, i + EVENTS_PER_INSERT).map((d) => ({
      id: newEventId(createdAt.getTime()),
      organization_id: d.organizationId,
      grant_id: d.grantId,
      livemode: d.livemode,
      data: {
        grant: details.get(d.grantId),
        match: {
          missionId: d.missionId,
          missionName: d.missionName,
          score: d.score,
          reasons: renderReasons(d.reasons),
        },
      },
    }));
    await db.execute(sql`
      with x as materialized (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
          as x(id text, organization_id uuid, grant_id uuid, livemode boolean, data jsonb)
      ),
      recorded as (
        insert into ${events} (id, organization_id, type, livemode, data, created_at)
        select id, organization_id, ${'grant.found'}, livemode, data, ${createdAt.toISOString()}::timestamptz from x
      )
      update grant_discoveries d set event_id = x.id
      from x
      where d.organization_id = x.organization_id and d.grant_id = x.grant_id`);
  }
}
