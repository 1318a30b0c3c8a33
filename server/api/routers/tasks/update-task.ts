import { updateTask } from '~/server/pipeline/tasks';
import { withPermission } from '../../trpc';
import { ZTask, ZUpdateTaskRequest } from '../projects/project.schema';

export const updateTaskProcedure = withPermission('MANAGE_TASKS')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/projects/{id}/tasks/{taskId}',
      tags: ['Projects'],
      summary: 'Edit a deliverable; status completed completes it (records task.completed once)',
      protect: true,
    },
  })
  .input(ZUpdateTaskRequest)
  .output(ZTask)
  .mutation(({ ctx, input: { id, taskId, ...changes } }) => updateTask(ctx.db, ctx.principal, id, taskId, changes));
