import { createApiKey } from '~/server/auth/api-keys';
import { API_KEY_PRESETS } from '~/server/auth/permissions';
import { AppError } from '~/server/errors';
import { ZCreateApiKeyRequest } from './api-keys.schema';
import { expiresAt, extensionsProcedure } from './extensions-procedure';

/** The key is shown once, here. */
export const createApiKeyProcedure = extensionsProcedure
  .input(ZCreateApiKeyRequest)
  .mutation(async ({ ctx, input }) => {
    // Checked here rather than in the schema, whose inputs the adversarial suite generates field by field.
    if (input.preset !== undefined && input.permissions !== undefined) {
      throw new AppError('VALIDATION_FAILED', 'preset: send a preset or permissions, not both', {
        issues: [{ path: 'preset', message: 'send a preset or permissions, not both' }],
      });
    }
    const created = await createApiKey(ctx.db, {
      organizationId: ctx.scope.liveId, // a test key is bound to the sandbox by createApiKey
      name: input.name,
      mode: ctx.scope.modeFor(input.mode),
      permissions: input.preset ? [...API_KEY_PRESETS[input.preset].permissions] : input.permissions,
      creatorPermissions: ctx.principal.permissions,
      createdByUserId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
      expiresAt: expiresAt(input.expiresInDays),
      allowedIps: input.allowedIps ?? null,
    });
    return { id: created.id, key: created.key, prefix: created.prefix, createdAt: created.createdAt.toISOString() };
  });
