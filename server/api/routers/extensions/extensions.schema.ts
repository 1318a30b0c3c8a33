import { z } from 'zod';
import { PERMISSIONS } from '~/server/auth/permissions';
import { ZId } from '../../schemas';

export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1).max(100),
  mode: z.enum(['live', 'test']).optional(), // default: the caller's mode
  permissions: z.array(z.enum(PERMISSIONS)).min(1).optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
  allowedIps: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
});

export const ZCreatePortalTokenRequest = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z.array(z.enum(['VIEW_PROJECTS', 'VIEW_REPORTS'])).min(1).optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});

export const ZRevokeRequest = z.object({ id: ZId });

export const expiresAt = (days: number | undefined) => (days ? new Date(Date.now() + days * 86_400_000) : null);
