import { createRequirement } from '~/server/pipeline/requirements';
import { withPermission } from '../../trpc';
import { createRequirementOperation as operation } from './create-requirement.schema';

export const createRequirementProcedure = withPermission('MANAGE_PURSUITS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    const requirement = await createRequirement(ctx.db, ctx.principal, id, fields);
    ctx.response.status = 201;
    return requirement;
  });
