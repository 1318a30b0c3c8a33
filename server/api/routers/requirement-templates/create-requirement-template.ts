import { createRequirementTemplate } from '~/server/pipeline/requirement-templates';
import { withPermission } from '../../trpc';
import { createRequirementTemplateOperation as operation } from './create-requirement-template.schema';

export const createRequirementTemplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    const template = await createRequirementTemplate(ctx.db, ctx.principal.organizationId, input);
    ctx.response.status = 201;
    return template;
  });
