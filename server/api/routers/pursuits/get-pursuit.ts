import { getPursuit } from '~/server/pipeline/pursuits';
import { withPermission } from '../../trpc';
import { getPursuitOperation as operation } from './get-pursuit.schema';

export const getPursuitProcedure = withPermission('VIEW_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx, input }) => getPursuit(ctx.db, ctx.principal.organizationId, input.id));
