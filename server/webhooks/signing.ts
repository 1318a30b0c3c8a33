// Webhook secrets and signatures (docs/webhooks.md): the x-service-signature and the Standard Webhooks signature.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
export const USER_AGENT = 'GrantManagementService-Webhooks/1';

/** `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Lowercase hex HMAC-SHA256 of the raw body; the key is the whole secret string as UTF-8. */
export function serviceSignature(secret: string, body: string | Buffer): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/** Standard Webhooks `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed by the bytes after whsec_. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string | Buffer): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

/** Every header of one delivery attempt, signed over exactly `body`. */
export function signWebhookPayload(input: {
  secret: string;
  eventId: string;
  eventType: string;
  body: string;
  timestamp?: number;
}): Record<string, string> {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-event': input.eventType,
    'x-service-signature': serviceSignature(input.secret, input.body),
    'webhook-id': input.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(input.secret, input.eventId, timestamp, input.body),
  };
}
