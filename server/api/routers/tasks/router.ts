import { createTRPCRouter } from '../../trpc';
import { createTaskProcedure } from './create-task';
import { listTasksProcedure } from './list-tasks';
import { updateTaskProcedure } from './update-task';

export const tasksRouter = createTRPCRouter({
  list: listTasksProcedure,
  create: createTaskProcedure,
  update: updateTaskProcedure,
});
