import { createTRPCRouter } from '../../trpc';
import { createRequirementTemplateProcedure } from './create-requirement-template';
import { deleteRequirementTemplateProcedure } from './delete-requirement-template';
import { getRequirementTemplateProcedure } from './get-requirement-template';
import { listRequirementTemplatesProcedure } from './list-requirement-templates';
import { updateRequirementTemplateProcedure } from './update-requirement-template';

/** /api/v1/requirement-templates: the organization's application templates (docs/applications.md). */
export const requirementTemplatesRouter = createTRPCRouter({
  list: listRequirementTemplatesProcedure,
  get: getRequirementTemplateProcedure,
  create: createRequirementTemplateProcedure,
  update: updateRequirementTemplateProcedure,
  delete: deleteRequirementTemplateProcedure,
});
