import { updatePursuit } from '~/server/pipeline/pursuits';
import { withPermission } from '../../trpc';
import { ZUpdatePursuitRequest, ZUpdatePursuitResponse } from './pursuit.schema';

export const updatePursuitProcedure = withPermission('MANAGE_PURSUITS')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/pursuits/{id}',
      tags: ['Pursuits'],
      summary: 'Change a pursuit: fields, stage and status (409 INVALID_TRANSITION names the allowed moves)',
      protect: true,
    },
  })
  .input(ZUpdatePursuitRequest)
  .output(ZUpdatePursuitResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updatePursuit(ctx.db, ctx.principal, id, changes));
