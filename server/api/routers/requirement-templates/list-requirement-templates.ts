import { countRequirementTemplates, listRequirementTemplates } from '~/server/pipeline/requirement-templates';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listRequirementTemplatesOperation as operation } from './list-requirement-templates.schema';

export const listRequirementTemplatesProcedure = withPermission('VIEW_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { organizationId } = ctx.principal;
    const [data, total] = await Promise.all([
      listRequirementTemplates(ctx.db, organizationId, input),
      countRequirementTemplates(ctx.db, organizationId),
    ]);
    return paginate(data, total, input);
  });
