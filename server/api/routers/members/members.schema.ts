// Inputs of Settings → Members: members, invitations and roles.
import { z } from 'zod';
import { PERMISSIONS } from '~/server/auth/permissions';
import { ZId } from '../../schemas';

const roleName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9][a-z0-9 _-]*$/i, 'letters, digits, spaces, _ and -');

export const ZInviteMemberRequest = z.object({ email: z.email().max(320), role: roleName });
export const ZInvitationIdRequest = z.object({ id: ZId });
export const ZChangeRoleRequest = z.object({ userId: ZId, role: roleName });
export const ZRemoveMemberRequest = z.object({
  userId: ZId,
  /** Also revoke the API keys and portal tokens they created here (default true; docs/members.md). */
  revokeCredentials: z.boolean().optional(),
});

export const ZRoleInput = z.object({
  name: roleName,
  description: z.string().trim().max(500).nullable().optional(),
  permissions: z.array(z.enum(PERMISSIONS)).min(1),
});
export const ZUpdateRoleRequest = ZRoleInput.partial().extend({ id: ZId });
export const ZDeleteRoleRequest = z.object({ id: ZId });
