import { createTRPCRouter } from '../../trpc';
import { getDeliverablesTemplateProcedure } from './get-deliverables-template';
import { getOrganizationProcedure } from './get-organization';
import { updateDeliverablesTemplateProcedure } from './update-deliverables-template';
import { updateOrganizationProcedure } from './update-organization';

/** Dashboard-only (no OpenAPI metadata): the organization's own settings. Plans are changed by operators (CLI). */
export const organizationRouter = createTRPCRouter({
  get: getOrganizationProcedure,
  update: updateOrganizationProcedure,
  deliverablesTemplate: getDeliverablesTemplateProcedure,
  updateDeliverablesTemplate: updateDeliverablesTemplateProcedure,
});
