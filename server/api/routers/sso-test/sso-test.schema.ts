import { z } from 'zod';

export const ZSsoTestResultRequest = z.object({ id: z.uuid() });

const ZSsoTestClaims = z.object({
  iss: z.string(),
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  email: z.string().nullable(),
  email_verified: z.boolean().nullable(),
  name: z.string().nullable(),
  exp: z.number(),
});

export const ZSsoTestStartResponse = z.object({ id: z.uuid(), authorizationUrl: z.string() });

export const ZSsoTestResultResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('ok'), claims: ZSsoTestClaims }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);

export type SsoTestResultResponse = z.infer<typeof ZSsoTestResultResponse>;
