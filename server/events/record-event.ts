// The transactional outbox (docs/webhooks.md#how-delivery-works): an event row is written in the same transaction as
// the change that causes it; delivery to webhooks happens later, from these rows.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { events, organizations, type EventType } from '~/db/schema';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "evt_" + 26 Crockford base32 characters: 48-bit time then 80 random bits, so ids sort by creation time. */
export function newEventId(now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes(16);
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[bytes[i]! % 32];
  return `evt_${time}${random}`;
}

export interface RecordedEvent {
  id: string;
  type: EventType;
  createdAt: string;
  apiVersion: 'v1';
  livemode: boolean;
  organizationId: string;
  data: Record<string, unknown>;
}

/**
 * Records an event for an organization. Pass the transaction that makes the change, so that the event exists
 * if and only if the change does. `livemode` is read from the organization unless given.
 */
export async function recordEvent(
  tx: DbOrTx,
  input: { organizationId: string; type: EventType; data: Record<string, unknown>; livemode?: boolean },
): Promise<RecordedEvent> {
  let livemode = input.livemode;
  if (livemode === undefined) {
    const [org] = await tx
      .select({ livemode: organizations.livemode })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .limit(1);
    livemode = org?.livemode ?? true;
  }
  const createdAt = new Date();
  const id = newEventId(createdAt.getTime());
  await tx
    .insert(events)
    .values({ id, organizationId: input.organizationId, type: input.type, livemode, data: input.data, createdAt });
  return {
    id,
    type: input.type,
    createdAt: createdAt.toISOString(),
    apiVersion: 'v1',
    livemode,
    organizationId: input.organizationId,
    data: input.data,
  };
}

/** The event envelope (docs/webhooks.md#events-and-payloads) of a stored event row. */
export function toEventEnvelope(row: typeof events.$inferSelect): RecordedEvent {
  return {
    id: row.id,
    type: row.type as EventType,
    createdAt: row.createdAt.toISOString(),
    apiVersion: 'v1',
    livemode: row.livemode,
    organizationId: row.organizationId,
    data: row.data,
  };
}
