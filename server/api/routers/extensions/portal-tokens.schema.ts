// Inputs of Settings → Extensions → portal tokens (read-only, for embedded reports).
import { z } from 'zod';
import type { PORTAL_TOKEN_ALLOWED } from '~/server/auth/permissions';
import { ZId } from '../../schemas';

export const ZCreatePortalTokenRequest = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z
    .array(
      z.enum(['VIEW_PROJECTS', 'VIEW_REPORTS', 'VIEW_DOCUMENTS', 'VIEW_BUDGETS'] satisfies typeof PORTAL_TOKEN_ALLOWED),
    )
    .min(1)
    .optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});

export const ZRevokePortalTokenRequest = z.object({ id: ZId });

export type CreatePortalTokenRequest = z.infer<typeof ZCreatePortalTokenRequest>;
