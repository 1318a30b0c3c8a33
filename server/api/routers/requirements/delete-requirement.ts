import { deleteRequirement } from '~/server/pipeline/requirements';
import { withPermission } from '../../trpc';
import { deleteRequirementOperation as operation } from './delete-requirement.schema';

export const deleteRequirementProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    await deleteRequirement(ctx.db, ctx.principal, input.id, input.requirementId);
    ctx.response.status = 204;
  });
