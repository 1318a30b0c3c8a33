import { z } from 'zod';
import { getProject } from '~/server/pipeline/projects';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';
import { ZProject } from './project.schema';

export const getProjectProcedure = withPermission('VIEW_PROJECTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/projects/{id}',
      tags: ['Projects'],
      summary: 'One funded project with its task counts',
      protect: true,
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZProject)
  .query(({ ctx, input }) => getProject(ctx.db, ctx.principal.organizationId, input.id));
