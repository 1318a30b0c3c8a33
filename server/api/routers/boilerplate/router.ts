import { createTRPCRouter } from '../../trpc';
import {
  createBoilerplateProcedure,
  deleteBoilerplateProcedure,
  getBoilerplateProcedure,
  getBoilerplateVersionProcedure,
  listBoilerplateProcedure,
  updateBoilerplateProcedure,
} from './procedures';

export const boilerplateRouter = createTRPCRouter({
  list: listBoilerplateProcedure,
  get: getBoilerplateProcedure,
  version: getBoilerplateVersionProcedure,
  create: createBoilerplateProcedure,
  update: updateBoilerplateProcedure,
  delete: deleteBoilerplateProcedure,
});
