import { createTask } from '~/server/pipeline/tasks';
import { withPermission } from '../../trpc';
import { ZCreateTaskRequest, ZTask } from '../projects/project.schema';

export const createTaskProcedure = withPermission('MANAGE_TASKS')
  .meta({
    openapi: {
      method: 'POST',
      path: '/projects/{id}/tasks',
      tags: ['Projects'],
      summary: 'Add a deliverable (accepts Idempotency-Key)',
      successDescription: 'Created (201)',
      protect: true,
    },
  })
  .input(ZCreateTaskRequest)
  .output(ZTask)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    const task = await createTask(ctx.db, ctx.principal, id, fields);
    ctx.response.status = 201;
    return task;
  });
