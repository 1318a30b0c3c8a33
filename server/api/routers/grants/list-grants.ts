import { listGrants } from '~/server/grants/queries';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listGrantsOperation as operation } from './list-grants.schema';

export const listGrantsProcedure = withPermission('VIEW_GRANTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { facets: requested, ...query } = input;
    const { data, total, facets } = await listGrants(
      ctx.db,
      { ...query, organizationId: ctx.principal.organizationId },
      undefined,
      { facets: requested },
    );
    return { ...paginate(data, total, input), ...(facets ? { facets } : {}) };
  });
