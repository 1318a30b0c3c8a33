// Inputs of Settings → Single sign-on (docs/sso.md#connecting-your-identity-provider). The lengths are checked here
// for the parser's sake and again, with the meaning of each field, in server/sso/ (connections.ts, domains.ts).
import { z } from 'zod';
import { MAX_CLIENT_ID_LENGTH, MAX_CLIENT_SECRET_LENGTH } from '~/server/sso/connections';
import { MAX_ISSUER_LENGTH } from '~/server/sso/issuer';
import { ZId } from '../../schemas';

export const ZSaveSsoConnectionRequest = z.object({
  issuer: z
    .string()
    .max(MAX_ISSUER_LENGTH + 64)
    .describe('The provider’s issuer URL (https; its discovery document is <issuer>/.well-known/openid-configuration)'),
  clientId: z.string().max(MAX_CLIENT_ID_LENGTH + 64),
  /** Required the first time; omitted or blank on an update, the stored secret is kept. */
  clientSecret: z
    .string()
    .max(MAX_CLIENT_SECRET_LENGTH + 64)
    .optional(),
  requireSso: z.boolean().default(false),
  jitEnabled: z.boolean().default(false),
  /** null: the built-in member role. */
  jitRoleId: ZId.nullable().default(null),
});

export const ZSsoDomainRequest = z.object({
  domain: z.string().max(300).describe('A domain such as example.org (an international name is stored in punycode)'),
});

export const ZSsoDomainIdRequest = z.object({ id: ZId });
