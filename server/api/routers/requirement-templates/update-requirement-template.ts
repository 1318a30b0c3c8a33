import { updateRequirementTemplate } from '~/server/pipeline/requirement-templates';
import { withPermission } from '../../trpc';
import { updateRequirementTemplateOperation as operation } from './update-requirement-template.schema';

export const updateRequirementTemplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateRequirementTemplate(ctx.db, ctx.principal.organizationId, id, changes),
  );
