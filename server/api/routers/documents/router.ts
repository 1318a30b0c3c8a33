import { createTRPCRouter } from '../../trpc';
import {
  addDocumentVersionProcedure,
  createDocumentProcedure,
  deleteDocumentProcedure,
  getDocumentContentProcedure,
  getDocumentProcedure,
  listDocumentsProcedure,
  updateDocumentProcedure,
} from './procedures';

export const documentsRouter = createTRPCRouter({
  list: listDocumentsProcedure,
  get: getDocumentProcedure,
  content: getDocumentContentProcedure,
  create: createDocumentProcedure,
  addVersion: addDocumentVersionProcedure,
  update: updateDocumentProcedure,
  delete: deleteDocumentProcedure,
});
