import { updateDeliverablesTemplate } from '~/server/pipeline/projects';
import { withPermission } from '../../trpc';
import { ZUpdateDeliverablesTemplateRequest } from './organization.schema';

export const updateDeliverablesTemplateProcedure = withPermission('MANAGE_TASKS')
  .input(ZUpdateDeliverablesTemplateRequest)
  .mutation(async ({ ctx, input }) => ({
    items: await updateDeliverablesTemplate(ctx.db, ctx.principal.organizationId, input.items),
  }));
