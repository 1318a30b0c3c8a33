import { createPursuit } from '~/server/pipeline/pursuits';
import { withPermission } from '../../trpc';
import { createPursuitOperation as operation } from './create-pursuit.schema';

export const createPursuitProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    const pursuit = await createPursuit(ctx.db, ctx.principal, input);
    ctx.response.status = 201;
    return pursuit;
  });
