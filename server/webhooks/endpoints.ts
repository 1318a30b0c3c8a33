// Webhook endpoints of an organization (Settings → Extensions and /api/v1/webhooks): registration with the SSRF guard,
// at most 10 per organization, subscriptions limited to what the subscriber may read, secrets encrypted at rest,
// shown at creation and on explicit reveal, rotatable.
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { EVENT_TYPES, organizations, webhookEndpoints, type EventType } from '~/db/schema';
import { diff } from '../audit/diff';
import type { Permission } from '../auth/permissions';
import { recordAudit } from '../audit/record';
import { env } from '../env';
import { AppError, notFound } from '../errors';
import { lockOrganization } from '../organizations/organizations';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import { generateWebhookSecret } from './signing';
import { validateWebhookUrl } from '../http/ssrf-guard';
import { missingToRead } from '../events/permissions';

export const MAX_ENDPOINTS_PER_ORGANIZATION = 10;
/** Event types an endpoint may subscribe to (webhook.test is sent to one endpoint on request, never fanned out). */
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((t) => t !== 'webhook.test') as Exclude<
  EventType,
  'webhook.test'
>[];

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * Refuses a subscription (an empty list: every type) to an event type whose data the subscriber may not read:
 * 403 naming the event type and the missing permissions. Without a subscriber (the operator's CLI) there is nothing to
 * check.
 */
export function assertMayReceive(subscriber: ReadonlySet<Permission> | undefined, eventTypes: string[]): void {
  if (!subscriber) return;
  const types = eventTypes.length ? eventTypes : SUBSCRIBABLE_EVENT_TYPES;
  for (const type of types) {
    // A subscription is a read of the events' data (docs/webhooks.md#permissions): without this, a credential
    // holding MANAGE_WEBHOOKS but not VIEW_PURSUITS could read won pursuits by pointing an endpoint at itself.
    const missing = missingToRead(type, subscriber);
    if (missing.length) {
      const what = eventTypes.length ? `event type ${type}` : `every event type (${type} among them)`;
      throw new AppError('FORBIDDEN', `Subscribing to ${what} needs permission ${missing.join(', ')}`);
    }
  }
}

/** The endpoint's settings as the trail records them; its secret (even encrypted) never. */
const AUDITED_ENDPOINT_FIELDS = ['url', 'description', 'eventTypes', 'enabled', 'disabledReason'] as const;

/**
 * An endpoint's URL as the trail shows it: its origin, and for the rest a fingerprint. Chat and automation services
 * put a bearer secret in the path or query (hooks.slack.com/services/…), and the trail's readers (auditors, API keys
 * with VIEW_AUDIT_LOG) need not hold MANAGE_EXTENSIONS: they see where events go and that the URL changed, not the URL.
 */
export function auditedUrl(url: string): string {
  const u = new URL(url);
  const rest = `${u.pathname}${u.search}`;
  return rest === '/'
    ? u.origin
    : `${u.origin}/… (sha256 ${createHash('sha256').update(url).digest('hex').slice(0, 12)})`;
}

const audited = (row: EndpointRow | null) => (row ? { ...row, url: auditedUrl(row.url) } : null);

export interface WebhookEndpointDto {
  id: string;
  organizationId: string;
  livemode: boolean;
  url: string;
  description: string | null;
  /** Empty: every event type. */
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  consecutiveFailures: number;
  createdAt: string;
  updatedAt: string;
}

export function toEndpointDto(row: EndpointRow, livemode: boolean): WebhookEndpointDto {
  return {
    id: row.id,
    organizationId: row.organizationId,
    livemode,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const checkUrl = (url: string) => validateWebhookUrl(url, { allowPrivate: env().WEBHOOK_ALLOW_PRIVATE_NETWORKS });

function checkEventTypes(types: string[] | undefined): string[] | undefined {
  if (types === undefined) return undefined;
  const unknown = types.filter((t) => !(SUBSCRIBABLE_EVENT_TYPES as string[]).includes(t));
  if (unknown.length) {
    const message = `unknown event type ${unknown.join(', ')} (allowed: ${SUBSCRIBABLE_EVENT_TYPES.join(', ')})`;
    throw new AppError('VALIDATION_FAILED', `eventTypes: ${message}`, { issues: [{ path: 'eventTypes', message }] });
  }
  return [...new Set(types)].sort();
}

async function livemodeOf(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [org] = await db
    .select({ livemode: organizations.livemode })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  return org.livemode;
}

/** The endpoints of the given organizations (a live organization and its sandbox), oldest first. */
export async function listWebhookEndpoints(db: DbOrTx, organizationIds: string[]): Promise<WebhookEndpointDto[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, livemode: organizations.livemode })
    .from(webhookEndpoints)
    .innerJoin(organizations, eq(organizations.id, webhookEndpoints.organizationId))
    .where(inArray(webhookEndpoints.organizationId, organizationIds))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((r) => toEndpointDto(r.endpoint, r.livemode));
}

/** One endpoint of these organizations, without its secret; another organization's is 404, as an unknown id. */
export async function getWebhookEndpoint(
  db: DbOrTx,
  organizationIds: string[],
  id: string,
): Promise<WebhookEndpointDto> {
  const row = await findEndpoint(db, id, organizationIds);
  return toEndpointDto(row, await livemodeOf(db, row.organizationId));
}

export interface CreateEndpointInput {
  organizationId: string;
  url: string;
  eventTypes?: string[];
  description?: string | null;
  enabled?: boolean;
  /** The caller's permissions: the subscription may not exceed what they read (undefined: the operator). */
  subscriberPermissions?: ReadonlySet<Permission>;
}

/** Registers an endpoint; returns it with its secret — the only time, besides an explicit reveal, it is shown. */
export async function createWebhookEndpoint(db: DbOrTx, input: CreateEndpointInput) {
  const url = await checkUrl(input.url);
  const eventTypes = checkEventTypes(input.eventTypes) ?? [];
  assertMayReceive(input.subscriberPermissions, eventTypes);
  const secret = generateWebhookSecret();
  const secretCiphertext = encryptSecret(secret);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, input.organizationId);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, input.organizationId));
    if ((existing?.n ?? 0) >= MAX_ENDPOINTS_PER_ORGANIZATION) {
      throw new AppError(
        'CONFLICT',
        `An organization may have at most ${MAX_ENDPOINTS_PER_ORGANIZATION} webhook endpoints`,
      );
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: input.organizationId,
        url,
        eventTypes,
        description: input.description?.trim() || null,
        enabled: input.enabled ?? true,
        secretCiphertext,
      })
      .returning();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      action: 'webhook.created',
      target: { type: 'webhook_endpoint', id: row!.id },
      changes: diff(null, audited(row!), AUDITED_ENDPOINT_FIELDS),
    });
    return { endpoint: toEndpointDto(row!, await livemodeOf(tx, input.organizationId)), secret };
  });
}

