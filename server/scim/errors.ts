// SCIM's error shape (RFC 7644 section 3.12, docs/sso.md#errors): every refusal of /scim/v2 is one of these, never a 500.
import type { AppError } from '../errors';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'invalidPath'
  | 'noTarget'
  | 'mutability'
  | 'uniqueness'
  | 'tooMany';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ScimError';
  }

  body() {
    return {
      schemas: [SCIM_ERROR_SCHEMA],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.detail,
    };
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const scimNotFound = () => new ScimError(404, 'User not found');

/** A domain refusal (the last-owner rule, a rate limit…) in SCIM's shape; anything else is not ours to describe. */
export function fromAppError(err: AppError): ScimError {
  const headers = Object.fromEntries(Object.entries(err.extra.headers ?? {}));
  if (err.code === 'NOT_FOUND') return new ScimError(404, err.message, undefined, headers);
  if (err.code === 'VALIDATION_FAILED') return new ScimError(400, err.message, 'invalidValue', headers);
  return new ScimError(err.status, err.message, undefined, headers);
}
