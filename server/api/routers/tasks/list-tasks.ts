import { listTasks } from '~/server/pipeline/tasks';
import { paginate, paginatedResponse } from '../../pagination';
import { withPermission } from '../../trpc';
import { ZListTasksRequest, ZTask } from '../projects/project.schema';

export const listTasksProcedure = withPermission('VIEW_PROJECTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/projects/{id}/tasks',
      tags: ['Projects'],
      summary: 'A project’s deliverables, by due date',
      protect: true,
    },
  })
  .input(ZListTasksRequest)
  .output(paginatedResponse(ZTask))
  .query(async ({ ctx, input: { id, ...query } }) => {
    const { data, total } = await listTasks(ctx.db, ctx.principal.organizationId, id, query);
    return paginate(data, total, query);
  });
