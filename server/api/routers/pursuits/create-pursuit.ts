import { createPursuit } from '~/server/pipeline/pursuits';
import { withPermission } from '../../trpc';
import { ZCreatePursuitRequest, ZPursuit } from './pursuit.schema';

export const createPursuitProcedure = withPermission('MANAGE_PURSUITS')
  .meta({
    openapi: {
      method: 'POST',
      path: '/pursuits',
      tags: ['Pursuits'],
      summary: 'Start a pursuit (one open pursuit per grant; accepts Idempotency-Key)',
      successDescription: 'Created (201)',
      protect: true,
    },
  })
  .input(ZCreatePursuitRequest)
  .output(ZPursuit)
  .mutation(async ({ ctx, input }) => {
    const pursuit = await createPursuit(ctx.db, ctx.principal, input);
    ctx.response.status = 201;
    return pursuit;
  });
