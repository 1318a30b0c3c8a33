import { updatePursuit } from '~/server/pipeline/pursuits';
import { withPermission } from '../../trpc';
import { updatePursuitOperation as operation } from './update-pursuit.schema';

export const updatePursuitProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input: { id, ...changes } }) => updatePursuit(ctx.db, ctx.principal, id, changes));
