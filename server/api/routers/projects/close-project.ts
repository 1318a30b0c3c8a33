// Dashboard-only (no REST operation): closing and reopening a project.
import { z } from 'zod';
import { closeProject, reopenProject } from '~/server/pipeline/projects';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';
import { ZProject } from './project.schema';

export const closeProjectProcedure = withPermission('MANAGE_TASKS')
  .input(z.object({ id: ZId, force: z.boolean().default(false) }))
  .output(ZProject)
  .mutation(({ ctx, input }) => closeProject(ctx.db, ctx.principal.organizationId, input.id, { force: input.force }));

export const reopenProjectProcedure = withPermission('MANAGE_TASKS')
  .input(z.object({ id: ZId }))
  .output(ZProject)
  .mutation(({ ctx, input }) => reopenProject(ctx.db, ctx.principal.organizationId, input.id));
