import { listTasks } from '~/server/pipeline/tasks';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listTasksOperation as operation } from './list-tasks.schema';

export const listTasksProcedure = withPermission('VIEW_PROJECTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input: { id, ...query } }) => {
    const { data, total } = await listTasks(ctx.db, ctx.principal.organizationId, id, query);
    return paginate(data, total, query);
  });
