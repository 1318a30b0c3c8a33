import { updateTask } from '~/server/pipeline/tasks';
import { withPermission } from '../../trpc';
import { updateTaskOperation as operation } from './update-task.schema';

export const updateTaskProcedure = withPermission('MANAGE_TASKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input: { id, taskId, ...changes } }) => updateTask(ctx.db, ctx.principal, id, taskId, changes));
