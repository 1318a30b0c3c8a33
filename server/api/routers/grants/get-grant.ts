import { getGrant } from '~/server/grants/queries';
import { withPermission } from '../../trpc';
import { ZGetGrantRequest, ZGetGrantResponse } from './get-grant.schema';

export const getGrantProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/grants/{id}',
      tags: ['Grants'],
      summary: 'Get a grant with its match for each mission',
      protect: true,
    },
  })
  .input(ZGetGrantRequest)
  .output(ZGetGrantResponse)
  .query(({ ctx, input }) => getGrant(ctx.db, ctx.principal.organizationId, input.id));
