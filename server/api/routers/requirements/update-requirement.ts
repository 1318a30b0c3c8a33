import { updateRequirement } from '~/server/pipeline/requirements';
import { withPermission } from '../../trpc';
import { updateRequirementOperation as operation } from './update-requirement.schema';

export const updateRequirementProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input: { id, requirementId, ...changes } }) =>
    updateRequirement(ctx.db, ctx.principal, id, requirementId, changes),
  );
