import { createTask } from '~/server/pipeline/tasks';
import { withPermission } from '../../trpc';
import { createTaskOperation as operation } from './create-task.schema';

export const createTaskProcedure = withPermission('MANAGE_TASKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    const task = await createTask(ctx.db, ctx.principal, id, fields);
    ctx.response.status = 201;
    return task;
  });
