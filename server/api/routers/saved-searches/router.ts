import { createTRPCRouter } from '../../trpc';
import {
  createSavedSearchProcedure,
  deleteSavedSearchProcedure,
  listSavedSearchesProcedure,
  updateSavedSearchProcedure,
} from './procedures';

export const savedSearchesRouter = createTRPCRouter({
  list: listSavedSearchesProcedure,
  create: createSavedSearchProcedure,
  update: updateSavedSearchProcedure,
  delete: deleteSavedSearchProcedure,
});
