// Verifies a webhook delivery (docs/webhooks.md) before anything acts on it: both signatures the service sends
// (x-service-signature over the raw body; Standard Webhooks over id, timestamp and body) and the timestamp window
// that makes a captured delivery useless to replay later. Server-side only: it needs node:crypto.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { components } from './openapi.js';

type Schemas = components['schemas'];

interface Envelope<Type extends string, Data> {
  /** `evt_…`, also sent as webhook-id: the same on every retry, so use it to drop duplicates. */
  id: string;
  type: Type;
  createdAt: string;
  apiVersion: string;
  /** false for events of the sandbox (`gms_test_` keys). */
  livemode: boolean;
  organizationId: string;
  data: Data;
}

/** A funder report's event (docs/post-award.md#funder-reports): the report without its instances, the one instance. */
interface FunderReportEventData {
  report: Omit<Schemas['FunderReport'], 'instances'>;
  instance: Schemas['FunderReportInstance'];
  project: { id: string; name: string };
}

/** The events this SDK knows, each with its `data` (resources in their REST shape). */
export type WebhookEvent =
  | Envelope<
      'grant.found',
      { grant: Omit<Schemas['Grant'], 'matches' | 'pursuitId'>; match: Schemas['Grant']['matches'][number] }
    >
  | Envelope<
      'grant.updated',
      {
        grant: Omit<Schemas['Grant'], 'matches' | 'pursuitId'>;
        /** The grant's version this change made (2 for the first change), as GET /grants/{id}/versions lists it. */
        version: number;
        changedAt: string;
        /** The fields that moved, each as [before, after]. */
        changes: Schemas['GrantVersionChanges'];
      }
    >
  | Envelope<'pursuit.won', { pursuit: Schemas['Pursuit']; project: Schemas['Project'] }>
  | Envelope<'task.completed', { task: Schemas['Task']; project: Schemas['Project'] }>
  | Envelope<
      'budget.threshold_crossed',
      {
        project: Schemas['Project'];
        /** The line, for a line's threshold (`line_90`, `line_100`). */
        line?: Schemas['BudgetLine'];
        threshold: Schemas['BudgetAlert']['kind'];
        thresholdPercent: number;
        spentCents: number;
        budgetedCents: number;
        awardAmountCents: number | null;
        projectedVarianceCents: number | null;
        elapsedPercent: number | null;
        crossedAt: string;
      }
    >
  | Envelope<'funder_report.submitted', FunderReportEventData>
  | Envelope<'funder_report.late', FunderReportEventData>
  | Envelope<'webhook.test', Record<string, never>>;

export type WebhookEventType = WebhookEvent['type'];

/** Which check refused the delivery. */
export type WebhookCheck = 'headers' | 'timestamp' | 'x-service-signature' | 'webhook-signature' | 'payload';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly check: WebhookCheck,
    message: string,
  ) {
    super(message);
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far webhook-timestamp may be from `now`, either way (default 300 s, as Standard Webhooks). */
  toleranceSeconds?: number;
  /** Defaults to the current time. */
  now?: Date;
}

const SECRET_PREFIX = 'whsec_';

function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  // A repeated header becomes one space-separated value: extra webhook-signature entries stay candidates, and a
  // repeated id, timestamp or signature can only fail its check.
  return Array.isArray(value) ? value.join(' ') : value;
}

function requireHeader(headers: WebhookHeaders, name: string): string {
  const value = headerOf(headers, name);
  if (!value) throw new WebhookVerificationError('headers', `Missing header ${name}`);
  return value;
}

/** Comparison whose time does not depend on where the strings differ (lengths are not secret). */
function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

function bytesOf(rawBody: string | Uint8Array): Uint8Array {
  return typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
}

function textOf(rawBody: string | Uint8Array): string {
  if (typeof rawBody === 'string') return rawBody;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  } catch {
    throw new WebhookVerificationError('payload', 'Body is not valid UTF-8');
  }
}

function webhookFor(secret: string): Webhook {
  if (!secret.startsWith(SECRET_PREFIX)) {
    // A misconfiguration, not a forged delivery: not a WebhookVerificationError.
    throw new TypeError('secret must be the endpoint secret as shown when it was created (whsec_…)');
  }
  return new Webhook(secret);
}

/** Checks `x-service-signature`: lowercase hex HMAC-SHA256 of the raw body, keyed by the whole secret string. */
export function verifyServiceSignature(rawBody: string | Uint8Array, signature: string, secret: string): void {
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(bytesOf(rawBody)).digest('hex');
  if (!constantTimeEqual(signature.trim().toLowerCase(), expected)) {
    throw new WebhookVerificationError('x-service-signature', 'x-service-signature does not match the body');
  }
}

/**
 * Checks the Standard Webhooks headers: webhook-timestamp within the tolerance of `now`, then webhook-signature.
 * The standardwebhooks package's `verify` judges the timestamp against the clock with a fixed window, so it cannot
 * take `now` or a tolerance; its `sign` computes the expected signature and only the comparison is done here.
 */
export function verifyStandardSignature(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  opts: VerifyWebhookOptions = {},
): void {
  const webhook = webhookFor(secret);
  const id = requireHeader(headers, 'webhook-id');
  const timestampHeader = requireHeader(headers, 'webhook-timestamp');
  const signatures = requireHeader(headers, 'webhook-signature');

  if (!/^\d{1,12}$/.test(timestampHeader)) {
    throw new WebhookVerificationError('timestamp', 'webhook-timestamp is not unix seconds');
  }
  const timestamp = Number(timestampHeader);
  const tolerance = opts.toleranceSeconds ?? 300;
  const now = Math.floor((opts.now?.getTime() ?? Date.now()) / 1000);
  if (now - timestamp > tolerance) {
    throw new WebhookVerificationError('timestamp', `webhook-timestamp is more than ${tolerance} s old`);
  }
  if (timestamp - now > tolerance) {
    throw new WebhookVerificationError('timestamp', `webhook-timestamp is more than ${tolerance} s in the future`);
  }

  const expected = webhook.sign(id, new Date(timestamp * 1000), textOf(rawBody));
  // The header may list several space-separated signatures (Standard Webhooks): one must match. A header repeated
  // on the wire and read through fetch's Headers arrives joined with ", ".
  const candidates = signatures.split(/\s+/).map((c) => c.replace(/,$/, ''));
  const matched = candidates.some((candidate) => candidate.startsWith('v1,') && constantTimeEqual(candidate, expected));
  if (!matched) throw new WebhookVerificationError('webhook-signature', 'webhook-signature does not match');
}

/**
 * Verifies a delivery and returns its event. Pass the body exactly as received (before any JSON parsing), the
 * request headers, and the endpoint's `whsec_…` secret. Throws WebhookVerificationError naming the failed check.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  opts: VerifyWebhookOptions = {},
): WebhookEvent {
  const serviceSignature = requireHeader(headers, 'x-service-signature');
  verifyStandardSignature(rawBody, headers, secret, opts);
  verifyServiceSignature(rawBody, serviceSignature, secret);

  let event: unknown;
  try {
    event = JSON.parse(textOf(rawBody));
  } catch (err) {
    if (err instanceof WebhookVerificationError) throw err;
    throw new WebhookVerificationError('payload', 'Body is not JSON');
  }
  const envelope = event as Partial<Record<keyof WebhookEvent, unknown>> | null;
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    typeof envelope.id !== 'string' ||
    typeof envelope.type !== 'string'
  ) {
    throw new WebhookVerificationError('payload', 'Body is not an event envelope');
  }
  return event as WebhookEvent;
}
