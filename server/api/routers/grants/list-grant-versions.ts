import { listGrantVersions } from '~/server/grants/versions';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listGrantVersionsOperation as operation } from './list-grant-versions.schema';

export const listGrantVersionsProcedure = withPermission('VIEW_GRANTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input: { id, ...page } }) => {
    const { data, total } = await listGrantVersions(ctx.db, ctx.principal.organizationId, id, page);
    return paginate(data, total, page);
  });
