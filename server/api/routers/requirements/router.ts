import { createTRPCRouter } from '../../trpc';
import { applyRequirementTemplateProcedure } from './apply-requirement-template';
import { createRequirementProcedure } from './create-requirement';
import { deleteRequirementProcedure } from './delete-requirement';
import { listRequirementsProcedure } from './list-requirements';
import { updateRequirementProcedure } from './update-requirement';

/** /api/v1/pursuits/{id}/requirements: a pursuit's checklist (docs/applications.md); `id` is the pursuit's. */
export const requirementsRouter = createTRPCRouter({
  list: listRequirementsProcedure,
  create: createRequirementProcedure,
  update: updateRequirementProcedure,
  delete: deleteRequirementProcedure,
  applyTemplate: applyRequirementTemplateProcedure,
});
