import { createTRPCRouter } from '../../trpc';
import { closeProjectProcedure, reopenProjectProcedure } from './close-project';
import { getProjectProcedure } from './get-project';
import { listProjectsProcedure } from './list-projects';

export const projectsRouter = createTRPCRouter({
  list: listProjectsProcedure,
  get: getProjectProcedure,
  close: closeProjectProcedure,
  reopen: reopenProjectProcedure,
});
