import { getGrant } from '~/server/grants/queries';
import { withPermission } from '../../trpc';
import { getGrantOperation as operation } from './get-grant.schema';

export const getGrantProcedure = withPermission('VIEW_GRANTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx, input }) => getGrant(ctx.db, ctx.principal.organizationId, input.id));
