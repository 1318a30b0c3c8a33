import { z } from 'zod';
import { deleteMission } from '~/server/missions/missions';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';

export const deleteMissionProcedure = withPermission('MANAGE_MISSIONS')
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/missions/{id}',
      tags: ['Missions'],
      summary: 'Delete a mission and its matches',
      protect: true,
    },
  })
  .input(z.object({ id: ZId }))
  .output(z.object({ id: ZId, deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteMission(ctx.db, ctx.principal.organizationId, input.id));