/** The endpoint if one of these organizations owns it; locked when the caller is a transaction that changes it. */
async function findEndpoint(
  db: DbOrTx,
  id: string,
  organizationIds: string[],
  forUpdate = false,
): Promise<EndpointRow> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), inArray(webhookEndpoints.organizationId, organizationIds)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export interface UpdateEndpointInput {
  url?: string;
  eventTypes?: string[];
  description?: string | null;
  enabled?: boolean;
}

/**
 * Changes an endpoint. Re-enabling it clears the disabled reason and the failure count. Whoever changes it must be
 * able to read every event type it will receive afterwards (`subscriber`): pointing someone else's all-events endpoint
 * at one's own URL is a subscription too.
 */
export async function updateWebhookEndpoint(
  db: DbOrTx,
  organizationIds: string[],
  id: string,
  input: UpdateEndpointInput,
  subscriber?: ReadonlySet<Permission>,
) {
  // Checked first (the URL's address is resolved): outside the transaction, on an unlocked read.
  const before = await findEndpoint(db, id, organizationIds);
  const url = input.url === undefined ? undefined : await checkUrl(input.url);
  const eventTypes = checkEventTypes(input.eventTypes);
  assertMayReceive(subscriber, eventTypes ?? before.eventTypes);
  return db.transaction(async (tx) => {
    const current = await findEndpoint(tx, id, organizationIds, true);
    // The types may have changed since the unlocked read: the rule holds for what is stored now.
    if (eventTypes === undefined) assertMayReceive(subscriber, current.eventTypes);
    const reenable = input.enabled === true && !current.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined && { url }),
        ...(eventTypes !== undefined && { eventTypes }),
        ...(input.description !== undefined && { description: input.description?.trim() || null }),
        ...(input.enabled === false &&
          current.enabled && { enabled: false, disabledReason: 'disabled by a user', disabledAt: sql`now()` }),
        ...(reenable && { enabled: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0 }),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    const changes = diff(audited(current), audited(row!), AUDITED_ENDPOINT_FIELDS);
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        organizationId: current.organizationId,
        action: 'webhook.updated',
        target: { type: 'webhook_endpoint', id },
        changes,
      });
    }
    return toEndpointDto(row!, await livemodeOf(tx, current.organizationId));
  });
}

/** Deletes an endpoint with its deliveries and attempts. */
export async function deleteWebhookEndpoint(db: DbOrTx, organizationIds: string[], id: string) {
  return db.transaction(async (tx) => {
    const current = await findEndpoint(tx, id, organizationIds);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
    await recordAudit(tx, {
      organizationId: current.organizationId,
      action: 'webhook.deleted',
      target: { type: 'webhook_endpoint', id: current.id },
      changes: diff(audited(current), null, AUDITED_ENDPOINT_FIELDS),
    });
    return { id: current.id, deleted: true as const };
  });
}

/** Showing the secret is an event of its own in the trail: who saw it, when — never the value. */
export async function revealWebhookSecret(db: DbOrTx, organizationIds: string[], id: string) {
  return db.transaction(async (tx) => {
    const current = await findEndpoint(tx, id, organizationIds);
    await recordAudit(tx, {
      organizationId: current.organizationId,
      action: 'webhook.secret_revealed',
      target: { type: 'webhook_endpoint', id: current.id },
    });
    return { id: current.id, secret: decryptSecret(current.secretCiphertext) };
  });
}

/** A new secret, in effect at once: every attempt from now on is signed with it. */
export async function rotateWebhookSecret(db: DbOrTx, organizationIds: string[], id: string) {
  const secret = generateWebhookSecret();
  return db.transaction(async (tx) => {
    const current = await findEndpoint(tx, id, organizationIds);
    await tx
      .update(webhookEndpoints)
      .set({ secretCiphertext: encryptSecret(secret), updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, current.id));
    await recordAudit(tx, {
      organizationId: current.organizationId,
      action: 'webhook.secret_rotated',
      target: { type: 'webhook_endpoint', id: current.id },
    });
    return { id: current.id, secret };
  });
}

export { findEndpoint as findWebhookEndpoint };
