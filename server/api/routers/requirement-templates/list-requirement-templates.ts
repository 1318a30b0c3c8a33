import { listRequirementTemplates } from '~/server/pipeline/requirement-templates';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listRequirementTemplatesOperation as operation } from './list-requirement-templates.schema';

// At most 50 templates per organization (server/pipeline/requirement-templates.ts): the page is cut from the whole list.
export const listRequirementTemplatesProcedure = withPermission('VIEW_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const all = await listRequirementTemplates(ctx.db, ctx.principal.organizationId);
    return paginate(all.slice(input.offset, input.offset + input.limit), all.length, input);
  });
