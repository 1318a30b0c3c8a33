// X-Request-Id: echo a caller's safe id (≤ 64 chars), otherwise mint req_<random>.
import { randomBytes } from 'node:crypto';

const SAFE_ID = /^[A-Za-z0-9._:\-]{1,64}$/;

export function requestIdFor(incoming: string | null): string {
  if (incoming && SAFE_ID.test(incoming)) return incoming;
  return `req_${randomBytes(12).toString('base64url')}`;
}
