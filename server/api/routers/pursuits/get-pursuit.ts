import { z } from 'zod';
import { getPursuit } from '~/server/pipeline/pursuits';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';
import { ZPursuitDetail } from './pursuit.schema';

export const getPursuitProcedure = withPermission('VIEW_PURSUITS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/pursuits/{id}',
      tags: ['Pursuits'],
      summary: 'One pursuit with its stage and status history',
      protect: true,
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZPursuitDetail)
  .query(({ ctx, input }) => getPursuit(ctx.db, ctx.principal.organizationId, input.id));
