import { listPursuits } from '~/server/pipeline/pursuits';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listPursuitsOperation as operation } from './list-pursuits.schema';

export const listPursuitsProcedure = withPermission('VIEW_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listPursuits(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
