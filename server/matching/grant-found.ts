// grant.found: one event per (organization, grant) whose discovery row the match write just claimed.
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grantDiscoveries, grants } from '~/db/schema';
import { recordEvent } from '../events/record-event';
import { toGrantDetail } from '../grants/dto';
import type { Discovery } from './score-matches';

const { searchVector: _searchVector, ...grantColumns } = getTableColumns(grants);

async function grantDetailsById(db: DbOrTx, grantIds: string[], today: string) {
  const rows = await db.select(grantColumns).from(grants).where(inArray(grants.id, grantIds));
  return new Map(rows.map((row) => [row.id, toGrantDetail({ ...row, searchVector: null }, today)]));
}

/** Records grant.found for each discovery (in the caller's transaction) and links the event to its discovery row. */
export async function recordGrantFound(db: DbOrTx, discoveries: Discovery[], today: string): Promise<string[]> {
  if (discoveries.length === 0) return [];
  const details = await grantDetailsById(db, [...new Set(discoveries.map((d) => d.grantId))], today);
  const eventIds: string[] = [];
  for (const d of discoveries) {
    const event = await recordEvent(db, {
      organizationId: d.organizationId,
      type: 'grant.found',
      livemode: d.livemode,
      data: {
        grant: details.get(d.grantId),
        match: { missionId: d.missionId, missionName: d.missionName, score: d.score, reasons: d.reasons },
      },
    });
    await db
      .update(grantDiscoveries)
      .set({ eventId: event.id })
      .where(and(eq(grantDiscoveries.organizationId, d.organizationId), eq(grantDiscoveries.grantId, d.grantId)));
    eventIds.push(event.id);
  }
  return eventIds;
}
