import { applyRequirementTemplate } from '~/server/pipeline/requirements';
import { withPermission } from '../../trpc';
import { applyRequirementTemplateOperation as operation } from './apply-requirement-template.schema';

export const applyRequirementTemplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    const data = await applyRequirementTemplate(ctx.db, ctx.principal, input.id, input.templateId);
    ctx.response.status = 201;
    return { data };
  });
