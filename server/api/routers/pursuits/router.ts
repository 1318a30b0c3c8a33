import { createTRPCRouter } from '../../trpc';
import { createPursuitProcedure } from './create-pursuit';
import { getPursuitProcedure } from './get-pursuit';
import { listPursuitsProcedure } from './list-pursuits';
import { updatePursuitProcedure } from './update-pursuit';

export const pursuitsRouter = createTRPCRouter({
  list: listPursuitsProcedure,
  get: getPursuitProcedure,
  create: createPursuitProcedure,
  update: updatePursuitProcedure,
});
