import { getRequirementTemplate } from '~/server/pipeline/requirement-templates';
import { withPermission } from '../../trpc';
import { getRequirementTemplateOperation as operation } from './get-requirement-template.schema';

export const getRequirementTemplateProcedure = withPermission('VIEW_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx, input }) => getRequirementTemplate(ctx.db, ctx.principal.organizationId, input.id));
