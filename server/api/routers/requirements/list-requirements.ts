import { listRequirements } from '~/server/pipeline/requirements';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listRequirementsOperation as operation } from './list-requirements.schema';

export const listRequirementsProcedure = withPermission('VIEW_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input: { id, ...page } }) => {
    const { data, total } = await listRequirements(ctx.db, ctx.principal.organizationId, id, page);
    return paginate(data, total, page);
  });
