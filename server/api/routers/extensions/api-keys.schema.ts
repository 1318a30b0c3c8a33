// Inputs of Settings → Extensions → API keys.
import { z } from 'zod';
import { API_KEY_PRESET_NAMES, PERMISSIONS } from '~/server/auth/permissions';
import { ZId } from '../../schemas';

export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1).max(100),
  mode: z.enum(['live', 'test']).optional(), // default: the caller's mode
  /** A named set of permissions (API_KEY_PRESETS); or `permissions`, never both (create-api-key.ts refuses). */
  preset: z.enum(API_KEY_PRESET_NAMES).optional(),
  permissions: z.array(z.enum(PERMISSIONS)).min(1).optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
  allowedIps: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
});

export const ZRevokeApiKeyRequest = z.object({ id: ZId });

export type CreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;
