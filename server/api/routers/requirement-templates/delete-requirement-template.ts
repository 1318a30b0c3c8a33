import { deleteRequirementTemplate } from '~/server/pipeline/requirement-templates';
import { withPermission } from '../../trpc';
import { deleteRequirementTemplateOperation as operation } from './delete-requirement-template.schema';

export const deleteRequirementTemplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    await deleteRequirementTemplate(ctx.db, ctx.principal.organizationId, input.id);
    ctx.response.status = 204;
  });
